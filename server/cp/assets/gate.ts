/**
 * Saves that name assets and the library's moves and deletes, one at a time against each
 * other (issue 35, finding 9). A rename rewrites every reference it finds; a save checked
 * against the old name and written after the rename would point at nothing. So saves share
 * the gate (any number at once, each checking its assets exist and writing inside it), and
 * a move or delete holds it alone, after the saves before it and before the saves after it.
 */
import type { ContentWriter } from '../write/types';

export class AssetGate {
  /** Settles when the last move or delete asked for is through. */
  private exclusiveTail: Promise<unknown> = Promise.resolve();
  private readonly shared = new Set<Promise<unknown>>();
  private queued = 0;

  /** Moves and deletes waiting for their turn (tests wait for this state). */
  get waiting(): number {
    return this.queued;
  }

  /** Runs a save: after any move or delete already asked for, beside other saves. */
  async share<T>(task: () => Promise<T>): Promise<T> {
    // A move asked for while this waited goes first too: wait until no newer one is queued.
    for (;;) {
      const tail = this.exclusiveTail;
      await tail.catch(() => undefined);
      if (tail === this.exclusiveTail) break;
    }
    const run = task();
    this.shared.add(run);
    try {
      return await run;
    } finally {
      this.shared.delete(run);
    }
  }

  /** Runs a move or delete: after every save and move before it, alone. */
  async exclusive<T>(task: () => Promise<T>): Promise<T> {
    const before = this.exclusiveTail;
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.exclusiveTail = before.catch(() => undefined).then(() => mine);
    this.queued++;
    try {
      await before.catch(() => undefined);
      await Promise.allSettled([...this.shared]);
      this.queued--;
      return await task();
    } finally {
      release();
    }
  }
}

const gates = new WeakMap<ContentWriter, AssetGate>();

/** The gate of a content root (one writer per root). */
export function assetGate(writer: ContentWriter): AssetGate {
  let gate = gates.get(writer);
  if (!gate) gates.set(writer, (gate = new AssetGate()));
  return gate;
}
