import { FileCache, type ContentFileError, type ParsedFile } from './files';

/**
 * The content root's files with some replaced, added or removed in memory only: the index
 * as it would be after a save, without writing anything (the control panel's preview).
 * Reads of every other file go to the base cache, so its parses are reused.
 */
export class OverlayFileCache extends FileCache {
  constructor(
    private readonly base: FileCache,
    /** Files by path relative to the root, as they would be. */
    private readonly replaced: ReadonlyMap<string, ParsedFile>,
    /** Files that would be gone (a rename's old name). */
    private readonly removed: ReadonlySet<string> = new Set(),
  ) {
    super(base.root);
  }

  override async read(rel: string): Promise<{ file?: ParsedFile; error?: ContentFileError }> {
    if (this.removed.has(rel)) return {};
    const file = this.replaced.get(rel);
    return file ? { file } : this.base.read(rel);
  }

  override async list(relDir: string, pattern: RegExp): Promise<string[]> {
    const listed = new Set((await this.base.list(relDir, pattern)).filter((rel) => !this.removed.has(rel)));
    const prefix = relDir ? `${relDir}/` : '';
    for (const rel of this.replaced.keys()) {
      if (rel.startsWith(prefix) && pattern.test(rel.slice(rel.lastIndexOf('/') + 1))) listed.add(rel);
    }
    return [...listed].sort();
  }
}
