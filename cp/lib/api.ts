/**
 * The panel's one way to talk to its server (`/cp/api`, cp/shared/api.ts): JSON in and out,
 * the session's CSRF token on every request that changes something, a 401 sends the editor
 * to the sign-in screen, and every other 4xx arrives as an `ApiRequestError` whose message is
 * the server's own (`{message}`), so the screens can show it as it is: every request names the
 * panel's current language, and the server words its answers in it (server/cp/i18n.ts).
 */
import { activeCpLocale } from '../i18n/i18n';
import { CSRF_HEADER, type ApiError, type ConflictError } from '../shared/api';
import { localeTag } from '../shared/locales';

export const API_BASE = '/cp/api';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
    /** 429: seconds until the next try (`Retry-After`). */
    readonly retryAfter: number | null = null,
  ) {
    super(body.message);
    this.name = 'ApiRequestError';
  }

  get conflict(): ConflictError['conflict'] | null {
    return this.status === 409 && 'conflict' in this.body ? (this.body as ConflictError).conflict : null;
  }
}

let csrfToken = '';
let unauthorized: () => void = () => {};

/** The token of the current session (from GET /cp/api/session and the login answer). */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** The CSRF header for requests made outside `api()` (uploads with progress go through XMLHttpRequest). */
export function csrfHeaders(): Record<string, string> {
  return csrfToken ? { [CSRF_HEADER]: csrfToken } : {};
}

/** The panel's language, for the server's messages. */
export function languageHeaders(): Record<string, string> {
  return { 'Accept-Language': localeTag(activeCpLocale()) };
}

/** What to do when the server says the session is gone (show the sign-in screen). */
export function onUnauthorized(handler: () => void): void {
  unauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
}

/** A URL under /cp/api with its query (empty values left out). */
export function apiUrl(path: string, query: RequestOptions['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

export async function api<T>(path: string, { method = 'GET', body, query, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') Object.assign(headers, csrfHeaders());
  const response = await fetch(apiUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  // Read as text first: an abort while the body arrives rejects here (the caller's signal
  // said so), where a failed JSON parse must not turn it into an answer of `null`.
  const text = await response.text();
  const data = parseJson(text);
  if (response.ok) {
    // An empty body (204) is no data; a body that is not JSON is no answer a screen can read.
    if (data === undefined && text !== '') throw new ApiRequestError(response.status, { message: `${response.status} ${response.statusText}`.trim() });
    return (data ?? null) as T;
  }
  const error = isApiError(data) ? data : { message: `${response.status} ${response.statusText}`.trim() };
  if (response.status === 401 && path !== '/login') unauthorized();
  const retry = Number(response.headers.get('Retry-After'));
  throw new ApiRequestError(response.status, error, Number.isFinite(retry) && retry > 0 ? retry : null);
}

/** The body's JSON, or undefined when it is empty or not JSON. */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isApiError(data: unknown): data is ApiError {
  return typeof data === 'object' && data !== null && typeof (data as ApiError).message === 'string';
}
