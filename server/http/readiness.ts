/**
 * Readiness (/readyz): false until every part the replica needs to answer from memory has
 * loaded (the content index, the watcher, the publisher's pages), then true for good. A part
 * that fails keeps it false and says so once: a replica that cannot load its content must
 * not be given traffic. Draining is the app's to add (it knows the shutdown).
 */
export function readyOnce(parts: readonly (Promise<unknown> | null | undefined)[], log: { ready(ms: number): void; failed(error: unknown): void }): () => boolean {
  let ready = false;
  const started = performance.now();
  void Promise.all(parts).then(
    () => {
      ready = true;
      log.ready(Math.round(performance.now() - started));
    },
    (error: unknown) => log.failed(error),
  );
  return () => ready;
}
