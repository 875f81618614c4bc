import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { pageCsp, type SecurityConfig } from '../../security/headers';
import type { PreviewStore } from './previews';
import { renderPreview, type PreviewRenderOptions } from './render';

const UNSHOWABLE = 'This preview cannot be shown: the form holds values the page cannot show (a title that is not text, say). Correct the fields the form marks and preview again.';

/**
 * GET /cp/preview/{token}: the page of unsaved content behind a short-lived token (made by
 * POST /cp/api/preview for a signed-in editor). Never stored by anyone, never indexed; framed
 * by the panel only; no scripts run in it (the page is rendered without them).
 */
export function previewPages({ previews, security, ...render }: PreviewRenderOptions & { previews: PreviewStore; security: SecurityConfig }): Hono {
  const app = new Hono();
  app.get('/:token', async (c) => {
    const token = c.req.param('token');
    const preview = await previews.get(token);
    const headers = {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      // The page's own policy without a single script allowed; framed by this origin (the panel) only.
      'Content-Security-Policy': pageCsp(security, { hashes: [] }).replace(/script-src [^;]*/, "script-src 'none'"),
    };
    if (!preview) return c.text('This preview has expired or does not exist. Open the preview from the entry again.', 404, headers);
    const outcome = await renderPreview(preview, token, render);
    if (outcome.status === 'no-page') return c.text(outcome.reason, 422, headers);
    const response = outcome.response;
    // The content here is the form's own, read in process: "content unavailable" (503) can only
    // mean values the page cannot show (a title that is not text), the editor's to fix, not an outage.
    if (response.status === 503) return c.text(UNSHOWABLE, 422, headers);
    const body = await response.arrayBuffer();
    return c.body(body, response.status as ContentfulStatusCode, { ...headers, 'Content-Type': response.headers.get('Content-Type') ?? 'text/html; charset=utf-8' });
  });
  // Without a token (or with more path after it) there is nothing here, not the panel's page.
  app.all('*', (c) => c.text('Not Found', 404, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }));
  return app;
}
