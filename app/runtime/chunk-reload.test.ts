import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimChunkReload } from './chunk-reload';
import { CHUNK_RELOAD_GUARD_MS } from './timings';
import { memoryStorage } from '../../tests/support/memory-storage';

const KEY = 'kt:chunk-reload';
const T0 = 1_750_000_000_000;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('claimChunkReload', () => {
  it('allows one reload per path inside the guard window, and again once it has passed', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/news', T0, storage)).toBe(true);
    expect(claimChunkReload('/news', T0 + 1, storage)).toBe(false);
    expect(claimChunkReload('/news', T0 + CHUNK_RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(claimChunkReload('/news', T0 + CHUNK_RELOAD_GUARD_MS, storage)).toBe(true);
  });

  it('keeps the guard in storage, so it survives the reload it causes', () => {
    const storage = memoryStorage();
    claimChunkReload('/news', T0, storage);
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual({ '/news': T0 });
    // A new page (same session storage, nothing else shared) still sees the claim.
    const afterReload = memoryStorage(Object.fromEntries(storage.items));
    expect(claimChunkReload('/news', T0 + 500, afterReload)).toBe(false);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/news', T0, storage)).toBe(true);
    expect(claimChunkReload('/de/news', T0 + 1, storage)).toBe(true);
    expect(claimChunkReload('/news', T0 + 2, storage)).toBe(false);
    expect(claimChunkReload('/de/news', T0 + 3, storage)).toBe(false);
  });

  it('drops expired entries when it records a new one', () => {
    const storage = memoryStorage();
    claimChunkReload('/old', T0, storage);
    claimChunkReload('/new', T0 + CHUNK_RELOAD_GUARD_MS, storage);
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual({ '/new': T0 + CHUNK_RELOAD_GUARD_MS });
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a string', '"x"'],
    ['an array', '["/news"]'],
    ['non-number times', '{"/news":"yesterday"}'],
  ])('treats stored data that is %s as empty', (_name, raw) => {
    const storage = memoryStorage({ [KEY]: raw });
    expect(claimChunkReload('/news', T0, storage)).toBe(true);
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual({ '/news': T0 });
  });

  it('ignores a claim stamped in the future (the clock was set back)', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ '/news': T0 + 60_000 }) });
    expect(claimChunkReload('/news', T0, storage)).toBe(true);
  });

  it('refuses when the claim cannot be recorded: no guard, no reload', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(claimChunkReload('/news', T0, storage)).toBe(false);
  });

  it('refuses when storage cannot be read', () => {
    const storage = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(claimChunkReload('/news', T0, storage)).toBe(false);
  });

  it('refuses when there is no sessionStorage at all', () => {
    // An explicit undefined falls back to the default parameter, i.e. the global sessionStorage.
    vi.stubGlobal('sessionStorage', undefined);
    expect(claimChunkReload('/news', T0, undefined)).toBe(false);
    expect(claimChunkReload('/news', T0)).toBe(false);
  });

  it('refuses when the browser blocks sessionStorage (the getter throws)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(claimChunkReload('/news', T0)).toBe(false);
    } finally {
      if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
      else delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('uses the global sessionStorage by default', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    expect(claimChunkReload('/news', T0)).toBe(true);
    expect(claimChunkReload('/news', T0 + 1)).toBe(false);
    expect(storage.items.has(KEY)).toBe(true);
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(T0);
      const storage = memoryStorage();
      claimChunkReload('/news', undefined, storage);
      expect(JSON.parse(storage.items.get(KEY)!)).toEqual({ '/news': T0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
