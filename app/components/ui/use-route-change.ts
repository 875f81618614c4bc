import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Runs `onChange` when the route's path changes, never on mount: hydration may find a menu or
 * list the visitor opened before React ran, and must leave it open.
 */
export function useRouteChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    latest.current();
  }, [pathname]);
}
