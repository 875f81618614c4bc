import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Transformed variants on disk, one file per variant named `{key}.{format}`, with a size
 * budget. The index lives in memory (built from the directory on first use), so a lookup
 * costs no file system call and a hit is one read. Eviction is oldest-written first: a
 * variant is never touched after it is written (reads do not refresh it), which keeps the
 * cache simple and the file's mtime a stable Last-Modified fallback.
 *
 * Several processes may share a directory (replicas on one host): another process's writes
 * are not seen until restart, a file it evicted is treated as a miss, and a process starting
 * leaves the others' writes in progress alone.
 */

export interface CacheEntry {
  key: string;
  format: string;
  file: string;
  size: number;
  mtimeMs: number;
}

const NAME = /^([\da-f]{64})\.([a-z+]+)$/;
/** A half-written file older than this was left by a crash; a variant takes well under a second to write. */
const STALE_WRITE_MS = 60_000;

export class DiskCache {
  private readonly index = new Map<string, CacheEntry>(); // insertion order = age
  private total = 0;
  private ready: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Bytes currently held; for tests and diagnostics. */
  get size(): number {
    return this.total;
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    await this.init();
    return this.index.get(key);
  }

  /** The entry's bytes, or undefined (and the entry dropped) if its file is gone. */
  async read(entry: CacheEntry): Promise<Buffer | undefined> {
    try {
      return await readFile(entry.file);
    } catch {
      this.drop(entry);
      return undefined;
    }
  }

  async put(key: string, format: string, data: Buffer): Promise<CacheEntry> {
    await this.init();
    const file = path.join(this.dir, `${key}.${format}`);
    // Write then rename, so a reader (or a crash) never sees half a file.
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
    const old = this.index.get(key);
    if (old) this.drop(old);
    const entry: CacheEntry = { key, format, file, size: data.length, mtimeMs: Date.now() };
    this.index.set(key, entry);
    this.total += entry.size;
    await this.evict();
    return entry;
  }

  private init(): Promise<void> {
    this.ready ??= this.scan();
    return this.ready;
  }

  private async scan(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const found: CacheEntry[] = [];
    for (const name of await readdir(this.dir)) {
      const file = path.join(this.dir, name);
      if (name.endsWith('.tmp')) {
        // Left by a crash mid-write, unless fresh: then another replica on this directory may be
        // writing it right now (docs/deploy.md runs two), and removing it would fail that write.
        const stats = await stat(file).catch(() => undefined);
        if (stats && Date.now() - stats.mtimeMs > STALE_WRITE_MS) await unlink(file).catch(() => {});
        continue;
      }
      const match = NAME.exec(name);
      if (!match) continue; // not ours: leave it alone
      const stats = await stat(file).catch(() => undefined);
      if (stats?.isFile()) found.push({ key: match[1]!, format: match[2]!, file, size: stats.size, mtimeMs: stats.mtimeMs });
    }
    for (const entry of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
      this.index.set(entry.key, entry);
      this.total += entry.size;
    }
    await this.evict();
  }

  /** Deletes the oldest variants until the total fits the budget. */
  private async evict(): Promise<void> {
    for (const entry of this.index.values()) {
      if (this.total <= this.maxBytes) break;
      this.drop(entry);
      await unlink(entry.file).catch(() => {});
    }
  }

  private drop(entry: CacheEntry): void {
    if (this.index.get(entry.key) === entry) {
      this.index.delete(entry.key);
      this.total -= entry.size;
    }
  }
}
