import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { baseSecurityHeaders, pageCsp, RESOURCE_CSP, resourceCsp, type SecurityConfig } from '../security/headers';
import { pageCacheHeaders } from '../cache/policy';
import { headersForTags } from '../cache/tags';
import { matchesEtag, pickEncoding, type Encoding } from './encoding';
import type { PageRecord, SiteIndex } from './site-index';

/** Cache policies by kind of file (DESIGN.md section 5). */
export const CACHE_CONTROL = {
  /** Pages and their payloads: a CDN keeps them a minute and may serve them stale while it refetches. */
  page: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  /** Hashed names: the content of a name never changes. */
  immutable: 'public, max-age=31536000, immutable',
  /** The pointer to the newest build: always asked again. */
  latest: 'no-cache',
  /** Unhashed public files (favicon): an hour. */
  file: 'public, max-age=3600',
} as const;

export type FileKind = 'page' | 'data' | 'immutable' | 'latest' | 'file';

interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** The same headers as Node's flat `[name, value, …]` list (the cheapest form for `writeHead`). */
  flat: string[];
  /** Headers of a 304 for this variant. */
  notModified: Record<string, string>;
  notModifiedFlat: string[];
}

export interface StaticFile {
  kind: FileKind;
  /** Pages: the query parameters their route reads (server/pages/query.ts); any other is ignored. */
  reads?: readonly string[];
  variants: { identity: Variant } & Partial<Record<Exclude<Encoding, 'identity'>, Variant>>;
}

export interface StaticAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  flat: string[];
  body: Buffer | null;
}

/**
 * The build's public files held in memory with their brotli and gzip copies and every header
 * computed once, so answering is a map lookup and a write (DESIGN.md section 9: reading files
 * per request serves about a tenth of what nginx does). Images under `media/` stay on disk.
 */
export class StaticFiles {
  constructor(
    /** The build's index; server/publish replaces it as it regenerates pages (which pages there are now). */
    public index: SiteIndex | undefined,
    private readonly files: Map<string, StaticFile>,
  ) {}

  /**
   * Puts a regenerated page in place of its previous version: the document and its payload
   * in the same tick, so a visitor gets either the old or the new page, both whole.
   */
  setPage(page: StaticPage): void {
    this.files.set(page.path, page.document);
    if (page.data) this.files.set(page.data.path, page.data.file);
  }

  /** Takes a page (and its payload) out: the app answers its path again (404 for a deleted entry, a redirect rule). */
  removePage(page: PageRecord): void {
    if (this.files.get(page.path)?.kind !== 'page') return;
    this.files.delete(page.path);
    if (page.data) this.files.delete(page.data.path);
  }

  get(pathname: string): StaticFile | undefined {
    return this.files.get(pathname);
  }

  get size(): number {
    return this.files.size;
  }

  get bytes(): number {
    let total = 0;
    for (const file of this.files.values()) total += fileBytes(file);
    return total;
  }
}

/** The answer for a file: the best encoding the client takes, or 304 when its copy is current. */
export function answer(file: StaticFile, request: { method: string; acceptEncoding?: string; ifNoneMatch?: string }): StaticAnswer {
  const encoding = pickEncoding(request.acceptEncoding);
  const variant = (encoding !== 'identity' && file.variants[encoding]) || file.variants.identity;
  if (request.ifNoneMatch && matchesEtag(request.ifNoneMatch, variant.etag)) {
    return { status: 304, headers: variant.notModified, flat: variant.notModifiedFlat, body: null };
  }
  return { status: 200, headers: variant.headers, flat: variant.flat, body: request.method === 'HEAD' ? null : variant.body };
}

/** A page as it is answered from memory: its document and, for HTML, its `.data` payload. */
export interface StaticPage {
  path: string;
  document: StaticFile;
  data?: { path: string; file: StaticFile };
}

/** A page's bytes (and compressed copies) with the headers our server sends for it (CSP from its script hashes). */
export function staticPage(record: PageRecord, bodies: { document: FileBytes; data?: FileBytes }, security: SecurityConfig): StaticPage {
  const base = baseSecurityHeaders(security);
  const html = record.contentType.startsWith('text/html');
  const csp = html ? pageCsp(security, { hashes: record.scriptHashes }) : RESOURCE_CSP;
  const reads = record.reads?.length ? { reads: record.reads } : {};
  const tags = headersForTags(record.tags ?? []);
  const document = { ...memoryFile(bodies.document.identity, bodies.document.compressed, 'page', record.contentType, { ...base, ...tags, 'Content-Security-Policy': csp }), ...reads };
  if (!record.data || !bodies.data) return { path: record.path, document };
  const data = { ...memoryFile(bodies.data.identity, bodies.data.compressed, 'data', record.data.contentType, { ...base, ...tags, 'Content-Security-Policy': RESOURCE_CSP }), ...reads };
  return { path: record.path, document, data: { path: record.data.path, file: data } };
}

/** A file's bytes and its brotli and gzip copies (those worth keeping). */
export interface FileBytes {
  identity: Buffer;
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
}

export interface LoadOptions {
  buildDir: string;
  /** The build's index (`readSiteIndex`): which files are pages, with their script hashes. */
  index: SiteIndex | undefined;
  security: SecurityConfig;
  /** Serve the prerendered pages (CONTENT_MODE=static); without, only assets and other files. */
  pages: boolean;
}

/**
 * Reads `build/client` into memory: the prerendered pages and payloads the build's index
 * lists (when `pages`) and every other file but `media/` and the compressed copies.
 */
export function loadStaticFiles({ buildDir, index, security, pages }: LoadOptions): StaticFiles {
  const clientDir = path.join(buildDir, 'client');
  const base = baseSecurityHeaders(security);
  const files = new Map<string, StaticFile>();
  const pageFiles = new Set<string>();

  for (const page of index?.pages ?? []) {
    pageFiles.add(page.file);
    if (page.data) pageFiles.add(page.data.file);
    if (!pages) continue;
    const loaded = staticPage(page, { document: readBytes(clientDir, page.file), ...(page.data ? { data: readBytes(clientDir, page.data.file) } : {}) }, security);
    files.set(loaded.path, loaded.document);
    if (loaded.data) files.set(loaded.data.path, loaded.data.file);
  }

  for (const file of walk(clientDir)) {
    if (pageFiles.has(file) || file.startsWith('media/') || /\.(br|gz)$/.test(file)) continue;
    const kind: FileKind = file.startsWith('assets/') || file.startsWith('builds/meta/') ? 'immutable' : file === 'builds/latest.json' ? 'latest' : 'file';
    const type = getMimeType(file) ?? 'application/octet-stream';
    files.set(`/${file}`, readFile(clientDir, file, kind, type, { ...base, 'Content-Security-Policy': resourceCsp(type) }));
  }
  return new StaticFiles(index, files);
}

function readFile(clientDir: string, file: string, kind: FileKind, contentType: string, security: Record<string, string>): StaticFile {
  const { identity, compressed } = readBytes(clientDir, file);
  return memoryFile(identity, compressed, kind, contentType, security);
}

function readBytes(clientDir: string, file: string): FileBytes {
  const full = path.join(clientDir, file);
  const compressed = {
    ...(existsSync(`${full}.br`) ? { br: readFileSync(`${full}.br`) } : {}),
    ...(existsSync(`${full}.gz`) ? { gzip: readFileSync(`${full}.gz`) } : {}),
  };
  return { identity: readFileSync(full), compressed };
}

/**
 * A file held in memory from its bytes and compressed copies: every header of every variant
 * computed once (the build's files, and rendered pages kept by server/pages/render-cache.ts).
 */
export function memoryFile(identity: Buffer, compressed: Partial<Record<'br' | 'gzip', Buffer>>, kind: FileKind, contentType: string, security: Record<string, string>): StaticFile {
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 20);
  const negotiated = compressed.br !== undefined || compressed.gzip !== undefined;
  const variant = (body: Buffer, encoding: Encoding): Variant => {
    const etag = `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const policy = kind === 'page' || kind === 'data' ? pageCacheHeaders() : { 'Cache-Control': CACHE_CONTROL[kind] };
    const cache = { ...policy, ETag: etag, ...(negotiated ? { Vary: 'Accept-Encoding' } : {}) };
    const headers = {
      'Content-Type': contentType,
      'Content-Length': String(body.length),
      ...cache,
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      ...security,
    };
    return { body, etag, headers, flat: Object.entries(headers).flat(), notModified: cache, notModifiedFlat: Object.entries(cache).flat() };
  };
  return {
    kind,
    variants: {
      identity: variant(identity, 'identity'),
      ...(compressed.br ? { br: variant(compressed.br, 'br') } : {}),
      ...(compressed.gzip ? { gzip: variant(compressed.gzip, 'gzip') } : {}),
    },
  };
}

/** The bytes a file holds in memory, all variants together. */
export function fileBytes(file: StaticFile): number {
  let total = 0;
  for (const v of Object.values(file.variants)) total += v.body.length;
  return total;
}

function* walk(dir: string, prefix = ''): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${relative}/`);
    else if (entry.isFile()) yield relative;
  }
}
