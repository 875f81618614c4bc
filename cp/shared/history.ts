/**
 * History and undo (issue 28, part 4): an item's past versions from git, one version's
 * difference to now in the editor's words, restoring it as a new save, and the dashboard.
 * Shared by the server (server/cp/routes/history.ts, dashboard.ts) and the panel.
 */
import type { EntryStatus } from './api';

/** What has a history: one file each (an entry's localization, a set's values in a site, a term, a tree in a site, an asset's meta). */
export type HistoryKind = 'entry' | 'global' | 'term' | 'navigation' | 'asset';

export interface HistoryVersion {
  /** The commit's full id (hex). */
  commit: string;
  author: { name: string; email: string };
  /** ISO time the change was made (the commit's author date). */
  date: string;
  message: string;
}

export interface HistoryListResponse {
  /** False when the content is not kept in git: there is no history to show (not an error). */
  available: boolean;
  title: string;
  data: HistoryVersion[];
  meta: { page: number; perPage: number; hasMore: boolean };
}

/** A value as a person reads it: the panel draws each kind (a yes/no in the editor's language, a list, sets by their name). */
export type HistoryValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'list'; items: string[] }
  /** Replicator and Bard content: each set by its name, Bard's text blocks with `set: null`. */
  | { kind: 'sets'; items: { set: string | null; text: string }[] }
  /** A navigation or page tree: each item's title at its depth. */
  | { kind: 'tree'; items: { depth: number; text: string }[] };

export interface HistoryChange {
  /** The field's handle (or `slug`, `date`, `published`, `tree` for what is not a blueprint field). */
  field: string;
  /** The blueprint's display name; null for what the blueprint does not name (the panel names `slug`, `date`…). */
  label: string | null;
  /** A term's value in another site than its default one. */
  site?: string;
  change: 'added' | 'removed' | 'changed';
  /** In the version. */
  before: HistoryValue;
  /** Now. */
  after: HistoryValue;
}

export interface HistoryVersionResponse {
  version: HistoryVersion;
  /** The file's data at that version (a Markdown file's body as `content`); null: the file did not exist there. */
  data: Record<string, unknown> | null;
  /** Field by field, from that version to now; empty when they are the same. */
  changes: HistoryChange[];
  /** The version of the file now: a restore sends it back (409 when the file changed since). */
  current: string;
  canRestore: boolean;
}

export interface HistoryRestoreRequest {
  /** `current` of the difference the editor saw. */
  version: string;
}

export interface DashboardChange extends HistoryVersion {
  kind: HistoryKind;
  title: string;
  /** The panel's path of the item (`/collections/pages/entries/{id}`), null when the panel has no screen for it yet. */
  path: string | null;
  site: string | null;
  /** The same commit changed this many more items the editor may see (an import): not listed. */
  more: number;
}

export interface DashboardEntry {
  collection: string;
  collectionTitle: string;
  id: string;
  title: string;
  site: string;
  status: EntryStatus;
  /** ISO date of a dated entry (a scheduled one's publication). */
  date: string | null;
  updatedAt: string | null;
}

export interface DashboardResponse {
  /** False when the content is not kept in git (no recent changes to list). */
  historyAvailable: boolean;
  changes: DashboardChange[];
  drafts: DashboardEntry[];
  scheduled: DashboardEntry[];
}
