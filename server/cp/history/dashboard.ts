/**
 * The dashboard's lists: the latest changes to the content from git, each linked to its item,
 * and the drafts and scheduled entries of every collection; only what the editor may open
 * (their permissions and sites).
 */
import { entryStatus } from '../../../api/store/entries';
import type { ContentIndex, Entry } from '../../../api/store/types';
import type { DashboardChange, DashboardEntry, HistoryKind, HistoryVersion } from '../../../cp/shared/history';
import { PERMISSIONS } from '../auth/types';
import { updatedAt } from '../content/user-names';

const enc = encodeURIComponent;
/** What the panel may open, and whether the editor may. */
type Can = (permission: string) => boolean;

interface Item {
  kind: HistoryKind;
  title: string;
  path: string | null;
  site: string | null;
  needs: string[];
}

const titleOf = (entry: Entry) => String(entry.values.title ?? entry.slug ?? entry.id);

/** The item a changed file is, by the layout Statamic keeps (null: not one the panel edits, or gone). */
export function itemOfFile(index: ContentIndex, file: string, entriesByFile: Map<string, Entry>): Item | null {
  const entry = entriesByFile.get(file);
  if (entry) {
    return { kind: 'entry', title: titleOf(entry), path: `/collections/${enc(entry.collection)}/entries/${enc(entry.id)}`, site: entry.site, needs: [PERMISSIONS.viewEntries(entry.collection), PERMISSIONS.site(entry.site)] };
  }
  const parts = file.replace(/\.yaml$/, '').split('/');
  if (parts[0] === 'content' && parts[1] === 'globals') {
    const [site, handle] = parts.length === 4 ? [parts[2]!, parts[3]!] : [index.defaultSite.handle, parts[2]!];
    const set = index.globals.get(handle);
    if (!set || !index.sites.some((s) => s.handle === site)) return null;
    return { kind: 'global', title: set.title, path: `/globals/${enc(handle)}?site=${enc(site)}`, site, needs: [PERMISSIONS.editGlobals(handle), PERMISSIONS.site(site)] };
  }
  if (parts[0] === 'content' && parts[1] === 'taxonomies' && parts.length === 4) {
    // One file holds every site's values (no site named): the link opens the taxonomy's first site, the one the others fall back to.
    const first = index.terms.find((t) => t.file === file)?.taxonomy;
    const site = first ? index.taxonomies.get(first)?.sites[0] : undefined;
    const term = site ? index.terms.find((t) => t.file === file && t.site === site) : undefined;
    if (!term || !site) return null;
    return { kind: 'term', title: String(term.values.title ?? term.slug), path: `/taxonomies/${enc(term.taxonomy)}/terms/${enc(term.baseSlug)}?site=${enc(site)}`, site: null, needs: [PERMISSIONS.viewTerms(term.taxonomy), PERMISSIONS.site(site)] };
  }
  if (parts[0] === 'content' && parts[1] === 'trees' && parts[2] === 'navigation') {
    const [site, nav] = parts.length === 5 ? [parts[3]!, parts[4]!] : [index.defaultSite.handle, parts[3]!];
    const config = nav ? index.navs.get(nav) : undefined;
    if (!config) return null;
    return { kind: 'navigation', title: config.title, path: `/navigation/${enc(nav)}?site=${enc(site)}`, site, needs: [PERMISSIONS.viewNav(nav), PERMISSIONS.site(site)] };
  }
  for (const container of index.assets.containers.values()) {
    if (!file.startsWith(`${container.dir}/`) || parts.at(-2) !== '.meta') continue;
    const inside = file.slice(container.dir.length + 1).split('/');
    const assetPath = [...inside.slice(0, -2), inside.at(-1)!.replace(/\.yaml$/, '')].join('/');
    return { kind: 'asset', title: assetPath, path: `/assets/browse/${enc(container.handle)}`, site: null, needs: [PERMISSIONS.viewAssets(container.handle)] };
  }
  return null;
}

/**
 * The latest changes (newest first), one row per item a commit changed, at most `limit`; a
 * commit that changed many items (an import) shows its first few, the last row counting the rest.
 */
export function recentChanges(index: ContentIndex, commits: { version: HistoryVersion; files: string[] }[], can: Can, limit: number, perCommit = 3): DashboardChange[] {
  const entriesByFile = new Map([...index.entries.values()].map((e) => [e.file, e]));
  const out: DashboardChange[] = [];
  for (const { version, files } of commits) {
    const items = files.map((file) => itemOfFile(index, file, entriesByFile)).filter((item): item is Item => item !== null && item.needs.every(can));
    const shown = items.slice(0, perCommit);
    shown.forEach((item, i) => out.push({ ...version, kind: item.kind, title: item.title, path: item.path, site: item.site, more: i === shown.length - 1 ? items.length - shown.length : 0 }));
    if (out.length >= limit) return out.slice(0, limit);
  }
  return out;
}

/** Drafts (newest save first) and scheduled entries (soonest first) of the collections and sites the editor may view. */
export function draftsAndScheduled(index: ContentIndex, can: Can, limit: number, now = Date.now()): { drafts: DashboardEntry[]; scheduled: DashboardEntry[] } {
  const drafts: DashboardEntry[] = [];
  const scheduled: DashboardEntry[] = [];
  for (const entry of index.entries.values()) {
    const collection = index.collections.get(entry.collection);
    if (!collection || !can(PERMISSIONS.viewEntries(entry.collection)) || !can(PERMISSIONS.site(entry.site))) continue;
    const status = entryStatus(entry, collection, now);
    if (status !== 'draft' && status !== 'scheduled') continue;
    const row: DashboardEntry = { collection: entry.collection, collectionTitle: collection.title, id: entry.id, title: titleOf(entry), site: entry.site, status, date: collection.dated ? entry.date : null, updatedAt: updatedAt(entry.own.updated_at, entry.lastModified) };
    (status === 'draft' ? drafts : scheduled).push(row);
  }
  drafts.sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || a.id.localeCompare(b.id));
  scheduled.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.id.localeCompare(b.id));
  return { drafts: drafts.slice(0, limit), scheduled: scheduled.slice(0, limit) };
}
