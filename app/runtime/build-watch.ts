import { MANIFEST_FIRST_CHECK_MS } from './timings';

const FETCH_TIMEOUT_MS = 10_000;

/** This build, as Vite baked it into the client (vite.config.ts); null in development. */
export interface BuildInfo {
  id: string;
  timestamp: number;
  /** How often `latest.json` is checked (BUILD_CHECK_INTERVAL_MS at build time). */
  checkIntervalMs: number;
}

declare const __BUILD__: BuildInfo | null;
export const CURRENT_BUILD: BuildInfo | null = typeof __BUILD__ === 'undefined' ? null : __BUILD__;

/** A redirect rule as the build's manifest carries it: the target per language, null where it has none. */
export interface ManifestRedirect {
  from: string;
  status: number;
  to: Record<string, string | null>;
}

/** The route rules of `/builds/meta/{id}.json` (DESIGN.md section 5). */
export interface RouteRules {
  prerendered: ReadonlySet<string>;
  redirects: readonly ManifestRedirect[];
}

export function parseRouteRules(raw: unknown): RouteRules {
  const data = raw as { prerendered?: unknown; redirects?: unknown } | null;
  if (!data || !Array.isArray(data.prerendered) || !Array.isArray(data.redirects)) throw new Error('not a route-rules manifest');
  const redirects = data.redirects.filter(
    (r): r is ManifestRedirect => !!r && typeof r.from === 'string' && typeof r.status === 'number' && !!r.to && typeof r.to === 'object',
  );
  return { prerendered: new Set(data.prerendered.filter((p): p is string => typeof p === 'string')), redirects };
}

export interface BuildWatchState {
  rules: RouteRules | null;
  /** A build other than this one is live: the next navigation loads the whole page. */
  newBuild: boolean;
}

/**
 * New-build detection (SPEC.md section 4): about 1 s after start the build's own manifest
 * is loaded (a failure is logged and changes nothing else) and `latest.json` is checked; the
 * check repeats every `checkIntervalMs`. The timestamp query keeps caches out of the way.
 */
export function watchBuilds(build: BuildInfo, state: BuildWatchState, fetchJson: (url: string) => Promise<unknown> = defaultFetchJson): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = async () => {
    try {
      const latest = (await fetchJson(`/builds/latest.json?${Date.now()}`)) as { id?: unknown } | null;
      if (typeof latest?.id === 'string' && latest.id !== build.id) state.newBuild = true;
    } catch {
      // Offline or mid-deploy: the next check tries again.
    }
  };
  const schedule = (ms: number, run: () => Promise<void>) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().then(() => schedule(build.checkIntervalMs, check));
    }, ms);
  };

  schedule(MANIFEST_FIRST_CHECK_MS, async () => {
    try {
      state.rules = parseRouteRules(await fetchJson(`/builds/meta/${encodeURIComponent(build.id)}.json`));
    } catch (error) {
      console.error(`Failed to load the route-rules manifest of build ${build.id}:`, error);
    }
    await check();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  // A check that hangs would stop the checks after it (each waits for the one before).
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
