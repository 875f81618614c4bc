import { CURRENT_BUILD, watchBuilds } from './build-watch';
import { startPrefetching } from './prefetcher';
import { buildState } from './route-rules';

/**
 * The runtime's background work, in its own chunk: it is fetched right after hydration and
 * kept out of the first-load JavaScript (DESIGN.md section 8). New-build detection still makes
 * its first check about 1 s after start.
 */
export function startBackground(): () => void {
  // Production builds only: development has no manifest to check.
  const stopWatching = CURRENT_BUILD ? watchBuilds(CURRENT_BUILD, buildState) : () => {};
  // Prefetching waits until the page has finished its own loading work.
  let stopPrefetching: (() => void) | undefined;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(() => (stopPrefetching = startPrefetching()), { timeout: 2000 });
  return () => {
    stopWatching();
    cancelIdle(handle);
    stopPrefetching?.();
  };
}
