/**
 * The panel inside the whole server: /cp is answered by the panel alone (never by the page
 * handler, routing or the build's files), and the production front's answers from memory
 * leave every /cp path to it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createServerApp } from '../app';
import { loadEnv } from '../env';
import type { Pages } from '../pages/handler';
import { pageAnswerer } from '../pages/answerer';
import type { SiteRouting } from '../routing/middleware';
import { memoryFile, StaticFiles } from '../static/files';
import { fileAnswerer } from '../static/serve';
import { isControlPanelPath } from './path';
import { contentRoot, ORIGIN } from './test/fixture';

describe('the panel in the server', () => {
  it('answers every /cp path itself; the rest of the site is untouched', async () => {
    const root = await contentRoot();
    const getBuild = vi.fn(() => Promise.reject(new Error('pages are not part of this test')));
    const env = loadEnv({}, { CONTENT_DIR: root, PUBLIC_SITE_URL: ORIGIN, NODE_ENV: 'test' });
    const { app } = createServerApp({ env, mode: 'development', getBuild });
    const session = await app.request('/cp/api/session');
    expect(session.status).toBe(200);
    expect(session.headers.get('Cache-Control')).toBe('no-store');
    expect(session.headers.get('X-Request-Id')).toBeTruthy();
    expect((await app.request('/cp/api/nothing')).status).toBe(404);
    for (const url of ['/cp', '/cp/', '/cp/collections/pages', '/cp/api/nothing', '/cp/preview/nothing']) {
      const response = await app.request(url);
      // The panel's document (here unbuilt: 503 saying so), its API or its previews: never a page of the site.
      expect(response.headers.get('X-Robots-Tag'), url).toBe('noindex, nofollow');
      expect(response.headers.get('Cache-Control'), url).toBe('no-store');
    }
    // Nothing under /cp reached the page renderer.
    expect(getBuild).not.toHaveBeenCalled();
    expect((await app.request('/api/collections/pages/entries?limit=1')).headers.get('X-Robots-Tag')).toBeNull();
  });

  it('CP_ENABLED=false: /cp is a 404 and still never a page', async () => {
    const root = await contentRoot();
    const getBuild = vi.fn(() => Promise.reject(new Error('pages are not part of this test')));
    const { app } = createServerApp({ env: loadEnv({}, { CONTENT_DIR: root, CP_ENABLED: 'false' }), mode: 'development', getBuild });
    expect((await app.request('/cp/api/session')).status).toBe(404);
    expect((await app.request('/cp')).status).toBe(404);
    expect(getBuild).not.toHaveBeenCalled();
  });
});

describe('answers from memory leave /cp to the panel', () => {
  it('isControlPanelPath: /cp and below, not look-alikes', () => {
    expect(['/cp', '/cp/', '/cp/api/session', '/cp/assets/app.js'].every(isControlPanelPath)).toBe(true);
    expect(['/cpanel', '/de/cp', '/', '/cp-news'].some(isControlPanelPath)).toBe(false);
  });

  it('the page answerer (kept pages, 404 templates) and the file answerer', async () => {
    const fromMemory = vi.fn(async () => ({ status: 404, headers: { 'Content-Type': 'text/html' }, body: Buffer.from('not found'), from: 'template' }));
    const pages = { fromMemory } as unknown as Pages;
    const routing = { leavesAlone: () => true } as unknown as SiteRouting;
    const answerPage = pageAnswerer({ pages, routing, origin: ORIGIN });
    const request = (pathname: string) => ({ method: 'GET', pathname, search: '' });
    for (const pathname of ['/cp', '/cp/collections/pages', '/cp/api/session']) expect(await answerPage(request(pathname)), pathname).toBeUndefined();
    expect(fromMemory).not.toHaveBeenCalled();
    expect((await answerPage(request('/cpanel')))?.status).toBe(404);

    const file = memoryFile(Buffer.from('x'), {}, 'file', 'text/plain', {});
    const files = new StaticFiles(undefined, new Map([['/cp/app.js', file], ['/robots.txt', file]]));
    const answerFile = fileAnswerer(files);
    expect(answerFile(request('/cp/app.js'))).toBeUndefined();
    expect((answerFile(request('/robots.txt')) as { status: number }).status).toBe(200);
  });
});
