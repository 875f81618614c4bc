/**
 * The asset library's API (cp/shared/asset-library.ts): containers, a container's listing,
 * one asset's meta per site and its usages, and replace, move/rename, delete and new folders.
 * The upload is the assets field's own route (routes/assets.ts). Every route checks Statamic's
 * `… {container} assets` permission it needs (and `access {site} site` for a site's meta);
 * paths are checked by their form and found in the container's listing before anything
 * touches a file.
 */
import { Hono, type Context } from 'hono';
import type { ContentIndex } from '../../../api/store/types';
import type { AssetContainersResponse, AssetFolder, AssetLibraryResponse } from '../../../cp/shared/asset-library';
import type { AssetContainer } from '../../../api/store/assets';
import { isAssetPathForm, BASENAME, extensionOf, joinPath } from '../assets/asset-path';
import type { CatalogFile } from '../assets/catalog';
import { abilities, assetDetail, findAsset, saveAssetMeta, turnedOff } from '../assets/detail';
import { createFolder, deleteAsset, moveAsset, replaceAsset } from '../assets/file-ops';
import { detectFileType, RefusedFileError } from '../assets/file-type';
import { catalogs, containerDir, listLibrary } from '../assets/library';
import { checkFolder } from '../assets/store-upload';
import { PERMISSIONS, type CpUser, type CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { refuse } from '../i18n';
import { answer } from './answer';
import { readUpload, uploadLimit } from './assets';
import { readJson } from './json-body';
import { AssetFolderCreateRequestSchema, AssetLibraryQuerySchema, AssetMetaSaveRequestSchema, AssetMoveRequestSchema } from './schemas';

const HANDLE = /^[a-z0-9_-]{1,64}$/i;

type Ctx = Context<{ Variables: CpVariables }>;
type Found = { index: ContentIndex; user: CpUser; container: AssetContainer } | { response: Response };

export function assetLibraryRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  app.use('/asset-containers', deps.guard.user());
  app.use('/assets/:container/*', deps.guard.user());

  /** The container and the user, after the permissions asked (the first missing one is the 403's). */
  async function containerFor(c: Ctx, ...permissions: ((handle: string) => string)[]): Promise<Found> {
    const handle = c.req.param('container') ?? '';
    const index = await deps.store.index();
    const container = HANDLE.test(handle) ? index.assets.containers.get(handle) : undefined;
    if (!container) return { response: refuse(c, 404, 'api.containerNotFound') };
    const user = c.get('cpUser');
    for (const permission of [PERMISSIONS.viewAssets, ...permissions].map((p) => p(handle))) if (!deps.guard.can(user, permission)) return { response: deps.guard.forbidden(c, permission) };
    return { index, user, container };
  }

  /** The asset a request names by `path` (query or body), found in the container's listing. */
  async function assetFor(c: Ctx, container: AssetContainer, assetPath: unknown): Promise<{ file: CatalogFile } | { response: Response }> {
    if (!isAssetPathForm(assetPath)) return { response: refuse(c, 422, 'api.assetPath') };
    const file = await findAsset(deps, container, assetPath);
    return file ? { file } : { response: refuse(c, 404, 'api.assetNotFound') };
  }

  /** `site` (default: the origin) must exist and be one the user may work on. */
  function siteFor(c: Ctx, index: ContentIndex, user: CpUser, site: string | undefined): { site: string } | { response: Response } {
    const chosen = site ?? index.defaultSite.handle;
    if (!index.sites.some((s) => s.handle === chosen)) return { response: refuse(c, 404, 'api.siteNotFound') };
    if (!deps.guard.can(user, PERMISSIONS.site(chosen))) return { response: deps.guard.forbidden(c, PERMISSIONS.site(chosen)) };
    return { site: chosen };
  }

  app.get('/asset-containers', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const generation = await deps.store.generation();
    const visible = [...index.assets.containers.values()].filter((container) => deps.guard.can(user, PERMISSIONS.viewAssets(container.handle)));
    const data = await Promise.all(visible.map(async (container) => ({ handle: container.handle, title: titleOf(container), count: (await catalogs.get(containerDir(deps.store.root, container), generation)).files.length })));
    return c.json<AssetContainersResponse>({ data });
  });

  app.get('/assets/:container/library', async (c) => {
    const found = await containerFor(c);
    if ('response' in found) return found.response;
    const query = AssetLibraryQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ message: `The query is not valid: ${query.error.issues[0]?.path.join('.')}` }, 422);
    let folder: string;
    try {
      folder = checkFolder(query.data.folder);
    } catch (error) {
      if (error instanceof RefusedFileError) return refuse(c, 422, error.why.id, error.why.values);
      throw error;
    }
    const site = query.data.site ?? found.index.defaultSite.handle;
    if (!found.index.sites.some((s) => s.handle === site)) return refuse(c, 404, 'api.siteNotFound');
    const catalog = await catalogs.get(containerDir(deps.store.root, found.container), await deps.store.generation());
    const listed = listLibrary(catalog, found.container, found.index.assets, { ...query.data, folder, site });
    return c.json<AssetLibraryResponse>({ container: { handle: found.container.handle, title: titleOf(found.container) }, ...listed, can: abilities(deps, found.user, found.container) });
  });

  app.get('/assets/:container/asset', async (c) => {
    const found = await containerFor(c);
    if ('response' in found) return found.response;
    const asset = await assetFor(c, found.container, c.req.query('path'));
    if ('response' in asset) return asset.response;
    const site = siteFor(c, found.index, found.user, c.req.query('site'));
    if ('response' in site) return site.response;
    return c.json(await assetDetail(deps, found.index, found.container, asset.file, site.site, found.user));
  });

  app.patch('/assets/:container/asset', async (c) => {
    const found = await containerFor(c, PERMISSIONS.editAssets);
    if ('response' in found) return found.response;
    const asset = await assetFor(c, found.container, c.req.query('path'));
    if ('response' in asset) return asset.response;
    const body = await readJson(c, AssetMetaSaveRequestSchema);
    if (!body.ok) return body.response;
    const site = siteFor(c, found.index, found.user, body.value.site);
    if ('response' in site) return site.response;
    return answer(c, await saveAssetMeta(deps, found.user, found.container, asset.file, body.value));
  });

  app.delete('/assets/:container/asset', async (c) => {
    const found = await containerFor(c, PERMISSIONS.deleteAssets);
    if ('response' in found) return found.response;
    const asset = await assetFor(c, found.container, c.req.query('path'));
    if ('response' in asset) return asset.response;
    return answer(c, await deleteAsset(deps, found.user, found.container, asset.file.path, c.req.query('confirm') === '1'));
  });

  app.post('/assets/:container/replace', ...uploadLimit, async (c) => {
    const found = await containerFor(c, PERMISSIONS.uploadAssets, PERMISSIONS.editAssets);
    if ('response' in found) return found.response;
    if (!found.container.allows.uploads) return turnedOff(c, found.container, 'allow_uploads');
    const asset = await assetFor(c, found.container, c.req.query('path'));
    if ('response' in asset) return asset.response;
    const read = await readUpload(c);
    if ('response' in read) return read.response;
    try {
      const bytes = new Uint8Array(await read.file.arrayBuffer());
      return answer(c, await replaceAsset(deps, found.user, found.container, asset.file.path, bytes, await detectFileType(bytes)));
    } catch (error) {
      if (error instanceof RefusedFileError) return refuse(c, 422, error.why.id, error.why.values);
      throw error;
    }
  });

  app.post('/assets/:container/move', async (c) => {
    const found = await containerFor(c);
    if ('response' in found) return found.response;
    const body = await readJson(c, AssetMoveRequestSchema);
    if (!body.ok) return body.response;
    const asset = await assetFor(c, found.container, body.value.path);
    if ('response' in asset) return asset.response;
    const from = asset.file.path;
    const slash = from.lastIndexOf('/');
    const [oldFolder, oldName] = [slash < 0 ? '' : from.slice(0, slash), from.slice(slash + 1)];
    const basename = body.value.basename ?? oldName;
    if (basename !== oldName) {
      if (!BASENAME.test(basename)) return refuse(c, 422, 'api.assetFileName');
      if (extensionOf(basename) !== extensionOf(oldName)) return refuse(c, 422, 'api.assetExtensionChanged', { extension: extensionOf(oldName) });
      if (!found.container.allows.renaming) return turnedOff(c, found.container, 'allow_renaming');
      if (!deps.guard.can(found.user, PERMISSIONS.renameAssets(found.container.handle))) return deps.guard.forbidden(c, PERMISSIONS.renameAssets(found.container.handle));
    }
    let folder: string;
    try {
      folder = checkFolder(body.value.folder ?? oldFolder);
    } catch (error) {
      if (error instanceof RefusedFileError) return refuse(c, 422, error.why.id, error.why.values);
      throw error;
    }
    if (folder !== oldFolder && !found.container.allows.moving) return turnedOff(c, found.container, 'allow_moving');
    if (folder !== oldFolder && !deps.guard.can(found.user, PERMISSIONS.moveAssets(found.container.handle))) return deps.guard.forbidden(c, PERMISSIONS.moveAssets(found.container.handle));
    return answer(c, await moveAsset(deps, found.user, found.container, from, joinPath(folder, basename)));
  });

  app.post('/assets/:container/folders', async (c) => {
    const found = await containerFor(c, PERMISSIONS.uploadAssets);
    if ('response' in found) return found.response;
    if (!found.container.allows.folders) return turnedOff(c, found.container, 'create_folders');
    const body = await readJson(c, AssetFolderCreateRequestSchema);
    if (!body.ok) return body.response;
    let folder: string;
    try {
      const parent = checkFolder(body.value.parent);
      // One new folder: a name, not a path.
      if (body.value.name.includes('/') || checkFolder(body.value.name) === '') return refuse(c, 422, 'api.folderName');
      folder = checkFolder(joinPath(parent, body.value.name));
    } catch (error) {
      if (error instanceof RefusedFileError) return refuse(c, 422, error.why.id, error.why.values);
      throw error;
    }
    const outcome = await createFolder(deps, found.container, folder);
    return 'body' in outcome ? c.json(outcome.body as AssetFolder, 201) : answer(c, outcome);
  });

  return app;
}

/** A container's title from its file (`content/assets/{handle}.yaml`), else its handle with a capital, as Statamic's AssetContainer::title() makes it. */
const titleOf = (container: AssetContainer) => container.title ?? container.handle.charAt(0).toUpperCase() + container.handle.slice(1);
