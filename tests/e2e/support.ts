import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect } from './fixtures';

/**
 * Test helpers: expectations come from the content files and message catalogs at run time
 * (never copied into the tests), so a content edit or a new translation does not break them.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

export type SiteHandle = 'en' | 'de' | 'fr' | 'es' | 'jp' | 'zh';

export interface Site {
  handle: SiteHandle;
  name: string;
  lang: string;
  /** `` for English, `/de` for German. */
  prefix: string;
  home: string;
}

/** resources/sites.yaml, the one list of languages. */
export const SITES: Site[] = Object.entries(parse(readFileSync(path.join(ROOT, 'resources/sites.yaml'), 'utf8')) as Record<string, { name: string; lang: string; url: string }>).map(
  ([handle, s]) => {
    const prefix = s.url.replace(/\/$/, '');
    return { handle: handle as SiteHandle, name: s.name, lang: s.lang, prefix, home: prefix || '/' };
  },
);

export function site(handle: SiteHandle): Site {
  return SITES.find((s) => s.handle === handle)!;
}

/** A crawler user agent (isbot matches it): crawler tests only. */
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The app's messages for a language, falling back to English as the app does; `{name}` placeholders filled in. */
export function msg(handle: SiteHandle, id: string, values: Record<string, string> = {}): string {
  const read = (h: string) => JSON.parse(readFileSync(path.join(ROOT, `app/i18n/messages/${h}.json`), 'utf8')) as Record<string, string>;
  const text = { ...read('en'), ...read(handle) }[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A YAML file of the content tree. */
export function contentYaml<T = Record<string, unknown>>(file: string): T {
  return parse(readFileSync(path.join(ROOT, 'content', file), 'utf8')) as T;
}

/** A global in a language, with the English origin's fields as fallback. */
export function global<T = Record<string, string>>(handle: SiteHandle, name: string): T {
  const origin = contentYaml<Record<string, unknown>>(`globals/en/${name}.yaml`);
  return { ...origin, ...(handle === 'en' ? {} : contentYaml<Record<string, unknown>>(`globals/${handle}/${name}.yaml`)) } as T;
}

export interface Block {
  type: string;
  heading?: string;
  [key: string]: unknown;
}

export interface EntryData {
  id: string;
  title: string;
  blocks?: Block[];
  [key: string]: unknown;
}

/** An entry's front matter: `entry('pages', 'de', 'ueber-uns')`; news files carry a date prefix, matched by slug. */
export function entry(collection: string, handle: SiteHandle, slug: string): EntryData {
  const dir = path.join(ROOT, 'content/collections', collection, handle);
  const file = readdirSync(dir).find((f) => f === `${slug}.md` || f.replace(/^\d{4}-\d{2}-\d{2}\./, '') === `${slug}.md`);
  if (!file) throw new Error(`no ${collection} entry ${handle}/${slug}`);
  const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, file), 'utf8'));
  return parse(front![1]!) as EntryData;
}

/** Every entry of a collection in a language, with its slug (the file name without a date prefix). */
export function entries(collection: string, handle: SiteHandle): (EntryData & { slug: string })[] {
  const dir = path.join(ROOT, 'content/collections', collection, handle);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const slug = f.replace(/^\d{4}-\d{2}-\d{2}\./, '').replace(/\.md$/, '');
      return { ...entry(collection, handle, slug), slug };
    });
}

/** The `<h1>` of a content page: the first block's heading when the page opens with a hero, else its title. */
export function pageHeading(data: EntryData): string {
  const first = data.blocks?.[0];
  return first?.type === 'hero' && first.heading ? first.heading : data.title;
}

/** Waits until React has hydrated the page: needed before any interaction that runs React code. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/**
 * Removes the console errors a test expects (the browser logs every 404 document load as
 * "Failed to load resource: … status of 404"). Call it at the end of the test.
 */
export function allowConsoleErrors(consoleErrors: string[], pattern: RegExp = /status of 404/): void {
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !pattern.test(e)));
}

/** Whether a test runs in the mobile project (390 px wide, below the 768 px breakpoint). */
export function isMobile(projectName: string): boolean {
  return projectName === 'mobile' || projectName === 'deploy-mobile';
}

/** An element as Chromium's accessibility tree has it: what a screen reader is told. */
export interface AccessibleNode {
  /** Out of the tree (hidden, or inert behind a modal dialog). */
  ignored: boolean;
  role: string | undefined;
  name: string | undefined;
  /** Its states and properties: `expanded`, `focusable`, `focused`… */
  states: Record<string, unknown>;
}

/** The accessibility tree's node of the first element `selector` matches, read over the DevTools protocol. */
export async function accessibleNode(page: Page, selector: string): Promise<AccessibleNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // By a JavaScript handle, not a DOM agent node id: while the page is still loading (before
    // hydration) the DOM agent's ids can go stale between two calls ("Could not find node").
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})` });
    if (!result.objectId) throw new Error(`no element matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const node = nodes[0]!;
    return {
      ignored: node.ignored,
      role: node.role?.value as string | undefined,
      name: node.name?.value as string | undefined,
      states: Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value])),
    };
  } finally {
    await cdp.detach();
  }
}
