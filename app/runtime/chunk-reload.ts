import { CHUNK_RELOAD_GUARD_MS } from './timings';

const STORAGE_KEY = 'kt:chunk-reload';

/**
 * Whether a code chunk that failed to load may be answered with a full page load of `path`
 * now (SPEC.md section 8): at most once per path per 10 s, remembered in sessionStorage so
 * the guard survives the reload it causes. Claiming records the reload. Without working
 * storage there is no guard, so no reload either: a reload loop is worse than an error page.
 */
export function claimChunkReload(path: string, now: number = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage()): boolean {
  if (!storage) return false;
  try {
    const recent = readRecent(storage.getItem(STORAGE_KEY), now);
    if (path in recent) return false;
    recent[path] = now;
    storage.setItem(STORAGE_KEY, JSON.stringify(recent));
    return true;
  } catch {
    return false;
  }
}

/** The reloads still inside the guard window; anything unreadable counts as none. */
function readRecent(raw: string | null, now: number): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && now - entry[1] >= 0 && now - entry[1] < CHUNK_RELOAD_GUARD_MS),
  );
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage blocked by the browser's settings.
    return undefined;
  }
}
