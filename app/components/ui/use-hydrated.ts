import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server render and while hydrating, true after. For state the platform keeps
 * before React does (an open popover): its ARIA attribute is left to the browser until React
 * knows the state, so the server's "closed" never contradicts what the visitor opened.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
