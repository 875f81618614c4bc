import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ClientInstrumentation } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { claimChunkReload } from './runtime/chunk-reload';

/**
 * The chunk-error guard (SPEC.md section 8). Before each client navigation the target's
 * route code is loaded here; React Router would answer a failure with an unguarded reload of
 * the page the visitor is leaving. Instead: a full page load of the target, at most once per
 * path per 10 s, and beyond that the error page. The guard's own module is shared with the
 * prefetcher, which loads it right after hydration; should it fail to load, the target gets
 * the same full page load.
 */
const chunkErrorGuard: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(callNavigate, { to }) {
        if (typeof to !== 'string') return;
        const target = new URL(to, window.location.href);
        if (target.origin !== window.location.origin) return;
        const guard = await import('./runtime/route-modules').catch(() => null);
        // The modules that failed to load; null when the guard's own module did not load.
        const failed = guard ? await guard.loadRouteModules(target.pathname) : null;
        if (failed?.length === 0) return;
        if (claimChunkReload(target.pathname)) {
          window.location.assign(target.href);
          // The page is being replaced: React Router's navigation never starts.
          return new Promise<void>(() => {});
        }
        if (guard && failed) guard.markRoutesBroken(failed, new Error(`The code for ${target.pathname} could not be loaded.`));
        await callNavigate();
      },
    });
  },
};

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[chunkErrorGuard]} />
    </StrictMode>,
  );
});
