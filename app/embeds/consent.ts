import { useCallback, useSyncExternalStore } from 'react';

/**
 * The visitor's consent to third-party embeds, per service, remembered on this device
 * (localStorage, no cookie, nothing sent to the server). Nothing is requested from a
 * provider before its service is granted; the privacy page can withdraw a grant.
 *
 * Stored as `{"maps": "2026-11-21T10:00:00.000Z"}`: a granted service and when. Anything
 * unreadable counts as no consent. Without working storage (blocked, private mode) a grant
 * still holds for the page view it was given in.
 */
export const CONSENT_SERVICES = ['maps', 'video'] as const;
export type ConsentService = (typeof CONSENT_SERVICES)[number];

export const CONSENT_STORAGE_KEY = 'kt:consent';

type Grants = Partial<Record<ConsentService, string>>;
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ConsentStore {
  granted(service: ConsentService): boolean;
  set(service: ConsentService, granted: boolean): void;
  /** Called after every change, in this tab or (through the `storage` event) another. */
  subscribe(listener: () => void): () => void;
}

export function createConsentStore(storage: StorageLike | undefined, events?: Pick<Window, 'addEventListener' | 'removeEventListener'>, now: () => Date = () => new Date()): ConsentStore {
  let memory: Grants = read(storage);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    // `key === null`: the other tab cleared all storage.
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    memory = read(storage);
    notify();
  };

  return {
    granted: (service) => typeof memory[service] === 'string',
    set(service, granted) {
      const next: Grants = { ...memory };
      if (granted) next[service] = now().toISOString();
      else delete next[service];
      memory = next;
      try {
        if (Object.keys(next).length === 0) storage?.removeItem(CONSENT_STORAGE_KEY);
        else storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice holds for this page view only.
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

function read(storage: StorageLike | undefined): Grants {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const grants: Grants = {};
  for (const service of CONSENT_SERVICES) {
    const value = (parsed as Record<string, unknown>)[service];
    if (typeof value === 'string' && value !== '') grants[service] = value;
  }
  return grants;
}

let browserStore: ConsentStore | undefined;

/** The page's one store over localStorage (created on first use in the browser). */
export function consentStore(): ConsentStore {
  return (browserStore ??= createConsentStore(safeLocalStorage(), window));
}

function safeLocalStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const subscribe = (listener: () => void) => consentStore().subscribe(listener);

/**
 * `[granted, setGranted]` for one service. The server and the hydrating render see no
 * consent (the server cannot know it); the stored choice applies right after hydration.
 */
export function useConsent(service: ConsentService): [boolean, (granted: boolean) => void] {
  const granted = useSyncExternalStore(
    subscribe,
    () => consentStore().granted(service),
    () => false,
  );
  const set = useCallback((value: boolean) => consentStore().set(service, value), [service]);
  return [granted, set];
}
