import type { z } from 'zod';
import type { CircuitBreaker } from './breaker';
import {
  EntrySchema, GlobalSchema, TermSchema, TreeItemSchema, one, paginated,
  type Entry, type GlobalValues, type Term, type TreeItem,
} from './schemas';

/** Fetches `/api/...` (path and query) and returns the raw response. */
export type Transport = (pathAndQuery: string) => Promise<Response>;

/** The content API answered something the site cannot use (down, 5xx, or a shape that fails validation). */
export class ContentApiError extends Error {
  override name = 'ContentApiError';
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

export interface ListParams {
  site?: string;
  filter?: Record<string, string>;
  sort?: string;
  limit?: number;
  page?: number;
  fields?: string[];
  /**
   * Only what the collection lists (our API's `listed=true`, as Statamic's `collection` tag):
   * entries dated on an `unlisted` or `private` side of now are left out; their pages still open.
   */
  listed?: boolean;
}

export interface Paginated<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** One interface over both transports: the in-process store and a remote API. */
export interface ContentClient {
  entryByUrl(url: string): Promise<Entry | null>;
  entry(collection: string, id: string, site?: string): Promise<Entry | null>;
  entries(collection: string, params?: ListParams): Promise<Paginated<Entry>>;
  navTree(nav: string, site: string, options?: { maxDepth?: number; fields?: string[] }): Promise<TreeItem[]>;
  global(handle: string, site: string): Promise<GlobalValues | null>;
  terms(taxonomy: string, params?: ListParams): Promise<Paginated<Term>>;
  /**
   * The content's version: it changes whenever an answer may have changed (the store reloaded,
   * a remote API's answers aged, time made a dated entry visible). Caches key on it.
   */
  version(): Promise<string>;
  /**
   * `compute()` once per content version (the shell of a language, a page's prepared blocks):
   * later calls get the same (frozen) value until the content changes. Failures are not kept,
   * nor values `keep` refuses (a shell missing a part because a call failed).
   */
  memo<T>(key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
}

export interface ContentClientOptions {
  /** The content version (see ContentClient.version); without it nothing is kept between calls. */
  version?: () => string | Promise<string>;
  /** How many answers and memos one version keeps at most (the oldest go first). */
  maxEntries?: number;
}

/** Dated entries become visible (or expire) with time: in-process answers are recomputed at least this often. */
export const LOCAL_CONTENT_TTL_MS = 60_000;

/** A version that changes every `ms` (a remote API's answers age out; dated entries change with time). */
export const timeSlice = (ms: number, now = Date.now()): number => Math.floor(now / ms);

function query(params: ListParams = {}): string {
  const q = new URLSearchParams();
  if (params.site) q.set('site', params.site);
  for (const [k, v] of Object.entries(params.filter ?? {})) q.set(`filter[${k}]`, v);
  if (params.sort) q.set('sort', params.sort);
  if (params.limit) q.set('limit', String(params.limit));
  if (params.page) q.set('page', String(params.page));
  if (params.fields) q.set('fields', params.fields.join(','));
  if (params.listed) q.set('listed', 'true');
  const s = q.toString();
  return s ? `?${s}` : '';
}

// Built once: zod compiles a schema on first use, so a schema made per call costs that every time.
const OneEntry = one(EntrySchema);
const EntryPage = paginated(EntrySchema);
const OneTree = one(TreeItemSchema.array());
const OneGlobal = one(GlobalSchema);
const TermPage = paginated(TermSchema);

export function createContentClient(transport: Transport, options: ContentClientOptions = {}): ContentClient {
  const memos = new VersionedMemo(options.maxEntries ?? 5_000);
  const version = async (): Promise<string> => (options.version ? String(await options.version()) : '');
  const memo = <T>(key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> =>
    options.version ? version().then((v) => memos.get(v, key, compute, keep)) : compute();

  /** GETs and validates; a 404 is `null`, anything else unusable throws ContentApiError. Kept per content version. */
  function get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S> | null> {
    return memo(`GET ${path}`, () => fetchAndParse(path, schema));
  }

  async function fetchAndParse<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S> | null> {
    let response: Response;
    try {
      response = await transport(path);
    } catch (error) {
      throw new ContentApiError(`content API unreachable for ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ContentApiError(`content API answered ${response.status} for ${path}`, response.status);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ContentApiError(`content API sent malformed JSON for ${path}`, response.status);
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ContentApiError(`content API answer for ${path} does not match the content model at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
    }
    return result.data;
  }

  const enc = encodeURIComponent;
  const emptyPage = { data: [], meta: { current_page: 1, last_page: 1, per_page: 0, total: 0 } };
  return {
    async entryByUrl(url) {
      return (await get(`/entries/by-url?url=${enc(url)}`, OneEntry))?.data ?? null;
    },
    async entry(collection, id, site) {
      return (await get(`/collections/${enc(collection)}/entries/${enc(id)}${site ? `?site=${enc(site)}` : ''}`, OneEntry))?.data ?? null;
    },
    async entries(collection, params) {
      return (await get(`/collections/${enc(collection)}/entries${query(params)}`, EntryPage)) ?? emptyPage;
    },
    async navTree(nav, site, options = {}) {
      const depth = options.maxDepth ? `&max_depth=${options.maxDepth}` : '';
      const fields = options.fields ? `&fields=${enc(options.fields.join(','))}` : '';
      return (await get(`/navs/${enc(nav)}/tree?site=${enc(site)}${depth}${fields}`, OneTree))?.data ?? [];
    },
    async global(handle, site) {
      return (await get(`/globals/${enc(handle)}?site=${enc(site)}`, OneGlobal))?.data ?? null;
    },
    async terms(taxonomy, params) {
      return (await get(`/taxonomies/${enc(taxonomy)}/terms${query(params)}`, TermPage)) ?? emptyPage;
    },
    version,
    memo,
  };
}

/**
 * Values of one content version, at most `maxEntries` (the oldest go first); a new version
 * drops them all. Values are frozen: every request shares them, none may change them.
 */
class VersionedMemo {
  private version: string | undefined;
  private values = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries: number) {}

  get<T>(version: string, key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
    if (version !== this.version) {
      this.version = version;
      this.values.clear();
    }
    const kept = this.values.get(key);
    if (kept) return kept as Promise<T>;
    const value = compute().then(deepFreeze);
    this.values.set(key, value);
    if (this.values.size > this.maxEntries) this.values.delete(this.values.keys().next().value!);
    const forget = () => {
      if (this.values.get(key) === value) this.values.delete(key);
    };
    value.then((v) => (keep && !keep(v) ? forget() : undefined), forget);
    return value;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Calls the content API mounted in this process, without a network hop. */
export function inProcessTransport(fetchApi: (request: Request) => Response | Promise<Response>): Transport {
  // Each call first lets the loop answer what waits: a render's in-process calls are microtasks
  // only, so a page's render (the publisher's after every save) held the loop from its first
  // call to its last, 120-230 ms under load (issue 35, finding 6).
  return async (pathAndQuery) => {
    await nextTurn();
    return fetchApi(new Request(`http://in-process/api${pathAndQuery}`));
  };
}

/** A turn of the event loop: Node's setImmediate as this module found it (a test's fake timers do not hold it). */
const nextTurn = ((immediate: typeof setImmediate) => () => new Promise<void>((resolve) => immediate(() => resolve())))(setImmediate);

/**
 * Calls a remote Statamic-compatible API (`CONTENT_API_URL`), with a timeout on every request
 * (it covers the body too). With a breaker, calls fail at once while the API is known to be
 * down (app/lib/content/breaker.ts): an unreachable or timed-out call and a 5xx count as
 * failures, any other answer as a sign of life.
 */
export function httpTransport(baseUrl: string, timeoutMs: number, breaker?: CircuitBreaker): Transport {
  return async (pathAndQuery) => {
    if (breaker && !breaker.allow()) throw new Error(`backing off after repeated failures (next try in ${Math.ceil(breaker.remainingMs() / 1000)} s)`);
    try {
      const response = await fetch(`${baseUrl}/api${pathAndQuery}`, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
      if (response.status >= 500) breaker?.failed();
      else breaker?.succeeded();
      return response;
    } catch (error) {
      breaker?.failed();
      throw error;
    }
  };
}
