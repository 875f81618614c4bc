/**
 * The assets field's browser and upload: GET /cp/api/assets/{container}?folder=&q=&site=
 * (`view {container} assets`; with `paths=a,b` the field's chosen files, for their thumbnails) and POST /cp/api/assets/{container} multipart `file`, `folder`,
 * `onConflict` (`upload {container} assets`): at most 10 MB (413, refused while the body streams
 * in), the type decided by the bytes (server/cp/assets/file-type.ts), a safe name, and when that
 * name is taken the editor's choice (cp/shared/asset-library.ts): the file and its meta file in
 * one commit (server/cp/assets/file-ops.ts).
 */
import { Hono, type Context } from 'hono';
import { turnedOff } from '../assets/detail';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AssetsResponse } from '../../../cp/shared/api';
import { detectFileType, RefusedFileError } from '../assets/file-type';
import { catalogs, containerDir } from '../assets/library';
import { assetItem, MAX_LISTED } from '../assets/list';
import { uploadAsset } from '../assets/file-ops';
import { checkFolder, extensionFor, safeStem } from '../assets/store-upload';
import { PERMISSIONS, type CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { refuse } from '../i18n';
import { answer } from './answer';
import { UploadConflictChoiceSchema } from './schemas';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const HANDLE = /^[a-z0-9_-]{1,64}$/i;
/** The chosen files an assets field asks about at once. */
const MAX_PATHS = 100;
const tooLarge = (c: Context) => refuse(c, 413, 'api.fileTooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });

/** An upload's size limit: refused from the header when it says so, before a byte of the body is read, else while it streams in. */
export const uploadLimit = [
  createMiddleware(async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) return tooLarge(c);
    await next();
  }),
  bodyLimit({ maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, onError: tooLarge }),
] as const;

type Body = Record<string, string | File | (string | File)[]>;

/** The multipart body with its `file` (at most MAX_UPLOAD_BYTES), or the answer refusing it. */
export async function readUpload(c: Context): Promise<{ body: Body; file: File } | { response: Response }> {
  let body: Body;
  try {
    body = await c.req.parseBody();
  } catch {
    return { response: refuse(c, 400, 'api.uploadExpected') };
  }
  const file = body.file;
  if (!(file instanceof File)) return { response: refuse(c, 422, 'api.uploadExpected') };
  if (file.size > MAX_UPLOAD_BYTES) return { response: tooLarge(c) };
  return { body, file };
}

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
    const { files, folders } = await catalogs.get(containerDir(deps.store.root, container), await deps.store.generation());
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

  app.post('/:container', ...uploadLimit, async (c) => {
    const handle = c.req.param('container');
    const index = await deps.store.index();
    const container = HANDLE.test(handle) ? index.assets.containers.get(handle) : undefined;
    if (!container) return refuse(c, 404, 'api.containerNotFound');
    const user = c.get('cpUser');
    if (!container.allows.uploads) return turnedOff(c, container, 'allow_uploads');
    if (!deps.guard.can(user, PERMISSIONS.uploadAssets(handle))) return deps.guard.forbidden(c, PERMISSIONS.uploadAssets(handle));
    const read = await readUpload(c);
    if ('response' in read) return read.response;
    const choice = UploadConflictChoiceSchema.safeParse(typeof read.body.onConflict === 'string' ? read.body.onConflict : undefined);
    if (!choice.success) return c.json({ message: 'onConflict is one of ask, keep-both, replace.' }, 422);
    // Replacing a file in place is an edit of it as well.
    if (choice.data === 'replace' && !deps.guard.can(user, PERMISSIONS.editAssets(handle))) return deps.guard.forbidden(c, PERMISSIONS.editAssets(handle));
    try {
      const folder = checkFolder(typeof read.body.folder === 'string' ? read.body.folder : '');
      const stem = safeStem(read.file.name);
      const bytes = new Uint8Array(await read.file.arrayBuffer());
      const type = await detectFileType(bytes);
      return answer(c, await uploadAsset(deps, user, container, { folder, stem, extension: extensionFor(read.file.name, type), bytes, type }, choice.data));
    } catch (error) {
      if (error instanceof RefusedFileError) return refuse(c, 422, error.why.id, error.why.values);
      throw error;
    }
  });

  return app;
}
