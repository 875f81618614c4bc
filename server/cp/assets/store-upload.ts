/**
 * An uploaded file's place in an asset container: a checked folder and a safe name (lower-case
 * ASCII slug, the extension of the detected type). The file itself is written by the writer
 * with its meta file (file-ops.ts): atomically, never over an existing file unless the editor
 * chose to replace it, never outside the container (the folder is checked segment by segment
 * here and through symlinks by the writer).
 */
import { slugify } from '../../../api/store/slug';
import { RefusedFileError, type DetectedType } from './file-type';
import { message } from '../../../cp/shared/messages';

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
