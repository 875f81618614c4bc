/**
 * A path inside a container as the library's requests name a file (`products/beacon.jpg`):
 * checked by its form before anything looks it up, then looked up in the container's catalog
 * (which lists regular files only, no dot files and no symlinks). Anything else never reaches
 * the file system.
 */
const MAX_PATH = 1024;
const MAX_SEGMENT_BYTES = 255;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNSAFE = /[\u0000-\u001f\u007f\\:*?"<>|]/;

/** True when `value` is a relative path of plain names (no `.`/`..`, no dot files or `.meta`, no backslash, NUL or control characters). */
export function isAssetPathForm(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_PATH) return false;
  if (value.startsWith('/') || UNSAFE.test(value)) return false;
  return value.split('/').every((s) => s !== '' && !s.startsWith('.') && s === s.trim() && Buffer.byteLength(s) <= MAX_SEGMENT_BYTES);
}

/** A new file name in a folder: a slug's characters and one extension, as uploads name files (store-upload.ts). */
export const BASENAME = /^[a-z0-9_][a-z0-9_-]{0,99}\.[a-z0-9]{1,10}$/i;

export const extensionOf = (p: string) => /\.([^./]+)$/.exec(p)?.[1]?.toLowerCase() ?? '';

export function joinPath(folder: string, name: string): string {
  return folder ? `${folder}/${name}` : name;
}
