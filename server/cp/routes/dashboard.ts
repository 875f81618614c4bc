/** /cp/api/dashboard: recent changes (from git), drafts and scheduled entries the editor may open. */
import { Hono } from 'hono';
import type { DashboardResponse } from '../../../cp/shared/history';
import type { CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { draftsAndScheduled, recentChanges } from '../history/dashboard';
import { GitHistory } from '../history/git-log';

const CHANGES = 20;
/** Commits read for them: one save is one commit, but some touch files the editor may not see. */
const COMMITS_READ = 100;
const LISTED = 20;

export function dashboardRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  app.use('/dashboard', deps.guard.user());
  const git = new GitHistory(deps.env.CONTENT_DIR);

  app.get('/dashboard', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const can = (p: string) => deps.guard.can(user, p);
    const folders = ['content', ...[...index.assets.containers.values()].map((container) => container.dir)];
    const commits = await git.recent(folders, COMMITS_READ);
    const body: DashboardResponse = {
      historyAvailable: commits !== null,
      changes: recentChanges(index, commits ?? [], can, CHANGES),
      ...draftsAndScheduled(index, can, LISTED),
    };
    return c.json(body);
  });

  return app;
}
