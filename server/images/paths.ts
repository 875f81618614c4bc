import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { ImageError } from './errors';

/**
 * Where an image may come from: a file under the public folder, or an http(s) URL on a host
 * in IMAGE_DOMAINS. ipx has its own checks (ipxFSStorage refuses paths outside its dir,
 * ipxHttpStorage has a domain list); we check first so every refusal is a clean 403 with
 * one message, and so encodings ipx does not decode (double-encoding, `%5c`) are refused
 * rather than looked up.
 */

export type Source =
  | { kind: 'local'; id: string; file: string; mtime: Date; size: number }
  | { kind: 'remote'; id: string; url: URL };

/** File types served as sources; anything else under public/ (e.g. `.meta` alt texts) is not. */
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg']);

/** Decoded up to this many times when looking for hidden `..`: `%252e` → `%2e` → `.`. */
const DECODE_ROUNDS = 3;

/**
 * True if any segment of a raw request path is `.` or `..` in any encoding. Run on the
 * request-target as the client sent it: the HTTP adapter resolves plain and `%2e%2e` dot
 * segments before Hono sees the URL, so without this `/_ipx/_/media/%2e%2e/x` would quietly
 * become `/_ipx/x` (a confusing 400) instead of the 403 it deserves.
 */
export function hasDotSegment(rawPath: string): boolean {
  return fullyDecoded(rawPath.split('?')[0] ?? '')
    .split(/[/\\]/)
    .some((segment) => segment === '.' || segment === '..');
}

/** True if any segment of a raw request path starts with a dot (`.meta`, `.git`, `..`), in any encoding. */
export function hasHiddenSegment(rawPath: string): boolean {
  return fullyDecoded(rawPath.split('?')[0] ?? '')
    .split(/[/\\]/)
    .some((segment) => segment.startsWith('.'));
}

/** Resolves the `{path}` part of `/_ipx/{modifiers}/{path}` (still percent-encoded). */
export async function resolveSource(encoded: string, options: { publicDir: string; domains: readonly string[]; search?: string }): Promise<Source> {
  let id: string;
  try {
    id = decodeURIComponent(encoded);
  } catch {
    throw new ImageError(400, 'Malformed percent-encoding in the image path');
  }
  if (!id) throw new ImageError(400, 'The image path is missing');

  // Proxies and path normalizers may fold `https://` into `https:/`; ipx accepts both.
  const remote = /^(https?):\/\/?(.*)$/is.exec(id);
  if (remote) return remoteSource(`${remote[1]}://${remote[2]}${options.search ?? ''}`, options.domains);
  if (/^[a-z][a-z\d+.-]*:/i.test(id)) throw new ImageError(403, 'Only http(s) remote sources are allowed');

  const decoded = fullyDecoded(id);
  if (
    decoded.includes('\\') ||
    decoded.includes('\0') ||
    decoded.startsWith('/') || // absolute, or `//host` protocol-relative
    /^[a-z]:/i.test(decoded) || // Windows drive
    decoded.split('/').some((s) => s === '.' || s === '..') ||
    decoded !== id // double-encoded: a real file name never needs that
  ) {
    throw new ImageError(403, 'Forbidden image path');
  }
  // `a//b.jpg`, `x.jpg/`: path.resolve would tidy these up but ipx would not, so refuse them.
  if (id.split('/').includes('')) throw new ImageError(400, 'Malformed image path');
  if (!IMAGE_EXTENSIONS.has(path.extname(id).toLowerCase())) throw new ImageError(400, 'The path does not name an image file');

  return localSource(id, options.publicDir);
}

async function localSource(id: string, publicDir: string): Promise<Source> {
  const root = path.resolve(publicDir);
  const file = path.resolve(root, id);
  if (!file.startsWith(root + path.sep)) throw new ImageError(403, 'Forbidden image path');
  try {
    // realpath: a symlink inside public/ must not lead outside it.
    const [real, realRoot] = await Promise.all([realpath(file), realpath(root)]);
    if (!real.startsWith(realRoot + path.sep)) throw new ImageError(403, 'Forbidden image path');
    const stats = await stat(real);
    if (!stats.isFile()) throw new ImageError(404, `Image not found: ${id}`);
    return { kind: 'local', id, file: real, mtime: stats.mtime, size: stats.size };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ImageError(404, `Image not found: ${id}`);
    throw error;
  }
}

function remoteSource(href: string, domains: readonly string[]): Source {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new ImageError(400, 'Malformed remote image URL');
  }
  // Exact host names, no wildcards: the list is short and reviewed. Credentials in the URL
  // would let a caller make us authenticate somewhere; refuse them outright.
  if (!isAllowedHost(url.hostname, domains) || url.username || url.password) {
    throw new ImageError(403, `Remote host not allowed: ${url.hostname}`);
  }
  return { kind: 'remote', id: url.href, url };
}

/** The IMAGE_DOMAINS check: an exact, case-insensitive host name match (any port). */
export function isAllowedHost(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return host !== '' && domains.some((domain) => domain.toLowerCase() === host);
}

function fullyDecoded(value: string): string {
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}
