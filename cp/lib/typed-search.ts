import { useEffect, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';

/** How long a list waits after the last key press before it searches (and writes the URL). */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's search box: the text as typed, handed to `write` (which puts it in the URL) once
 * typing has paused for SEARCH_DELAY_MS. `current` is what the URL holds now.
 */
export function useTypedSearch(current: string, write: (text: string) => void): [string, (text: string) => void] {
  const [typed, setTyped] = useState(current);
  useEffect(() => {
    if (typed === current) return undefined;
    const timer = setTimeout(() => write(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the wait
  }, [typed]);
  return [typed, setTyped];
}

/**
 * A list's writer of its URL parameters (search, filters, sort, page), replacing the history
 * entry: an empty or null value drops its parameter, and any change but the page's own goes
 * back to the first page.
 */
export function listParamsUpdater(setParams: SetURLSearchParams): (changes: Record<string, string | null>) => void {
  return (changes) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
}
