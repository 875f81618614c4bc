/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

/**
 * A failed load is retried after this delay, doubling each time (1 s, 2 s, 4 s…, at most
 * MAPS_RETRY_MAX_DELAY_MS), as many times as MAPS_LOAD_RETRIES allows (server/env.ts). Kept
 * here, not in runtime/timings.ts: this lazy chunk importing that module would split it out
 * of the root chunk.
 */
export const MAPS_RETRY_BASE_MS = 1000;
export const MAPS_RETRY_MAX_DELAY_MS = 30_000;

/** What the page needs to load the maps script (the reseller map block's view model carries it). */
export interface MapsConfig {
  apiKey: string;
  /** The page's language (`ja`, `zh`…): labels on the map. */
  language: string;
  /** The site's region (`JP`, `DE`…): borders and names as seen from there. */
  region: string | null;
  /** Failed loads retried before the failure is reported. */
  retries: number;
  /** Google Cloud map id (advanced markers need one). */
  mapId: string;
}

/** The library list the script is loaded with (`libraries=maps,marker`). */
export const MAPS_LIBRARIES = ['maps', 'marker'] as const;

export interface MapsLibraries {
  maps: google.maps.MapsLibrary;
  marker: google.maps.MarkerLibrary;
}

/** The delay before retry number `retry` (1, 2, 3…): doubling from the base, capped. */
export function retryDelay(retry: number, baseMs: number = MAPS_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** (retry - 1), MAPS_RETRY_MAX_DELAY_MS);
}

export class MapsLoadError extends Error {
  override name = 'MapsLoadError';
  constructor(
    readonly attempts: number,
    options: { cause: unknown },
  ) {
    super(`The maps script could not be loaded (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`, options);
  }
}

export interface RetryOptions {
  retries: number;
  baseDelayMs?: number;
  /** Before each retry, e.g. to remove the failed script element. */
  onRetry?: (retry: number, error: unknown) => void;
}

/**
 * Runs `load`, and after a failure runs it again after a growing delay, `retries` times at
 * most; then rejects with a MapsLoadError carrying the last failure.
 */
export async function withRetries<T>(load: () => Promise<T>, { retries, baseDelayMs = MAPS_RETRY_BASE_MS, onRetry }: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt > retries) throw new MapsLoadError(attempt, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt, baseDelayMs)));
      onRetry?.(attempt, error);
    }
  }
}

let configured = false;
let loading: Promise<MapsLibraries> | undefined;

/**
 * Loads the Google Maps script once per page with the key, library list, language and
 * region as query parameters (through @googlemaps/js-api-loader), retrying failed loads.
 * A final failure is forgotten, so a later call (the visitor's "Try again") starts over.
 */
export function loadMaps(config: MapsConfig): Promise<MapsLibraries> {
  if (!configured) {
    setOptions({ key: config.apiKey, v: 'weekly', language: config.language, ...(config.region ? { region: config.region } : {}) });
    configured = true;
  }
  loading ??= withRetries(
    async () => {
      const [maps, marker] = await Promise.all(MAPS_LIBRARIES.map((name) => importLibrary(name)));
      return { maps, marker } as MapsLibraries;
    },
    { retries: config.retries, onRetry: removeFailedScripts },
  ).catch((error: unknown) => {
    loading = undefined;
    removeFailedScripts();
    throw error;
  });
  return loading;
}

/** The loader adds a new script element per attempt; the failed ones are dead weight. */
function removeFailedScripts(): void {
  document.querySelectorAll('script[src^="https://maps.googleapis.com/maps/api/js"]').forEach((script) => script.remove());
}
