/** Where the control panel lives (Statamic's default). */
export const CP_PREFIX = '/cp';

/** Whether a request path is the control panel's (`/cp`, `/cp/…`; not `/cpanel`): never answered from memory or as a page. */
export function isControlPanelPath(pathname: string): boolean {
  return pathname === CP_PREFIX || pathname.startsWith(`${CP_PREFIX}/`);
}
