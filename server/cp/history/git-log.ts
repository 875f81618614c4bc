/**
 * Reading the history the write path records (server/cp/write/git.ts): one file's past
 * versions (`git log --follow`, limited, so a renamed entry keeps its history), the file as it
 * was at one of them (`git show`), and the content's latest commits for the dashboard. Git runs
 * with fixed arguments only; commit ids are checked as full hex ids before they reach it.
 */
import type { HistoryVersion } from '../../../cp/shared/history';
import { runGit } from '../write/git';

/** A full commit id (SHA-1, or SHA-256 in a repository that uses it), lower case. */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const RECORD = '\x1e';
const UNIT = '\x1f';
/** Names as they are (no octal quoting of non-ASCII slugs), paths taken literally (no globbing). */
const LOG = ['-c', 'core.quotePath=false', '--literal-pathspecs', 'log'];
const FORMAT = `--format=${RECORD}%H${UNIT}%an${UNIT}%ae${UNIT}%aI${UNIT}%s`;
/** How far back one file's history is searched for a commit the editor picked (and paged through). */
const MAX_FILE_HISTORY = 2000;

export const isCommitId = (value: string): boolean => COMMIT.test(value);

/** A version of one file: the commit and the file's path there (relative to the content root). */
export interface FileVersion extends HistoryVersion {
  file: string;
}

interface Where {
  top: string;
  /** The content root's path inside the work tree (`''` or `site/`). */
  prefix: string;
}

export class GitHistory {
  private where: Promise<Where | null> | null = null;
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    private readonly root: string,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.env = { ...env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
  }

  /** Null when the content root is in no git work tree (asked once). */
  private locate(): Promise<Where | null> {
    this.where ??= runGit(['rev-parse', '--show-toplevel', '--show-prefix'], this.root, this.env).then((result) => {
      if (result.code !== 0) return null;
      const [top = '', prefix = ''] = result.stdout.split('\n');
      return { top, prefix };
    });
    return this.where;
  }

  async available(): Promise<boolean> {
    return (await this.locate()) !== null;
  }

  /**
   * `git log --name-status` in FORMAT: each commit with the files it changed (their names
   * there, relative to the content root) and whether one was made as a copy of another.
   */
  private records(where: Where, stdout: string): { version: HistoryVersion; files: string[]; copied: boolean }[] {
    return stdout
      .split(RECORD)
      .slice(1)
      .map((record) => {
        const [head = '', ...lines] = record.split('\n');
        const [commit = '', name = '', email = '', date = '', message = ''] = head.split(UNIT);
        // `M\tpath`, `A\tpath`, `R100\told\tnew`, `C054\tsource\tcopy`: the name the file has in this commit is the last.
        const changes = lines.filter((line) => line.includes('\t')).map((line) => line.split('\t'));
        const files = changes.map((parts) => parts.at(-1)!).filter((path) => path.startsWith(where.prefix)).map((path) => path.slice(where.prefix.length));
        return { version: { commit, author: { name, email }, date, message }, files, copied: changes.some(([status]) => status!.startsWith('C')) };
      });
  }

  /**
   * The file's versions, newest first; `skip` and `limit` page through them. Null: no git.
   * `--follow` follows renames (a slug change) but also copies: a file created as a copy of
   * another (a new entry from an existing one) would inherit that file's history. The history
   * ends at the commit that made the copy, so each page is read from the newest version on.
   */
  async versions(file: string, { skip = 0, limit = 20 } = {}): Promise<FileVersion[] | null> {
    const where = await this.locate();
    if (!where) return null;
    const args = [...LOG, '--follow', '--name-status', FORMAT, `-n${Math.min(skip + limit, MAX_FILE_HISTORY)}`, '--', `${where.prefix}${file}`];
    const result = await runGit(args, where.top, this.env);
    // A file git has never seen, or a repository without commits: no versions yet.
    if (result.code !== 0) return [];
    const out: FileVersion[] = [];
    for (const { version, files, copied } of this.records(where, result.stdout)) {
      // A merge lists no file: its path is the newer version's (a rename shows on its own commit).
      out.push({ ...version, file: files[0] ?? out.at(-1)?.file ?? file });
      if (copied) break;
    }
    return out.slice(skip);
  }

  /** The version `commit` of the file (its path there), when the commit is in the file's history. */
  async version(file: string, commit: string): Promise<FileVersion | null> {
    if (!isCommitId(commit)) return null;
    const all = await this.versions(file, { limit: MAX_FILE_HISTORY });
    return all?.find((v) => v.commit === commit) ?? null;
  }

  /** The file's text at a version, null when it did not exist there. */
  async show(version: FileVersion): Promise<string | null> {
    const where = await this.locate();
    if (!where || !isCommitId(version.commit)) return null;
    const result = await runGit(['show', `${version.commit}:${where.prefix}${version.file}`], where.top, this.env, 16 << 20);
    return result.code === 0 ? result.stdout : null;
  }

  /** The latest commits under the given folders, each with the files it changed (relative to the content root). */
  async recent(folders: string[], limit: number): Promise<{ version: HistoryVersion; files: string[] }[] | null> {
    const where = await this.locate();
    if (!where) return null;
    const result = await runGit([...LOG, '--name-status', FORMAT, `-n${limit}`, '--', ...folders.map((f) => `${where.prefix}${f}`)], where.top, this.env);
    return result.code === 0 ? this.records(where, result.stdout).map(({ version, files }) => ({ version, files })) : [];
  }
}
