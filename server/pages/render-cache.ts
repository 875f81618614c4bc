/** What the cache keeps: anything that says how much memory it holds. */
export interface Sized {
  readonly bytes: number;
}

export interface RenderCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
}

/**
 * Rendered pages kept in memory (server/pages/handler.ts keeps them as templates filled with a
 * fresh nonce per answer), for one content version at a time: a new version drops them all. Bounded in bytes: the least
 * recently used go first, and a page larger than the whole budget is not kept. Keys are
 * normalised URLs (server/pages/query.ts), so campaign and click ids cannot multiply entries;
 * what can (unknown category filters, any `?page=`) only pushes out older pages.
 */
export class RenderCache<T extends Sized> {
  private version: string | undefined;
  private readonly files = new Map<string, T>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The page kept for `key`; asked with a new content version, the cache forgets the old one's pages. */
  get(version: string, key: string): T | undefined {
    if (version !== this.version) {
      this.clear(version);
      return undefined;
    }
    const file = this.files.get(key);
    if (file) {
      // Most recently used last: Map keeps insertion order.
      this.files.delete(key);
      this.files.set(key, file);
    }
    return file;
  }

  /** Keeps a page rendered for `version` (the caller checks the version is still current once it rendered). */
  set(version: string, key: string, file: T): void {
    if (version !== this.version) this.clear(version);
    this.remove(key);
    const size = file.bytes;
    if (size > this.maxBytes) return;
    this.files.set(key, file);
    this.bytes += size;
    for (const [oldest, kept] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.files.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }

  get stats(): RenderCacheStats {
    return { entries: this.files.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }

  private remove(key: string): void {
    const kept = this.files.get(key);
    if (!kept) return;
    this.files.delete(key);
    this.bytes -= kept.bytes;
  }

  private clear(version: string): void {
    this.version = version;
    this.files.clear();
    this.bytes = 0;
  }
}
