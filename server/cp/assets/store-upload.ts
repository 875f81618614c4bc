/**
 * An uploaded file's place in an asset container: a checked folder and a safe name (lower-case
 * ASCII slug, the extension of the detected type). The file itself is written by the writer
 * with its meta file (file-ops.ts): atomically, never over an existing file unless the editor
 * chose to replace it, never outside the container (the folder is checked segment by segment
 * here and through symlinks by the writer).
 */
import { slugify } from '../../../api/store/slug';
import type { DetectedType } from './file-type';
import { RefusedFileError } from './refused';
import { message } from '../../../cp/shared/messages';

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
