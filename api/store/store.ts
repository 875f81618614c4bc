import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { FileCache, type ContentFileError } from './files';
import { loadContent } from './load';
import type { ContentIndex } from './types';

export interface ContentStoreOptions {
  /** Re-read changed files on the next request (development). */
  watch?: boolean;
  /** Where parse errors are reported; defaults to console.error. */
  report?: (error: ContentFileError) => void;
  /** The files to read (an overlay of unsaved changes: api/store/overlay.ts); defaults to the root's own. */
  files?: FileCache;
}

/**
 * The flat-file content of one Statamic project root, indexed in memory. With `watch`, a
 * changed file is re-read on the next request; a file that no longer parses is reported
 * and its last good version stays in the index.
 */
export class ContentStore {
  readonly files: FileCache;
  private current: Promise<ContentIndex> | undefined;
  /** What a load resolved to, with the load (so a reload in progress is not mistaken for it). */
  private settled: { load: Promise<ContentIndex>; index: ContentIndex } | undefined;
  private dirty = true;
  private watcher: FSWatcher | undefined;
  private recheck: NodeJS.Timeout | undefined;
  private reported = new Set<string>();
  private loads = 0;
  private readonly listeners = new Set<(file: string) => void>();
  private watching: Promise<void> = Promise.resolve();

  constructor(
    readonly root: string,
    private readonly options: ContentStoreOptions = {},
  ) {
    this.files = options.files ?? new FileCache(path.resolve(root));
    if (options.watch) this.startWatching();
  }

  /** The current index, rebuilt first if files changed since the last call. */
  index(): Promise<ContentIndex> {
    if (this.dirty || !this.current) {
      this.dirty = false;
      this.loads++;
      const previous = this.current;
      const load: Promise<ContentIndex> = loadContent(this.files).then(
        (index) => {
          this.report([...index.errors, ...index.warnings]);
          this.settled = { load, index };
          return index;
        },
        (error: unknown) => {
          // An unexpected failure keeps the last good index rather than taking the site down.
          console.error('content: reload failed, keeping the previous content:', error);
          this.dirty = true;
          if (previous) return previous;
          throw error;
        },
      );
      this.current = load;
    }
    return this.current;
  }

  /** Reads the files again on the next `index()` (a render thread, told by the server that its content changed). */
  invalidate(): void {
    this.dirty = true;
  }

  /**
   * The current index without waiting: undefined while it loads or when files changed since
   * (then `index()` reloads). For answers from memory that must not serve a stale index.
   */
  loaded(): ContentIndex | undefined {
    const settled = this.settled;
    return !this.dirty && settled?.load === this.current ? settled?.index : undefined;
  }

  /** Which load of the content the current index is: it grows whenever files changed (caches key on it). */
  async generation(): Promise<number> {
    await this.index();
    return this.loads;
  }

  /**
   * Calls `listener` with each file (relative to the root, forward slashes) the watcher saw
   * change, appear or disappear, whoever changed it (this process, another replica, a hand
   * edit). Only with `watch`. Returns the unsubscribe.
   */
  onChange(listener: (file: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once the watcher has scanned the root (a change before that may go unseen). */
  watchReady(): Promise<void> {
    return this.watching;
  }

  async close(): Promise<void> {
    clearTimeout(this.recheck);
    await this.watcher?.close();
  }

  private report(errors: ContentFileError[]): void {
    const seen = new Set<string>();
    for (const error of errors) {
      seen.add(error.message);
      if (this.reported.has(error.message)) continue;
      (this.options.report ?? ((e) => console.error(`content error: ${e.message}`)))(error);
    }
    this.reported = seen;
  }

  private startWatching(): void {
    const root = this.files.root;
    this.watcher = watch(['content', 'resources', 'public'].map((d) => path.join(root, d)), {
      ignoreInitial: true,
      // Images and downloads are served from disk, not read into the index; a writer's temporary
      // file (`.{name}.{random}.tmp`, renamed over the real one a moment later) is not content.
      ignored: (p: string) => /node_modules|\.(jpe?g|png|webp|avif|gif|pdf|zip)$|(^|[\\/])\.[^\\/]*\.tmp$/i.test(p),
    });
    this.watching = new Promise((resolve) => this.watcher?.once('ready', () => resolve()));
    this.watcher.on('all', (_event, changed: string) => {
      this.dirty = true;
      const rel = path.relative(root, changed).split(path.sep).join('/');
      for (const listener of this.listeners) listener(rel);
      // chokidar drops further `change` events of a path for 50 ms after one: a save in that
      // window would go unseen, so look again once it has passed.
      clearTimeout(this.recheck);
      this.recheck = setTimeout(() => (this.dirty = true), 100).unref();
    });
  }
}
