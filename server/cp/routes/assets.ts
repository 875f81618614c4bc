/**
 * The assets field's browser and upload: GET /cp/api/assets/{container}?folder=&q=&site=
 * (`view {container} assets`; with `paths=a,b` the field's chosen files, for their thumbnails) and POST /cp/api/assets/{container} multipart `file`, `folder`
 * (`upload {container} assets`): at most 10 MB (413, refused while the body streams in), the
 * type decided by the bytes (server/cp/assets/file-type.ts), a safe unique name, written
 * atomically inside the container (server/cp/assets/store-upload.ts).
 */
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AssetsResponse, AssetUploadResponse } from '../../../cp/shared/api';
import { detectFileType, RefusedFileError } from '../assets/file-type';
import { assetItem, MAX_LISTED, walkContainer } from '../assets/list';
import { checkFolder, extensionFor, safeStem, storeUpload } from '../assets/store-upload';
import { PERMISSIONS, type CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { refuse } from '../i18n';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const HANDLE = /^[a-z0-9_-]{1,64}$/i;
/** The chosen files an assets field asks about at once. */
const MAX_PATHS = 100;
const tooLarge = (c: Context) => refuse(c, 413, 'api.fileTooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });

export function assetRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  app.use('*', deps.guard.user());

  app.get('/:container', async (c) => {
    const handle = c.req.param('container');
    const index = await deps.store.index();
    const container = HANDLE.test(handle) ? index.assets.containers.get(handle) : undefined;
    if (!container) return refuse(c, 404, 'api.containerNotFound');
    if (!deps.guard.can(c.get('cpUser'), PERMISSIONS.viewAssets(handle))) return deps.guard.forbidden(c, PERMISSIONS.viewAssets(handle));
    let folder: string;
    try {
      folder = checkFolder(c.req.query('folder') ?? '');
    } catch (error) {
      if (error instanceof RefusedFileError) return refuse(c, 422, error.why.id, error.why.values);
      throw error;
    }
    const q = (c.req.query('q') ?? '').trim().toLowerCase().slice(0, 200);
    const site = c.req.query('site') ?? index.defaultSite.handle;
    const asked = c.req.query('paths');
    const paths = asked === undefined ? null : [...new Set(asked.split(',').filter(Boolean))];
    if (paths && (paths.length > MAX_PATHS || paths.some((p) => p.length > 500))) return c.json({ message: `Ask for at most ${MAX_PATHS} paths` }, 422);
    const { files, folders } = await walkContainer(path.join(deps.store.root, container.dir));
    if (paths) {
      // Matched against the container's own listing: a path never reaches the file system.
      const byPath = new Map(files.map((f) => [f.path, f] as const));
      return c.json<AssetsResponse>({ data: paths.flatMap((p) => (byPath.has(p) ? [assetItem(container, index.assets, site, byPath.get(p)!)] : [])), folders: [] });
    }
    const inFolder = (p: string) => (p.lastIndexOf('/') < 0 ? '' : p.slice(0, p.lastIndexOf('/'))) === folder;
    const chosen = files.filter((f) => (q ? f.path.slice(f.path.lastIndexOf('/') + 1).toLowerCase().includes(q) : inFolder(f.path)));
    return c.json<AssetsResponse>({
      data: chosen.sort((a, b) => a.path.localeCompare(b.path)).slice(0, MAX_LISTED).map((f) => assetItem(container, index.assets, site, f)),
      folders: q ? [] : folders.filter(inFolder).sort(),
    });
  });

  app.post(
    '/:container',
    async (c, next) => {
      // Refused from the header when it says so, before a byte of the body is read.
      const declared = Number(c.req.header('content-length') ?? '0');
      if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) return tooLarge(c);
      await next();
    },
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, onError: tooLarge }),
    async (c) => {
      const handle = c.req.param('container');
      const index = await deps.store.index();
      const container = HANDLE.test(handle) ? index.assets.containers.get(handle) : undefined;
      if (!container) return refuse(c, 404, 'api.containerNotFound');
      if (!deps.guard.can(c.get('cpUser'), PERMISSIONS.uploadAssets(handle))) return deps.guard.forbidden(c, PERMISSIONS.uploadAssets(handle));
      let body: Record<string, string | File | (string | File)[]>;
      try {
        body = await c.req.parseBody();
      } catch {
        return refuse(c, 400, 'api.uploadExpected');
      }
      const file = body.file;
      if (!(file instanceof File)) return refuse(c, 422, 'api.uploadExpected');
      if (file.size > MAX_UPLOAD_BYTES) return tooLarge(c);
      try {
        const folder = checkFolder(typeof body.folder === 'string' ? body.folder : '');
        const stem = safeStem(file.name);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = await detectFileType(bytes);
        const stored = await storeUpload(path.join(deps.store.root, container.dir), folder, stem, extensionFor(file.name, type), bytes);
        deps.changed([`${container.dir}/${stored}`]);
        deps.logger.info(`cp: ${c.get('cpUser').email} uploaded ${container.handle}::${stored}`);
        const item = assetItem(container, index.assets, index.defaultSite.handle, { path: stored, size: bytes.byteLength });
        return c.json<AssetUploadResponse>({ ...item, ...(type.width ? { width: type.width, height: type.height } : {}) }, 201);
      } catch (error) {
        if (error instanceof RefusedFileError) return refuse(c, 422, error.why.id, error.why.values);
        throw error;
      }
    },
  );

  return app;
}
