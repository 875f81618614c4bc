/**
 * What the panel's tests do beside the browser: the API as a forged client would call it
 * (with the session's cookie, its CSRF token and the site's Origin), and per-project data so
 * the desktop and tablet runs never edit the same file at the same time.
 */
import type { APIRequestContext, APIResponse, TestInfo } from '@playwright/test';
import type { EntryDocument, SessionResponse } from '../../../cp/shared/api';
import { expect } from './fixtures';

/** The public server's port (playwright.config.ts): the panel's server is this + 1. */
export const PUBLIC_PORT = Number(process.env.E2E_PORT ?? 3100);

/** 0 on the desktop project, 1 on the tablet: which of two entries a test takes. */
export function projectSlot(info: TestInfo): 0 | 1 {
  return info.project.name === 'cp-tablet' ? 1 : 0;
}

/** One of two values, by project. */
export function perProject<T>(info: TestInfo, choices: readonly [T, T]): T {
  return choices[projectSlot(info)];
}

/** A word no other run uses: goes into titles so a test finds its own edit. */
export function uniqueWord(info: TestInfo, prefix: string): string {
  return `${prefix}-${info.project.name.replace('cp-', '')}-${info.repeatEachIndex}-${Date.now().toString(36)}`;
}

/** The session of the request context's cookies, with the CSRF token a change needs. */
export async function apiSession(request: APIRequestContext): Promise<SessionResponse> {
  const response = await request.get('/cp/api/session');
  expect(response.status()).toBe(200);
  return (await response.json()) as SessionResponse;
}

/** A request that changes something, as the panel sends it: the site's Origin and the session's token. */
export async function apiChange(request: APIRequestContext, method: 'PUT' | 'POST' | 'DELETE', url: string, body: unknown, baseURL: string): Promise<APIResponse> {
  const { csrf } = await apiSession(request);
  return request.fetch(url, {
    method,
    data: body,
    headers: {
      Origin: new URL(baseURL).origin,
      'X-CSRF-Token': csrf,
      'Content-Type': 'application/json',
    },
  });
}

export async function apiEntry(request: APIRequestContext, collection: string, id: string): Promise<EntryDocument> {
  const response = await request.get(`/cp/api/collections/${collection}/entries/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as EntryDocument;
}
