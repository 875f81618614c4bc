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
import type { DetectedType } from './file-type';
import { RefusedFileError } from './refused';
import { message } from '../../../cp/shared/messages';

const MAX_NAME_TRIES = 1000;
const SEGMENT = /^[a-z0-9_][a-z0-9_.-]{0,99}$/i;
/** Names Windows keeps for devices, with any extension: a checkout of the content there could not hold them. */
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.|$)/i;
/** Control characters (C0, DEL, C1), which no file name needs and which split or hide parts of one. */
const CONTROL = /\p{Cc}/u;
/** Invisible format characters (bidi overrides such as U+202E, zero-width joiners, BOM): dropped, they only disguise. */
const FORMAT = /\p{Cf}/gu;
const MAX_STEM = 80;

/** A folder inside a container as the client names it (`news/2024`): '' for the top. */
export function checkFolder(folder: string): string {
  const trimmed = folder.replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (trimmed.includes('\\') || CONTROL.test(trimmed)) throw new RefusedFileError(message('api.folderName'));
  const segments = trimmed.split('/');
  // A segment starts with a letter, a digit or `_` (so never `.` or `..`), does not end with a dot (Windows drops it) and is no device name.
  if (segments.some((s) => !SEGMENT.test(s) || s.endsWith('.') || WINDOWS_RESERVED.test(s))) throw new RefusedFileError(message('api.folderName'));
  return segments.join('/');
}

/**
 * The uploaded name's stem made a slug of at most 80 characters: only its last extension is
 * dropped (it is chosen from the detected type, extensionFor), so `photo.jpg.html` keeps
 * `photo-jpg` and `evil.php.jpg` becomes `evil-php`: no dot is left for a server that reads
 * inner extensions. Names with a path or control characters, and dot files, are refused (they
 * are attacks or mistakes, and the editor should know); invisible format characters are
 * dropped; an empty result is `file`; a Windows device name gets `-file` after it.
 */
export function safeStem(original: string): string {
  if (original.includes('/') || original.includes('\\') || CONTROL.test(original)) throw new RefusedFileError(message('api.fileNameCharacters'));
  const visible = original.replace(FORMAT, '').trim();
  if (visible.startsWith('.')) throw new RefusedFileError(message('api.fileNameDot'));
  const stem = visible.replace(/\.[^.]*$/, '');
  // Inner dots become hyphens (slugify would drop them and join the words).
  const slug = slugify(stem.normalize('NFC').replace(/[.\s]+/g, ' '))
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_STEM)
    .replace(/-+$/, '');
  if (slug === '') return 'file';
  return WINDOWS_RESERVED.test(slug) ? `${slug}-file` : slug;
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
