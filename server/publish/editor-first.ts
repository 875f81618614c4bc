/**
 * Editors first: while a control-panel request is in flight, the background regeneration waits
 * before its next page. A save takes a few dozen steps (reads, the index, the write, fsyncs,
 * the commit), and during a run each would otherwise wait behind a page render on the loop:
 * 30–100 ms a page made a 20 ms save take seconds. The wait is bounded, so a stream of editor
 * requests delays publishing but never stops it.
 */
export interface EditorFirst {
  /** Runs an editor's request; the regeneration holds back until it (and the others) finish. */
  during<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when no editor request is in flight, or after `maxWaitMs` at the most. */
  turn(): Promise<void>;
}

export function editorFirst(maxWaitMs = 1_000): EditorFirst {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  return {
    async during(work) {
      inFlight++;
      try {
        return await work();
      } finally {
        inFlight--;
        if (inFlight === 0) for (const wake of waiting.splice(0)) wake();
      }
    },
    turn() {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting = waiting.filter((wake) => wake !== done);
          resolve();
        }, maxWaitMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        waiting.push(done);
      });
    },
  };
}
