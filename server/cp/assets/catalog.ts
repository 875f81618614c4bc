/**
 * The asset library's view of a container's files: one walk of the folder (names, sizes,
 * modification times), kept in memory and reused until the panel changes a file of the
 * container, the content store reloads (someone changed content on disk), or it is older than
 * a short while (a file copied in by hand: the store does not watch images). A library of
 * 5,000 files then lists, searches and pages from memory instead of 5,000 `stat` calls per
 * request.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface CatalogFile {
  /** Inside the container, `/`-separated. */
  path: string;
  size: number;
  mtimeMs: number;
}

export interface Catalog {
  files: CatalogFile[];
  /** Every folder, `/`-separated, sorted. */
  folders: string[];
  byPath: Map<string, CatalogFile>;
}

/** Files copied in by hand show up after this long at the latest, ms. */
const MAX_AGE_MS = 15_000;
/** `stat` calls at once during a walk. */
const STAT_BATCH = 64;

async function walk(dir: string): Promise<Catalog> {
  const files: CatalogFile[] = [];
  const folders: string[] = [];
  const pending: string[] = [];
  async function visit(rel: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      // Dot files: `.meta`, the writer's and uploads' temporary files, `.gitkeep`.
      if (entry.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.push(child);
        await visit(child);
      } else if (entry.isFile()) pending.push(child);
    }
  }
  await visit('');
  for (let i = 0; i < pending.length; i += STAT_BATCH) {
    const batch = pending.slice(i, i + STAT_BATCH);
    const infos = await Promise.all(batch.map((rel) => stat(path.join(dir, rel)).catch(() => null)));
    batch.forEach((rel, n) => {
      const info = infos[n];
      if (info) files.push({ path: rel, size: info.size, mtimeMs: info.mtimeMs });
    });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  folders.sort();
  return { files, folders, byPath: new Map(files.map((f) => [f.path, f])) };
}

interface Slot {
  generation: number;
  at: number;
  catalog: Promise<Catalog>;
}

export class AssetCatalogs {
  private slots = new Map<string, Slot>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The container's files (`dir` absolute) as of `generation` (the content store's load). */
  get(dir: string, generation: number): Promise<Catalog> {
    const slot = this.slots.get(dir);
    if (slot && slot.generation === generation && this.now() - slot.at < MAX_AGE_MS) return slot.catalog;
    const catalog = walk(dir);
    const fresh: Slot = { generation, at: this.now(), catalog };
    this.slots.set(dir, fresh);
    // A failed walk is not kept.
    catalog.catch(() => this.slots.get(dir) === fresh && this.slots.delete(dir));
    return catalog;
  }

  /** The panel changed files in this container: the next listing walks again. */
  forget(dir: string): void {
    this.slots.delete(dir);
  }
}
