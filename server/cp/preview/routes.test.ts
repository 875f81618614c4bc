import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentStore } from '../../../api/store/store';
import { PROJECT_ROOT, loadEnv } from '../../env';
import { PreviewStore } from './previews';
import { previewPages } from './routes';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The preview pages over the demo content, with a renderer that answers `status`. */
async function pages(status: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'cp-preview-routes-'));
  roots.push(root);
  const previews = new PreviewStore(root);
  const app = previewPages({ previews, security: loadEnv({}, { NODE_ENV: 'test' }), store: new ContentStore(PROJECT_ROOT, { report: () => {} }), siteUrl: 'https://www.example.com', renderer: () => async () => new Response('<html>page</html>', { status, headers: { 'Content-Type': 'text/html' } }) });
  const { token } = await previews.create({ file: { rel: 'content/collections/pages/en/about.md', data: { id: 'page-about', title: true } }, removed: [], by: 'user-1' });
  return app.request(`/${token}`);
}

describe('preview pages', () => {
  it('a page the renderer cannot show for its content (503: values the site does not expect) is a 422 saying so, never a 5xx', async () => {
    // Found by tests/hostile/control-panel.test.ts: a preview of `title: true` rendered the site's 503 page.
    const answer = await pages(503);
    expect(answer.status).toBe(422);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.text()).toMatch(/cannot be shown/);
  });

  it('passes a rendered page through as it is', async () => {
    const answer = await pages(200);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<html>page</html>');
  });
});
