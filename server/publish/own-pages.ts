import type { ContentIndex, Entry } from '../../api/store/types';

/**
 * The pages a change to these content files shows on first: each changed entry's own URL and
 * those of its localizations that inherit from it (an entry's `origin`, followed down), in the
 * content before the change (a deleted or moved entry's old URL) and after it (a new entry's,
 * a new slug's). `files` are relative to the content root, as `Entry.file` is.
 */
export function ownPages(files: Iterable<string>, before: ContentIndex | undefined, after: ContentIndex): Set<string> {
  const changed = new Set(files);
  const urls = new Set<string>();
  for (const index of before ? [before, after] : [after]) {
    const byOrigin = new Map<string, Entry[]>();
    for (const entry of index.entries.values()) {
      if (entry.originId === null) continue;
      const children = byOrigin.get(entry.originId);
      if (children) children.push(entry);
      else byOrigin.set(entry.originId, [entry]);
    }
    const visit = (entry: Entry, seen: Set<string>) => {
      // An origin chain that loops (a hand-made mistake) ends where it began.
      if (seen.has(entry.id)) return;
      seen.add(entry.id);
      if (entry.url !== null) urls.add(entry.url);
      for (const child of byOrigin.get(entry.id) ?? []) visit(child, seen);
    };
    for (const entry of index.entries.values()) if (changed.has(entry.file)) visit(entry, new Set());
  }
  return urls;
}
