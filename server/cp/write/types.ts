/**
 * The one write path's file layer (DESIGN.md 6b, STYLE.md habit 10): every file the control
 * panel changes goes through `ContentWriter`. It keeps what Statamic keeps (key order,
 * comments, untouched formatting), writes atomically (a complete new file or the old one),
 * refuses a file that changed since the editor loaded it, writes nothing when nothing
 * changed, and commits each write (git, when the content root is a work tree; one at a time).
 */

export interface Author {
  name: string;
  email: string;
}

/** A content file as the writer reads it. */
export interface StoredFile {
  /** Opaque version of the bytes on disk (what a form sends back as `version`). */
  version: string;
  /** The YAML data (a Markdown file's front matter). */
  data: Record<string, unknown>;
  /** A Markdown file's body after the front matter (Statamic's `content`), when there is one. */
  body?: string;
}

export interface WriteRequest {
  /** Relative to the content root, forward slashes. Refused (400) if it is absolute, has `..`, or leaves the root. */
  file: string;
  /** Everything the file should hold, in the intended key order (keys already in the file keep their place). */
  data: Record<string, unknown>;
  /** Markdown files: the body after the front matter; undefined: none. */
  body?: string;
  /**
   * The version the editor loaded, or null to create (then the file must not exist yet).
   * With `replaces`, the version of `replaces` (the file the editor loaded); `file` must then
   * not exist yet (else a conflict holding what it has), unless `force`.
   */
  expected: string | null;
  /** Overwrite although the file changed since `expected` (the editor saw the difference and chose to). */
  force?: boolean;
  /** Keys set only when something else changed (Statamic's `updated_by`, `updated_at`). */
  stamps?: Record<string, unknown>;
  /** The file this one replaces (a slug or date change renames the file): removed in the same commit. */
  replaces?: string;
  author: Author;
  /** Commit message, e.g. `Entry saved: Kairotone Beacon (products, de)`. */
  message: string;
}

export type CommitOutcome =
  | { status: 'committed'; sha: string }
  /** The content root is not a git work tree: nothing to commit. */
  | { status: 'untracked' }
  /** The file is written; the commit failed (reported to the editor and logged, retried with the next save). */
  | { status: 'failed'; error: string };

export type WriteResult = { status: 'written'; version: string; commit: CommitOutcome } | { status: 'unchanged'; version: string };

/** The file changed since the editor loaded it: nothing was written. */
export class VersionConflictError extends Error {
  override name = 'VersionConflictError';
  constructor(
    readonly file: string,
    /** What the file holds now (null: it was deleted). */
    readonly current: StoredFile | null,
  ) {
    super(`${file} changed since it was loaded`);
  }
}

/** A path that is not a content file the panel may write (absolute, `..`, outside the root, wrong kind). */
export class UnsafePathError extends Error {
  override name = 'UnsafePathError';
}

/**
 * Data YAML cannot hold so that Statamic and we read it back the same (a function, a Date, a
 * key over 1,000 characters, nesting over 100 levels, a body for a `.yaml` file): nothing was
 * written (400).
 */
export class UnwritableValueError extends Error {
  override name = 'UnwritableValueError';
}

/** One file's part in a change of several files (`ContentWriter.apply`). */
export type FileChange =
  /** A content or meta file's data, as `write` takes it (`expected` null: it must not exist yet); left out when nothing changes. */
  | { kind: 'data'; file: string; data: Record<string, unknown>; body?: string; expected: string | null }
  /** An asset container's file with these bytes: new (`replace` false, refused when it exists) or over the existing one. */
  | { kind: 'bytes'; file: string; bytes: Uint8Array; replace: boolean }
  /** A file moved: refused when `to` exists; with `expected`, when `from` changed. */
  | { kind: 'move'; from: string; to: string; expected?: string }
  /** A file removed; with `expected`, refused when it changed. */
  | { kind: 'remove'; file: string; expected?: string };

export interface ChangeRequest {
  changes: FileChange[];
  author: Author;
  message: string;
}

export type ChangeResult = { status: 'written'; commit: CommitOutcome; /** New versions of the data files written. */ versions: Record<string, string> } | { status: 'unchanged' };

export interface ContentWriter {
  /** The file as it is now, null when it does not exist. */
  read(file: string): Promise<StoredFile | null>;
  write(request: WriteRequest): Promise<WriteResult>;
  /** Deletes a file (409 semantics as `write` with `expected`), committed like a write. */
  remove(request: { file: string; expected: string; force?: boolean; author: Author; message: string }): Promise<{ commit: CommitOutcome }>;
  /**
   * Several changes (binary files too) as one: every version and target is checked first
   * (VersionConflictError, FileExistsError: nothing written), then all land or none does,
   * in one commit.
   */
  apply(request: ChangeRequest): Promise<ChangeResult>;
}
