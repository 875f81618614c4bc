import { createHash } from 'node:crypto';

export interface CachedBody {
  json: string;
  etag: string;
}

/**
 * Serialized answers per request URL for one content index. The index is immutable until
 * the store reloads, so an answer can be reused until then, for at most `ttlMs` (entries
 * dated in the future become visible with time) and for the `maxEntries` newest URLs.
 */
export class ResponseCache {
  private owner: object | undefined;
  private entries = new Map<string, CachedBody & { at: number }>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly ttlMs = 60_000,
  ) {}

  get(owner: object, key: string, now = Date.now()): CachedBody | undefined {
    if (owner !== this.owner) {
      this.owner = owner;
      this.entries.clear();
      return undefined;
    }
    const hit = this.entries.get(key);
    if (!hit || now - hit.at > this.ttlMs) return undefined;
    return hit;
  }

  set(owner: object, key: string, body: unknown, now = Date.now()): CachedBody {
    if (owner !== this.owner) {
      this.owner = owner;
      this.entries.clear();
    }
    const json = JSON.stringify(body);
    const value = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, at: now };
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
