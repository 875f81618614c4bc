import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Site } from '../../api/sites';
import type { ContentStore } from '../../api/store/store';
import type { ContentIndex } from '../../api/store/types';
import { compressedCopies } from '../../scripts/build/compress';
import { pageRecord, prerenderPage, prerenderPaths, type PrerenderedPage, type PrerenderOutcome } from '../../scripts/build/prerender';
import { inParallel } from '../../scripts/lib/pool';
import { siteTag, type CacheTag } from '../cache/tags';
import { siteOfPath } from '../pages/renderer';
import type { Logger } from '../log';
import type { PageMatcher } from '../pages/routes';
import type { SecurityConfig } from '../security/headers';
import { staticPage, type StaticFiles } from '../static/files';
import type { PageRecord } from '../static/site-index';
import { ownPages } from './own-pages';

export interface PublisherOptions {
  store: ContentStore;
  /** Answers a request with a whole page, as the build prerenders (an app made with `prerendering`, sharing `store`). */
  fetch: (request: Request) => Promise<Response>;
  /** The pages answered from memory, regenerated in place. */
  files: StaticFiles;
  /** PUBLIC_SITE_URL: the origin pages are rendered for. */
  origin: string;
  sites: readonly Site[];
  security: SecurityConfig;
  /** The build's routes: which query parameters a page reads. */
  matchPage: PageMatcher;
  logger: Logger;
  /** Changes closer together than this make one run, ms (after the store's own 100 ms recheck). */
  debounceMs?: number;
  /** Pages rendered at once: one or two, so visitors' requests keep the loop (or the render threads). */
  concurrency?: number;
  /** Waited for before each page of a run: editors' requests go first (editor-first.ts). */
  turn?: () => Promise<void>;
  /**
   * Cache tags (decision 035): the tags a run's change touched, worked out once the new content
   * is read, and their purge, called once the pages naming them are in memory (so a cache that
   * refetches at once gets the new ones).
   */
  purging?: { changed(): Promise<CacheTag[]>; purge(tags: readonly CacheTag[]): void };
}

/** What one regeneration did. */
export interface PublishRun {
  /** Content files that triggered it (relative to the content root). */
  files: string[];
  /** Pages listed now (the sitemap's, the lists', feeds). */
  pages: number;
  /** Pages whose document or payload changed and were swapped in. */
  updated: number;
  /** Pages gone from the list (deleted entries) or now covered by a redirect rule. */
  removed: number;
  /** Pages that failed to render: their previous version stays. */
  failed: number;
  /** With purging: the tags the change touched, and the pages naming them (rendered before the purge). */
  tags?: number;
  tagged?: number;
  /** From the start of the run until the changed entries' own pages (those prerendered before) were in place, ms. */
  ownMs: number;
  /** The whole run, ms. */
  ms: number;
}

export interface Publisher {
  /**
   * Files under the content root changed (relative paths, e.g. `content/collections/news/x.md`):
   * the store reloads and the pages regenerate in the background, the files' own pages first.
   * Calls close together (and those during a run) coalesce into one next run.
   */
  changed(files: readonly string[]): void;
  /** Resolves once nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
  /** The last finished run. */
  readonly last: PublishRun | undefined;
  /** Resolves once the content is read and the renderer warm: a change after it is published in the times promised. */
  ready(): Promise<void>;
  /** Stops scheduling runs (one under way finishes). */
  close(): void;
}

/**
 * Publishing without a rebuild (docs/decisions/021-publish-without-rebuild.md): after a content
 * change, the prerendered pages are rendered again by the build's own prerenderer, compressed
 * off the loop and swapped into memory one whole page at a time, while visitors keep getting
 * the previous version. A page that fails to render keeps its previous version.
 */
export function createPublisher(options: PublisherOptions): Publisher {
  const { store, files, logger, debounceMs = 150, concurrency = 1, purging } = options;
  let pending = new Set<string>();
  // Changed since the current run began and not yet rendered beside it (see `express`).
  let fresh = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let last: PublishRun | undefined;
  // Own pages of changes made during a run, rendered one batch after another (see `express`).
  let expressed: Promise<void> = Promise.resolve();
  // The content the pages in memory were rendered from: a deleted entry's URL is found in it.
  let rendered: ContentIndex | undefined;
  // Warm before the first change: the content read once and one page rendered. Cold, the first
  // run spent about 2 s there, past the saved page's 2 s, when a change came right after a start.
  const warm = store.index().then(
    async (index) => {
      rendered ??= index;
      const first = files.index?.pages[0]?.path;
      if (first) await prerenderPage(options.fetch, options.origin, first);
    },
    () => undefined,
  );

  function start(): void {
    timer = undefined;
    if (closed || pending.size === 0) return;
    if (running) {
      // The files stay pending for the next run; their own pages cannot wait for this one to end.
      const batch = [...fresh];
      fresh = new Set();
      if (batch.length) expressed = expressed.then(() => express(batch));
      return;
    }
    const batch = pending;
    pending = new Set();
    fresh = new Set();
    running = regenerate([...batch])
      .then((run) => {
        last = run;
        logger.info('published', { ...run, files: run.files.slice(0, 10) });
      })
      .catch((error: unknown) => logger.error('publishing failed: the previous pages stay', { error }))
      .finally(() => {
        running = undefined;
        if (pending.size && !timer) start();
      });
  }

  async function regenerate(changed: string[]): Promise<PublishRun> {
    const started = performance.now();
    const before = rendered;
    store.invalidate();
    const index = await store.index();
    rendered = index;
    const current = new Map((files.index?.pages ?? []).map((page) => [page.path, page]));
    const run: PublishRun = { files: changed, pages: current.size, updated: 0, removed: 0, failed: 0, ownMs: 0, ms: 0 };
    const records = new Map<string, PageRecord>();
    const redirected: string[] = [];
    // Pages whose document or payload changed, in the order they were swapped in.
    const updatedPaths: string[] = [];
    // Pages taken out because they answered 404 (`isGone`).
    const gone = new Set<string>();

    async function one(path: string, fast: boolean): Promise<void> {
      await options.turn?.();
      const outcome = await prerenderPage(options.fetch, options.origin, path);
      const previous = current.get(path);
      if (outcome.kind === 'page') {
        const updated = run.updated;
        records.set(path, await swapIn(outcome.page, run, fast));
        if (run.updated > updated) updatedPaths.push(path);
      } else if (outcome.kind === 'redirected') {
        // A content redirect rule covers the path now: the rule answers it.
        if (previous) files.removePage(previous);
        redirected.push(path);
      } else if (isGone(outcome)) {
        // Its entry deleted or unpublished: out of memory at once (the app answers 404), not
        // when the page list is read after the pages that name it.
        if (previous) files.removePage(previous);
        gone.add(path);
        run.removed++;
      } else {
        run.failed++;
        if (previous) records.set(path, previous);
        logger.warn('publishing: a page did not render, its previous version stays', { ...outcome.failure });
      }
      // Visitors' requests waiting on the loop go before the next page.
      await nextTurn();
    }

    // The tags the change touched, worked out while the own pages render.
    const touched = purging?.changed().catch((error: unknown) => {
      logger.error('purge: working out the changed tags failed, every site is purged after the run', { error });
      return null;
    });
    // First the changed entries' own pages there are (a new one renders on demand meanwhile).
    const own = ownPages(changed, before, index);
    // In ownPages' order: each changed entry's page before its localizations.
    const ownPaths = [...own].filter((path) => current.has(path));
    await inParallel(ownPaths, concurrency, (path) => one(path, true));
    run.ownMs = Math.round(performance.now() - started);

    // Then every other page naming a touched tag (the lists and menus that show the change);
    // once those are in memory, the shared caches drop them.
    const tags = await touched;
    const expected = new Set(ownPaths);
    if (purging && tags) {
      const named = new Set(tags);
      const affected = [...current.values()].filter((page) => !records.has(page.path) && page.tags?.some((tag) => named.has(tag))).map((page) => page.path);
      for (const path of affected) expected.add(path);
      await inParallel(affected, concurrency, (path) => one(path, true));
      if (tags.length) logger.info('content changed: purging', { tags: tags.length, sample: tags.slice(0, 10), pages: affected.length + ownPaths.length, ms: Math.round(performance.now() - started) });
      purging.purge(tags);
      run.tags = tags.length;
      run.tagged = affected.length;
    }
    const sweepStarted = updatedPaths.length;

    let paths: string[];
    let listed = true;
    try {
      paths = [...new Set(await prerenderPaths(options.fetch, options.origin, options.sites))];
    } catch (error) {
      // Without the list, the pages there are now are regenerated; none is taken out.
      logger.error('publishing: no page list, regenerating the pages there are', { error });
      paths = [...current.keys()];
      listed = false;
    }
    run.pages = paths.length;
    if (listed) {
      // A page no longer listed (its entry deleted, unpublished, moved) goes: the app answers it (404).
      const now = new Set(paths);
      for (const [path, record] of current) {
        if (now.has(path) || gone.has(path)) continue;
        files.removePage(record);
        records.delete(path);
        run.removed++;
      }
    }
    await inParallel(
      paths.filter((path) => !records.has(path) && !redirected.includes(path) && !gone.has(path)),
      concurrency,
      // Quick brotli here too: quality 11 made a run several times longer (57 ms a page against 1 ms,
      // for 15 % more bytes), past the 30 s a busy two-core machine has; the next build compresses fully.
      (path) => one(path, true),
    );

    if (files.index) files.index = { ...files.index, pages: [...records.values()].sort((a, b) => a.path.localeCompare(b.path)), redirected: redirected.sort() };
    if (purging) purgeUnnamed(updatedPaths.slice(sweepStarted).filter((path) => !expected.has(path)), tags ?? null);
    run.ms = Math.round(performance.now() - started);
    return run;
  }

  /**
   * The own pages of a change that came during a run, rendered and swapped in beside it: a run
   * takes 10–30 s, an editor's save must be on its page within 2 s. The run's remaining pages
   * already read the new content; the next run (the files stay pending) renders the rest and
   * keeps the lists, the page index and the removals right. Only pages in memory: another
   * path renders on demand until then.
   */
  async function express(changed: string[]): Promise<void> {
    try {
      const before = rendered;
      const index = await store.index();
      const paths = [...ownPages(changed, before, index)].filter((path) => files.get(path));
      const scratch: PublishRun = { files: changed, pages: 0, updated: 0, removed: 0, failed: 0, ownMs: 0, ms: 0 };
      for (const path of paths) {
        const outcome = await prerenderPage(options.fetch, options.origin, path);
        if (outcome.kind === 'page') await swapIn(outcome.page, scratch, true);
        else if (isGone(outcome)) removeFromMemory(path);
      }
      logger.info('published own pages during a run', { files: changed.slice(0, 10), updated: scratch.updated });
    } catch (error) {
      // The next run renders them.
      logger.warn('publishing: own pages during a run failed, the next run renders them', { error });
    }
  }

  /**
   * Pages that changed though no touched tag named them (a change the tags do not model, or a
   * page the build kept no tags for): the shared caches must not keep them, so their sites'
   * tags are purged (more than needed, never less). Without the tags at all, every site.
   */
  function purgeUnnamed(paths: string[], tags: CacheTag[] | null): void {
    if (!purging || (tags !== null && paths.length === 0)) return;
    const sites = tags === null ? options.sites.map((site) => site.handle) : [...new Set(paths.map((path) => siteOfPath(options.sites, path)))];
    logger.warn('publishing: pages changed that no changed cache tag names: purging their sites', { pages: paths.length, sample: paths.slice(0, 10), sites });
    purging.purge(sites.map(siteTag));
  }

  /** A page taken out of memory outside a run: the app answers it now; the next run's list drops its record. */
  function removeFromMemory(path: string): void {
    const record = files.index?.pages.find((page) => page.path === path);
    if (record) files.removePage(record);
  }

  /** The page's record, its files swapped into memory when its document or payload changed. */
  async function swapIn(page: PrerenderedPage, run: PublishRun, fast: boolean): Promise<PageRecord> {
    const record = pageRecord(page, options.matchPage);
    const document = files.get(page.path)?.variants.identity.body;
    const data = page.data && files.get(page.data.path)?.variants.identity.body;
    if (document?.equals(page.body) && (!page.data || data?.equals(page.data.body))) return record;
    const [documentCopies, dataCopies] = await Promise.all([compressedCopies(page.body, fast), page.data ? compressedCopies(page.data.body, fast) : undefined]);
    const bodies = { document: { identity: page.body, compressed: documentCopies }, ...(page.data && dataCopies ? { data: { identity: page.data.body, compressed: dataCopies } } : {}) };
    files.setPage(staticPage(record, bodies, options.security));
    run.updated++;
    return record;
  }

  return {
    changed(changedFiles) {
      if (closed) return;
      for (const file of changedFiles) {
        pending.add(file);
        fresh.add(file);
      }
      // The store reads them again (a save in this process is seen before the watcher's event).
      store.invalidate();
      clearTimeout(timer);
      timer = setTimeout(start, debounceMs);
    },
    async idle() {
      while (timer || running || pending.size) {
        await (running ?? new Promise((resolve) => setTimeout(resolve, debounceMs)));
      }
      await expressed;
    },
    get last() {
      return last;
    },
    ready() {
      return warm;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}

/** A page whose path now answers 404: its entry was deleted or unpublished, so it goes. */
function isGone(outcome: PrerenderOutcome): boolean {
  return outcome.kind === 'failed' && outcome.failure.status === 404;
}
