/**
 * What the panel's tests do beside the browser: the API as a forged client would call it
 * (with the session's cookie, its CSRF token and the site's Origin), and per-project data so
 * the desktop and tablet runs never edit the same file at the same time.
 */
import type { APIRequestContext, APIResponse, Page, TestInfo } from '@playwright/test';
import type { EntryDocument, SessionResponse } from '../../../cp/shared/api';
import { filesWithTitle } from './content-files';
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

/** An entry of a test's own: no other test (nor the other project's run) edits it. */
export interface OwnEntry {
  id: string;
  /** Its file, relative to the content root. */
  file: string;
  title: string;
  /** Its form in the panel. */
  url: string;
  /** Its public page. */
  page: string | null;
}

/**
 * A copy of a demo entry under a unique title and slug (the page's session is signed in):
 * a draft unless `published`. Delete it with `removeEntry` at the end.
 */
export async function ownCopy(page: Page, baseURL: string, info: TestInfo, collection: string, from: string, { prefix = 'Copy', published = false } = {}): Promise<OwnEntry> {
  const source = await apiEntry(page.request, collection, from);
  const word = uniqueWord(info, collection);
  const title = `${prefix} ${word}`;
  const created = await apiChange(page.request, 'POST', `/cp/api/collections/${collection}/entries`, { site: 'en', values: { ...source.values, title }, slug: word, ...(source.meta.date ? { date: source.meta.date } : {}), published }, baseURL);
  expect(created.status(), await created.text()).toBe(201);
  const doc = (await created.json()) as EntryDocument;
  const [file] = await filesWithTitle(`content/collections/${collection}/en`, title);
  expect(file, 'the copy’s file').toBeDefined();
  return { id: doc.id, file: file!, title, url: `/cp/collections/${collection}/entries/${doc.id}`, page: doc.meta.url };
}

export async function removeEntry(request: APIRequestContext, baseURL: string, collection: string, entry: OwnEntry): Promise<void> {
  const { version } = await apiEntry(request, collection, entry.id);
  const gone = await apiChange(request, 'DELETE', `/cp/api/collections/${collection}/entries/${entry.id}?version=${encodeURIComponent(version)}`, undefined, baseURL);
  expect(gone.status()).toBe(204);
}
