/**
 * POST /cp/api/preview: the page of an entry as its unsaved form would make it, behind a
 * short-lived link (GET /cp/preview/{token}, server/cp/preview/routes.ts). Nothing is written
 * under content/: the file as it would be is kept with the token under storage/.
 */
import { Hono } from 'hono';
import type { PreviewResponse } from '../../../cp/shared/api';
import type { CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { previewEntryFile } from '../content/entry-save';
import type { PreviewStore } from '../preview/previews';
import { answer } from './answer';
import { readJson } from './json-body';
import { PreviewRequestSchema } from './schemas';

export function previewRoutes(previews: PreviewStore): (deps: CpDeps) => Hono<{ Variables: CpVariables }> {
  return (deps) => {
    const app = new Hono<{ Variables: CpVariables }>();
    app.use('/preview', deps.guard.user());
    app.post('/preview', async (c) => {
      const body = await readJson(c, PreviewRequestSchema);
      if (!body.ok) return body.response;
      const request = body.value;
      const user = c.get('cpUser');
      const prepared = await previewEntryFile(deps, user, request.collection, request);
      if ('status' in prepared) return answer(c, prepared);
      const { token, expires } = await previews.create({
        file: { rel: prepared.file, data: prepared.data, ...(prepared.body !== undefined ? { body: prepared.body } : {}) },
        removed: prepared.replaces ? [prepared.replaces] : [],
        by: user.id,
      });
      return c.json({ url: `/cp/preview/${token}`, expiresAt: new Date(expires).toISOString() } satisfies PreviewResponse);
    });
    return app;
  };
}
