/**
 * Writes an uploaded file into an asset container's folder: a safe name (lower-case ASCII
 * slug, the extension of the detected type), never overwriting (`name-1.jpg` when `name.jpg`
 * is taken), atomically (a temporary file linked into place: the final name appears complete
 * or not at all, and `link` fails rather than replaces an existing file), and never outside
 * the container (the folder is checked segment by segment and through symlinks).
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, realpath, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '../../../api/store/slug';
import { RefusedFileError, type DetectedType } from './file-type';
import { message } from '../../../cp/shared/messages';

const MAX_NAME_TRIES = 1000;
const SEGMENT = /^[a-z0-9_][a-z0-9_.-]{0,99}$/i;

/** A folder inside a container as the client names it (`news/2024`): '' for the top. */
export function checkFolder(folder: string): string {
  const trimmed = folder.replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (trimmed.includes('\\') || trimmed.includes('\0')) throw new RefusedFileError(message('api.folderName'));
  const segments = trimmed.split('/');
  if (segments.some((s) => !SEGMENT.test(s) || s === '..' || s === '.')) throw new RefusedFileError(message('api.folderName'));
  return segments.join('/');
}

/** The uploaded name's stem made a slug; hostile names (paths, dot files, control characters) are refused. */
export function safeStem(original: string): string {
  if (original.includes('/') || original.includes('\\') || [...original].some((ch) => ch.charCodeAt(0) < 0x20)) throw new RefusedFileError(message('api.fileNameCharacters'));
  if (original.startsWith('.')) throw new RefusedFileError(message('api.fileNameDot'));
  const stem = original.replace(/\.[^.]*$/, '');
  const slug = slugify(stem.normalize('NFC'))
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'file';
}

export function extensionFor(original: string, type: DetectedType): string {
  const given = /\.([^.]+)$/.exec(original)?.[1]?.toLowerCase();
  return given && type.extensions.includes(given) ? given : type.extensions[0]!;
}

/** Writes `bytes` as `{folder}/{stem}[-n].{ext}` inside `containerDir` (absolute); returns the path inside the container. */
export async function storeUpload(containerDir: string, folder: string, stem: string, ext: string, bytes: Uint8Array): Promise<string> {
  const root = await realpath(containerDir);
  const target = path.join(root, ...(folder ? folder.split('/') : []));
  await mkdir(target, { recursive: true });
  const real = await realpath(target);
  if (real !== root && !real.startsWith(root + path.sep)) throw new RefusedFileError(message('api.folderOutside'));
  const temp = path.join(real, `.upload-${randomBytes(8).toString('hex')}.tmp`);
  await writeFile(temp, bytes, { flag: 'wx' });
  try {
    for (let n = 0; n < MAX_NAME_TRIES; n++) {
      const name = `${stem}${n === 0 ? '' : `-${n}`}.${ext}`;
      try {
        await link(temp, path.join(real, name));
        return folder ? `${folder}/${name}` : name;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    throw new RefusedFileError(message('api.fileNameTaken'));
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
