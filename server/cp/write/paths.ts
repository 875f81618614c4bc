/**
 * Which files the panel may touch: relative paths with forward slashes under `content/`,
 * `users/`, `resources/` or an asset container's folder, Markdown or YAML, resolving (symlinks
 * followed) inside that folder of the content root. Everything else is an UnsafePathError.
 */
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { UnsafePathError } from './types';

const ROOTS = ['content', 'users', 'resources'];
const EXTENSIONS = /\.(md|yaml)$/;
/** Plain names: no control characters, no backslash, colon or other characters odd on some file system. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const SEGMENT = /^[^\u0000-\u001f\u007f\\/:*?"<>|]+$/;

export interface ContentPath {
  /** As given (relative to the root, forward slashes). */
  rel: string;
  abs: string;
}

export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Checks the form of `file` (no file system access); `folders` are the allowed top folders. */
export function checkPathForm(file: string, folders: readonly string[], extensions: RegExp = EXTENSIONS): void {
  const refuse = (why: string): never => {
    throw new UnsafePathError(`${JSON.stringify(file.slice(0, 200))} is not a content file the panel may write: ${why}`);
  };
  if (typeof file !== 'string' || file === '') refuse('empty');
  if (file.length > 1024) refuse('too long');
  if (file.startsWith('/') || /^[A-Za-z]:/.test(file)) refuse('absolute');
  if (file.includes('\\')) refuse('backslash');
  const segments = file.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') refuse('empty, `.` or `..` segment');
    if (!SEGMENT.test(segment) || Buffer.byteLength(segment) > 255) refuse('unsafe name');
    // Hidden names are the writer's temp files, `.git`, `.env`…; asset meta lives in `.meta`.
    if (segment.startsWith('.') && segment !== '.meta') refuse('hidden name');
    if (segment !== segment.trim()) refuse('leading or trailing space');
  }
  if (!extensions.test(file)) refuse('not a .md or .yaml file');
  if (!folders.some((folder) => file.startsWith(`${folder}/`))) refuse(`not under ${folders.join('/, ')}/`);
}

/**
 * The file's absolute path after checking its form and that its parent folder (symlinks
 * resolved; the deepest folder that exists) lies inside the root, and that the file itself is
 * not a symlink (a rename would replace the link; a read would follow it out of the root).
 */
export async function resolveContentPath(root: string, file: string, containers: readonly string[] = []): Promise<ContentPath> {
  const folders = [...ROOTS, ...containers];
  checkPathForm(file, folders);
  return resolveChecked(root, file, folders);
}

/**
 * Any file the panel may write: a content file as above, or an asset container's own file
 * (an image, a PDF: any extension, never inside `.meta`).
 */
export async function resolveAnyPath(root: string, file: string, containers: readonly string[]): Promise<ContentPath> {
  const inContainer = containers.some((folder) => file.startsWith(`${folder}/`));
  if (!inContainer || (EXTENSIONS.test(file) && file.includes('/.meta/'))) return resolveContentPath(root, file, containers);
  checkPathForm(file, containers, /[^/]$/);
  if (file.split('/').includes('.meta')) throw new UnsafePathError(`${file.slice(0, 200)} is inside a .meta folder`);
  return resolveChecked(root, file, containers);
}

async function resolveChecked(root: string, file: string, folders: readonly string[]): Promise<ContentPath> {
  const folder = folders.find((candidate) => file.startsWith(`${candidate}/`))!;
  const realRoot = await realpath(root);
  const abs = path.join(realRoot, ...file.split('/'));
  let existing = path.dirname(abs);
  for (;;) {
    try {
      // Symlinks may lead elsewhere inside the root, but not out of the file's own folder.
      const real = await realpath(existing);
      const rel = path.relative(realRoot, real).split(path.sep).join('/');
      const within = rel === '' || folder.startsWith(`${rel}/`) || rel === folder || rel.startsWith(`${folder}/`);
      if (!isInside(realRoot, real) || !within) throw new UnsafePathError(`${file} leaves ${folder}/ in the content root`);
      break;
    } catch (error) {
      if (error instanceof UnsafePathError || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      existing = path.dirname(existing);
    }
  }
  const info = await lstat(abs).catch(() => null);
  if (info && !info.isFile()) throw new UnsafePathError(`${file} is not a regular file`);
  return { rel: file, abs };
}
