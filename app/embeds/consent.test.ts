import { describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, createConsentStore } from './consent';
import { memoryStorage } from '../../tests/support/memory-storage';

/** A window that can fire `storage` events the way another tab's writes do. */
function eventTarget() {
  const target = new EventTarget();
  const fire = (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { target: target as unknown as Window, fire };
}

const NOW = () => new Date('2026-11-21T10:00:00.000Z');

describe('consent store', () => {
  it('grants nothing until the visitor agrees', () => {
    const store = createConsentStore(memoryStorage(), undefined, NOW);
    expect(store.granted('maps')).toBe(false);
    expect(store.granted('video')).toBe(false);
  });

  it('remembers a grant on the device, per service, with its time', () => {
    const storage = memoryStorage();
    createConsentStore(storage, undefined, NOW).set('maps', true);
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY)!)).toEqual({ maps: '2026-11-21T10:00:00.000Z' });

    // A later page view reads it back.
    const later = createConsentStore(storage, undefined, NOW);
    expect(later.granted('maps')).toBe(true);
    expect(later.granted('video')).toBe(false);
  });

  it('withdraws a grant and leaves the others; no key stays behind when nothing is granted', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage, undefined, NOW);
    store.set('maps', true);
    store.set('video', true);
    store.set('maps', false);
    expect(store.granted('maps')).toBe(false);
    expect(store.granted('video')).toBe(true);
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY)!)).toEqual({ video: '2026-11-21T10:00:00.000Z' });
    store.set('video', false);
    expect(storage.items.has(CONSENT_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{maps'],
    ['a list', '["maps"]'],
    ['a number', '42'],
    ['true instead of a time', '{"maps": true}'],
    ['an empty time', '{"maps": ""}'],
  ])('counts an unreadable stored value as no consent (%s)', (_name, raw) => {
    const store = createConsentStore(memoryStorage({ [CONSENT_STORAGE_KEY]: raw }), undefined, NOW);
    expect(store.granted('maps')).toBe(false);
  });

  it('ignores services it does not know', () => {
    const store = createConsentStore(memoryStorage({ [CONSENT_STORAGE_KEY]: '{"tracking": "2026-01-01T00:00:00Z", "video": "2026-01-01T00:00:00Z"}' }), undefined, NOW);
    expect(store.granted('video')).toBe(true);
  });

  it('holds a grant for the page view when storage refuses to write, and works without storage at all', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    const store = createConsentStore(refusing, undefined, NOW);
    store.set('video', true);
    expect(store.granted('video')).toBe(true);

    const none = createConsentStore(undefined, undefined, NOW);
    none.set('maps', true);
    expect(none.granted('maps')).toBe(true);
  });

  it('tells subscribers about a change in this tab', () => {
    const store = createConsentStore(memoryStorage(), undefined, NOW);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('maps', true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('maps', false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows a withdrawal made in another tab, and only changes to its own key', () => {
    const storage = memoryStorage();
    const { target, fire } = eventTarget();
    const store = createConsentStore(storage, target, NOW);
    store.set('maps', true);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    fire('some-other-key');
    expect(listener).not.toHaveBeenCalled();

    // The privacy page in another tab withdrew the grant.
    storage.items.delete(CONSENT_STORAGE_KEY);
    fire(CONSENT_STORAGE_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.granted('maps')).toBe(false);

    // That tab cleared all storage (`key` is null), after granting video again.
    storage.items.set(CONSENT_STORAGE_KEY, '{"video":"2026-11-21T11:00:00.000Z"}');
    fire(null);
    expect(store.granted('video')).toBe(true);

    unsubscribe();
    fire(CONSENT_STORAGE_KEY);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
