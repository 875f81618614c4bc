/**
 * What the library does to an asset's file, each as one change of the writer (one commit by
 * the editor, all or nothing): upload (with the editor's choice when the name is taken),
 * replace in place, move or rename (its meta file follows and every reference is rewritten),
 * delete (references removed, as Statamic's UpdateAssetReferences does), and new folders.
 */
import { lstat, mkdir, readdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { AssetContainer } from '../../../api/store/assets';
import type { LibraryAsset, UploadConflictChoice } from '../../../cp/shared/asset-library';
import { message } from '../../../cp/shared/messages';
import type { CpUser } from '../auth/types';
import type { CpDeps } from '../deps';
import { fail, type Outcome } from '../content/outcome';
import { assetMetaFile } from '../history/items';
import { FileExistsError } from '../write/transaction';
import { UnsafePathError, VersionConflictError, type FileChange } from '../write/types';
import { extensionOf, joinPath } from './asset-path';
import type { CatalogFile } from './catalog';
import { detectFileType, RefusedFileError, type DetectedType } from './file-type';
import { catalogs, containerDir, libraryAsset } from './library';
import { metaData, withFacts, type FileFacts } from './meta';
import { assetGate } from './gate';
import { findUsages, referenceChanges } from './usages';

const MAX_NAME_TRIES = 1000;

const author = (user: CpUser) => ({ name: user.name, email: user.email });
const absOf = (deps: CpDeps, container: AssetContainer, assetPath: string) => path.join(containerDir(deps.store.root, container), ...assetPath.split('/'));
const present = (abs: string) => lstat(abs).then(
  () => true,
  () => false,
);

function facts(bytes: Uint8Array, type: DetectedType): FileFacts {
  return { size: bytes.byteLength, last_modified: Math.floor(Date.now() / 1000), width: type.width ?? null, height: type.height ?? null, mime_type: type.mimeType };
}

/** The meta file's change beside new bytes: a new one in Statamic's shape, or the same file with the new facts. */
async function metaChange(deps: CpDeps, container: AssetContainer, assetPath: string, fileFacts: FileFacts): Promise<Extract<FileChange, { kind: 'data' }>> {
  const file = assetMetaFile(container.dir, assetPath);
  const stored = await deps.writer.read(file);
  return { kind: 'data', file, data: withFacts(stored?.data, metaData(stored?.data), fileFacts), expected: stored?.version ?? null };
}

/** After a change: the listing walks again, the store reloads and the pages regenerate. */
function changedFiles(deps: CpDeps, container: AssetContainer, files: string[]): void {
  catalogs.forget(containerDir(deps.store.root, container));
  deps.changed(files);
}

/** The writer's refusals as answers; anything else is a real failure. */
function refusal(error: unknown, name: string): Outcome {
  if (error instanceof FileExistsError) return fail(409, message('api.assetExists', { name }));
  if (error instanceof VersionConflictError) return fail(409, message('api.assetReferenceChanged'));
  if (error instanceof UnsafePathError) return fail(400, message('api.assetPath'));
  if (error instanceof RefusedFileError) return fail(422, error.why);
  // A folder on the way is a file (`news/a.jpg/x.jpg`).
  if (['ENOTDIR', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) return fail(422, message('api.folderName'));
  throw error;
}

async function asset(deps: CpDeps, container: AssetContainer, assetPath: string, site?: string): Promise<LibraryAsset> {
  const index = await deps.store.index();
  const info = await lstat(absOf(deps, container, assetPath));
  const file: CatalogFile = { path: assetPath, size: info.size, mtimeMs: info.mtimeMs };
  return libraryAsset(container, index.assets, site ?? index.defaultSite.handle, file);
}

export interface Upload {
  folder: string;
  stem: string;
  extension: string;
  bytes: Uint8Array;
  type: DetectedType;
}

/** A new file, or the editor's choice when `{folder}/{stem}.{ext}` exists (`replace` needs the caller to have checked `edit`). */
export async function uploadAsset(deps: CpDeps, user: CpUser, container: AssetContainer, upload: Upload, choice: UploadConflictChoice): Promise<Outcome> {
  const first = joinPath(upload.folder, `${upload.stem}.${upload.extension}`);
  if (await present(absOf(deps, container, first))) {
    if (choice === 'ask') return { status: 409, refusal: { message: message('api.assetExists', { name: `${upload.stem}.${upload.extension}` }), extra: { existing: await asset(deps, container, first) } } };
    if (choice === 'replace') return replaceAsset(deps, user, container, first, upload.bytes, upload.type, 201);
  }
  for (let n = 0; n < MAX_NAME_TRIES; n++) {
    const name = `${upload.stem}${n === 0 ? '' : `-${n}`}.${upload.extension}`;
    const target = joinPath(upload.folder, name);
    if (n > 0 && (await present(absOf(deps, container, target)))) continue;
    const binary = `${container.dir}/${target}`;
    let meta;
    try {
      meta = await metaChange(deps, container, target, facts(upload.bytes, upload.type));
      await deps.writer.apply({ changes: [{ kind: 'bytes', file: binary, bytes: upload.bytes, replace: false }, meta], author: author(user), message: `Asset uploaded: ${container.handle}::${target}` });
    } catch (error) {
      // Taken in the meantime (another upload of the same name): the next free name.
      if (error instanceof FileExistsError && choice !== 'ask') continue;
      return refusal(error, name);
    }
    changedFiles(deps, container, [binary, meta.file]);
    deps.logger.info(`cp: ${user.email} uploaded ${container.handle}::${target}`);
    const item = await asset(deps, container, target);
    return { status: 201, body: { ...item, ...(upload.type.width ? { width: upload.type.width, height: upload.type.height } : {}) } };
  }
  return fail(422, message('api.fileNameTaken'));
}

/** New bytes for an existing asset: the same type by content, the same path (references stay), the meta's facts updated. */
export async function replaceAsset(deps: CpDeps, user: CpUser, container: AssetContainer, assetPath: string, bytes: Uint8Array, type: DetectedType, status: 200 | 201 = 200): Promise<Outcome> {
  const abs = absOf(deps, container, assetPath);
  const old = await detectFileType(new Uint8Array(await readFile(abs))).catch(() => null);
  if (!old || old.mimeType !== type.mimeType) return fail(422, message('api.assetTypeChanged', { type: old?.mimeType ?? extensionOf(assetPath) }));
  const binary = `${container.dir}/${assetPath}`;
  const meta = await metaChange(deps, container, assetPath, facts(bytes, type));
  try {
    await deps.writer.apply({ changes: [{ kind: 'bytes', file: binary, bytes, replace: true }, meta], author: author(user), message: `Asset replaced: ${container.handle}::${assetPath}` });
  } catch (error) {
    return refusal(error, assetPath);
  }
  changedFiles(deps, container, [binary, assetMetaFile(container.dir, assetPath)]);
  return { status, body: await asset(deps, container, assetPath) };
}

/** Moves and/or renames: the file, its meta file and every reference, in one commit. */
/** Moves or renames, alone in the asset gate: no save lands a reference to `from` meanwhile (gate.ts). */
export function moveAsset(deps: CpDeps, user: CpUser, container: AssetContainer, from: string, to: string): Promise<Outcome> {
  return assetGate(deps.writer).exclusive(() => moveAssetNow(deps, user, container, from, to));
}

async function moveAssetNow(deps: CpDeps, user: CpUser, container: AssetContainer, from: string, to: string): Promise<Outcome> {
  if (from === to) return { status: 200, body: { asset: await asset(deps, container, from), updated: 0 } };
  const name = to.slice(to.lastIndexOf('/') + 1);
  if (await present(absOf(deps, container, to))) return fail(409, message('api.assetExists', { name }));
  // A name that differs from another file's only by case is the same file on a Mac's or Windows' disk.
  const siblings = await readdir(path.dirname(absOf(deps, container, to))).catch(() => [] as string[]);
  const fromName = from.slice(from.lastIndexOf('/') + 1);
  const sameFolder = path.posix.dirname(from) === path.posix.dirname(to);
  if (siblings.some((sibling) => sibling.toLowerCase() === name.toLowerCase() && !(sameFolder && sibling === fromName))) return fail(409, message('api.assetExists', { name }));
  const index = await deps.store.index();
  const metaFrom = assetMetaFile(container.dir, from);
  const meta = await deps.writer.read(metaFrom);
  const references = await referenceChanges(deps, index, { container: container.handle, path: from }, to);
  const changes: FileChange[] = [
    { kind: 'move', from: `${container.dir}/${from}`, to: `${container.dir}/${to}` },
    ...(meta ? [{ kind: 'move' as const, from: metaFrom, to: assetMetaFile(container.dir, to), expected: meta.version }] : []),
    ...references,
  ];
  try {
    await deps.writer.apply({ changes, author: author(user), message: `Asset moved: ${container.handle}::${from} → ${to}` });
  } catch (error) {
    return refusal(error, name);
  }
  const files = [...changes.flatMap((c) => (c.kind === 'move' ? [c.from, c.to] : c.kind === 'data' ? [c.file] : []))];
  changedFiles(deps, container, files);
  deps.logger.info(`cp: ${user.email} moved ${container.handle}::${from} to ${to} (${references.length} files updated)`);
  return { status: 200, body: { asset: await asset(deps, container, to), updated: references.length } };
}

/** Deletes the file and its meta; while it is used, only when the editor confirmed (its references go too). Alone in the asset gate. */
export function deleteAsset(deps: CpDeps, user: CpUser, container: AssetContainer, assetPath: string, confirmed: boolean): Promise<Outcome> {
  return assetGate(deps.writer).exclusive(() => deleteAssetNow(deps, user, container, assetPath, confirmed));
}

async function deleteAssetNow(deps: CpDeps, user: CpUser, container: AssetContainer, assetPath: string, confirmed: boolean): Promise<Outcome> {
  const index = await deps.store.index();
  const target = { container: container.handle, path: assetPath };
  const usages = await findUsages(deps, index, target, user);
  if (usages.length > 0 && !confirmed) return { status: 409, refusal: { message: message('api.assetInUse', { count: usages.length }), extra: { usages } } };
  const metaFile = assetMetaFile(container.dir, assetPath);
  const meta = await deps.writer.read(metaFile);
  const changes: FileChange[] = [
    { kind: 'remove', file: `${container.dir}/${assetPath}` },
    ...(meta ? [{ kind: 'remove' as const, file: metaFile, expected: meta.version }] : []),
    ...(await referenceChanges(deps, index, target, null)),
  ];
  try {
    await deps.writer.apply({ changes, author: author(user), message: `Asset deleted: ${container.handle}::${assetPath}` });
  } catch (error) {
    return refusal(error, assetPath);
  }
  changedFiles(deps, container, changes.map((c) => (c.kind === 'move' ? c.to : c.file)));
  deps.logger.info(`cp: ${user.email} deleted ${container.handle}::${assetPath}`);
  return { status: 204, body: null };
}

/** A new, empty folder (`folder` checked by the caller), never outside the container, even through a symlink. */
export async function createFolder(deps: CpDeps, container: AssetContainer, folder: string): Promise<Outcome> {
  const root = await realpath(containerDir(deps.store.root, container)).catch(() => null);
  if (!root) return fail(404, message('api.containerNotFound'));
  const parent = path.dirname(path.join(root, ...folder.split('/')));
  try {
    await mkdir(parent, { recursive: true });
  } catch {
    // A file where a folder should be.
    return fail(422, message('api.folderName'));
  }
  const realParent = await realpath(parent);
  if (realParent !== root && !realParent.startsWith(root + path.sep)) return fail(422, message('api.folderOutside'));
  // `Press` beside `press` is two folders here and one on a Mac's or Windows' disk: a clone there
  // would mix or lose files (issue 35, finding 10).
  const name = path.basename(folder).toLowerCase();
  if ((await readdir(realParent)).some((sibling) => sibling.toLowerCase() === name)) return fail(409, message('api.folderExists'));
  try {
    await mkdir(path.join(realParent, path.basename(folder)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fail(409, message('api.folderExists'));
    throw error;
  }
  catalogs.forget(containerDir(deps.store.root, container));
  return { status: 201, body: { path: folder, basename: path.basename(folder) } };
}
