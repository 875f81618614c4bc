/**
 * The pickers' requests until the panel's API client (cp/lib/api.ts) takes them over: JSON with
 * the session cookie, and the CSRF token (cp/shared/api.ts CSRF_HEADER) on writes. The app calls
 * `setCsrfToken(session.csrf)` whenever it loads the session (GET /cp/api/session).
 */
import { CSRF_HEADER, type ApiError } from '../../shared/api';

let csrfToken = '';

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function csrfHeaders(): Record<string, string> {
  return csrfToken ? { [CSRF_HEADER]: csrfToken } : {};
}

export class PickerRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ApiError | null;
    throw new PickerRequestError(res.status, body?.message ?? `The server answered ${res.status}`);
  }
  return (await res.json()) as T;
}
