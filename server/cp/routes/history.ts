/**
 * /cp/api/history: an item's past versions from git, one version with its difference to now,
 * and restoring it as a new save. Items, one file each:
 *
 *   entries/{collection}/{id}          an entry's localization
 *   globals/{handle}?site=             a global set's values in a site
 *   terms/{taxonomy}/{slug}?site=      a term's values in a site
 *   navigation/{nav}?site=             a navigation's tree in a site
 *   assets/{container}?path=           an asset's meta file
 *
 * each with `GET …` (the versions, `page`, `perPage`), `GET …/{commit}` and
 * `POST …/{commit}/restore` `{version}`. Handles and ids are looked up in the index, paths
 * checked by the write path's rules; a commit must be a full hex id in the item's own history.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { parseContentFile } from '../../../api/store/files';
import type { ContentIndex } from '../../../api/store/types';
import type { HistoryListResponse, HistoryVersionResponse } from '../../../cp/shared/history';
import type { MessageId } from '../../../cp/shared/messages';
import type { CpUser, CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { GitHistory, isCommitId } from '../history/git-log';
import { assetItem, assetMetaFile, entryItem, globalItem, navigationItem, termItem, type FileState, type HistoryItem } from '../history/items';
import { checkPathForm } from '../write/paths';
import { UnsafePathError } from '../write/types';
import { refuse } from '../i18n';
import { answer } from './answer';
import { readJson } from './json-body';

type C = Context<{ Variables: CpVariables }>;
type Found = { item: HistoryItem } | { response: Response };

const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
const RestoreSchema = z.object({ version: z.string().max(200) });
const HANDLE = /^[\w-]{1,100}$/;

export function historyRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  app.use('/history/*', deps.guard.user());
  const git = new GitHistory(deps.env.CONTENT_DIR);
  const missing = (c: C, id: MessageId): Found => ({ response: refuse(c, 404, id) });

  /** The site of `?site=` (default: the default site), when it exists. */
  const siteOf = (c: C, index: ContentIndex): string | null => {
    const site = c.req.query('site') ?? index.defaultSite.handle;
    return index.sites.some((s) => s.handle === site) ? site : null;
  };

  /** Each kind's item from the request, or its 404. */
  const finders: Record<string, (c: C, index: ContentIndex, user: CpUser) => Promise<Found>> = {
    entries: async (c, index) => {
      const entry = index.entries.get(c.req.param('b') ?? '');
      if (!entry || entry.collection !== c.req.param('a')) return missing(c, 'api.entryNotFound');
      return { item: await entryItem(deps, index, entry) };
    },
    globals: async (c, index) => {
      const set = index.globals.get(c.req.param('a') ?? '');
      const site = siteOf(c, index);
      if (!set) return missing(c, 'api.globalNotFound');
      if (!site) return missing(c, 'api.siteNotFound');
      return { item: globalItem(index, set, site) };
    },
    terms: async (c, index) => {
      const taxonomy = index.taxonomies.get(c.req.param('a') ?? '');
      if (!taxonomy) return missing(c, 'api.taxonomyNotFound');
      const site = c.req.query('site') ?? taxonomy.sites[0]!;
      if (!taxonomy.sites.includes(site)) return missing(c, 'api.siteNotFound');
      const term = index.terms.find((t) => t.taxonomy === taxonomy.handle && t.baseSlug === c.req.param('b'));
      if (!term) return missing(c, 'api.termNotFound');
      return { item: await termItem(deps, index, taxonomy, term.baseSlug, term.file, site) };
    },
    navigation: async (c, index) => {
      const nav = c.req.param('a') ?? '';
      const site = siteOf(c, index);
      if (!index.navs.has(nav)) return missing(c, 'history.navigationNotFound');
      if (!site) return missing(c, 'api.siteNotFound');
      // The site's own tree file; the default site may keep its tree at the top (api/store/structures.ts).
      const own = `content/trees/navigation/${site}/${nav}.yaml`;
      const top = `content/trees/navigation/${nav}.yaml`;
      const file = site === index.defaultSite.handle && !(await deps.writer.read(own)) && (await deps.writer.read(top)) ? top : own;
      return { item: navigationItem(index, nav, site, file)! };
    },
    assets: async (c, index) => {
      const handle = c.req.param('a') ?? '';
      const container = index.assets.containers.get(handle);
      const assetPath = c.req.query('path') ?? '';
      if (!container) return missing(c, 'api.containerNotFound');
      const file = assetMetaFile(container.dir, assetPath);
      try {
        checkPathForm(file, [container.dir]);
      } catch (error) {
        if (error instanceof UnsafePathError) return { response: refuse(c, 400, 'history.assetPathInvalid') };
        throw error;
      }
      if (!assetPath || assetPath.split('/').includes('.meta')) return { response: refuse(c, 400, 'history.assetPathInvalid') };
      return { item: assetItem(index, handle, assetPath, file)! };
    },
  };

  /** The item and the user, after the permissions `need` picks (read or restore). */
  const target = async (c: C, kind: string, need: 'read' | 'restore') => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const a = c.req.param('a') ?? '';
    if (!HANDLE.test(a)) return { response: refuse(c, 404, 'api.notFound') };
    const found = await finders[kind]!(c, index, user);
    if ('response' in found) return found;
    for (const p of found.item[need]) if (!deps.guard.can(user, p)) return { response: deps.guard.forbidden(c, p) };
    return { item: found.item, user };
  };

  /** The item's file now, as the history compares it. */
  const now = async (item: HistoryItem): Promise<{ state: FileState | null; version: string }> => {
    const stored = await deps.writer.read(item.file);
    if (!stored) return { state: null, version: '' };
    return { state: { file: item.file, data: stored.body !== undefined ? { ...stored.data, content: stored.body } : stored.data }, version: stored.version };
  };

  /** The commit of the path as a version of the item's file, with the file's state there. */
  const versionAt = async (c: C, item: HistoryItem) => {
    const commit = (c.req.param('commit') ?? '').toLowerCase();
    if (!isCommitId(commit)) return { response: refuse(c, 400, 'history.commitInvalid') };
    if (!(await git.available())) return { response: refuse(c, 404, 'history.unavailable') };
    const version = await git.version(item.file, commit);
    if (!version) return { response: refuse(c, 404, 'history.notInHistory') };
    const text = await git.show(version);
    const parsed = text === null ? null : parseContentFile(version.file, text);
    const state: FileState | null = parsed ? { file: version.file, data: parsed.body !== undefined ? { ...parsed.data, content: parsed.body } : parsed.data } : null;
    return { version, state };
  };

  for (const [kind, path] of [
    ['entries', '/history/entries/:a/:b'],
    ['globals', '/history/globals/:a'],
    ['terms', '/history/terms/:a/:b'],
    ['navigation', '/history/navigation/:a'],
    ['assets', '/history/assets/:a'],
  ] as const) {
    app.get(path, async (c) => {
      const t = await target(c, kind, 'read');
      if ('response' in t) return t.response;
      const query = ListQuerySchema.safeParse(c.req.query());
      if (!query.success) return refuse(c, 422, 'history.pageInvalid');
      const { page, perPage } = query.data;
      const versions = await git.versions(t.item.file, { skip: (page - 1) * perPage, limit: perPage + 1 });
      const body: HistoryListResponse = {
        available: versions !== null,
        title: t.item.title,
        data: (versions ?? []).slice(0, perPage).map(({ file: _file, ...version }) => version),
        meta: { page, perPage, hasMore: (versions?.length ?? 0) > perPage },
      };
      return c.json(body);
    });

    app.get(`${path}/:commit`, async (c) => {
      const t = await target(c, kind, 'read');
      if ('response' in t) return t.response;
      const at = await versionAt(c, t.item);
      if ('response' in at) return at.response;
      const current = await now(t.item);
      const { file: _file, ...version } = at.version;
      const body: HistoryVersionResponse = {
        version,
        data: at.state?.data ?? null,
        changes: t.item.diff(at.state, current.state),
        current: current.version,
        canRestore: t.item.restore.every((p) => deps.guard.can(t.user, p)),
      };
      return c.json(body);
    });

    app.post(`${path}/:commit/restore`, async (c) => {
      const t = await target(c, kind, 'restore');
      if ('response' in t) return t.response;
      const body = await readJson(c, RestoreSchema);
      if (!body.ok) return body.response;
      const at = await versionAt(c, t.item);
      if ('response' in at) return at.response;
      if (!at.state) return refuse(c, 422, 'history.nothingToRestore');
      const when = at.version.date.slice(0, 16).replace('T', ' ');
      const message = `Restored ${t.item.title} to the version of ${when} by ${at.version.author.name} (${at.version.commit.slice(0, 7)})`;
      const outcome = await t.item.save(deps, t.user, at.state, body.value.version, message);
      return answer(c, outcome);
    });
  }

  return app;
}
