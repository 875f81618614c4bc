/**
 * History for the panel's writes (issue 26, item 9), as Statamic Pro's git integration keeps
 * it: when the content root lies in a git work tree, each write becomes one commit of exactly
 * the files it touched, authored by the editor. Commits run one at a time (a queue: git's
 * index has one lock). A failed commit leaves the written file as it is, is logged and
 * reported, and is tried again before the next one (folded into it when they share a file).
 *
 * Hooks are off (`core.hooksPath=/dev/null`): the work tree is often the site's code
 * repository, whose hooks (lint, tests, message formats) are for developers, would run on
 * every editor's save inside the server (its environment, its secrets) and would blow the
 * save's time budget; a content commit is a record, not a code change to vet.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../../log';
import type { Author, CommitOutcome } from './types';

const DEFAULT_COMMITTER = { name: 'Kairotone control panel', email: 'cp@localhost' };
const TIMEOUT_MS = 15_000;

export interface CommitJob {
  /** Absolute paths of the files written or removed. */
  files: string[];
  /**
   * Those of `files` an editor put into an asset container: committed even where the
   * repository ignores their kind (this one ignores the demo photos the build renders), since
   * an upload is content like any other.
   */
  uploads?: string[];
  author: Author;
  message: string;
}

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs git with fixed arguments (execFile: no shell), hooks off, within the time budget; a
 * failure is a result with its exit code, never an exception. History reads use it too.
 */
export function runGit(args: string[], cwd: string, env: NodeJS.ProcessEnv, maxBuffer = 4 << 20): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile('git', ['-c', 'core.hooksPath=/dev/null', ...args], { cwd, env, timeout: TIMEOUT_MS, maxBuffer }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr: stderr || (error && !stderr ? error.message : '') });
    });
  });
}

/** Git refuses `<`, `>` and line breaks in an identity. */
function identityPart(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[<>\u0000-\u001f\u007f]/g, '').trim();
}

export class GitCommitter {
  private toplevelPromise: Promise<string | null> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private failed: CommitJob[] = [];
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    private readonly root: string,
    private readonly logger: Logger,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.env = {
      ...env,
      GIT_COMMITTER_NAME: env.GIT_COMMITTER_NAME || DEFAULT_COMMITTER.name,
      GIT_COMMITTER_EMAIL: env.GIT_COMMITTER_EMAIL || DEFAULT_COMMITTER.email,
      GIT_TERMINAL_PROMPT: '0',
      LC_ALL: 'C',
    };
  }

  private git(args: string[], cwd: string): Promise<GitResult> {
    return runGit(args, cwd, this.env);
  }

  /** The work tree's top folder, or null when the root is in none (asked once). */
  toplevel(): Promise<string | null> {
    this.toplevelPromise ??= this.git(['rev-parse', '--show-toplevel'], this.root).then((result) => {
      if (result.code === 0) return result.stdout.trim();
      this.logger.info('cp.git: the content root is not in a git work tree; writes are not committed', { root: this.root });
      return null;
    });
    return this.toplevelPromise;
  }

  /** Queues one commit of the job's files; resolves when it is done (or failed). */
  commit(job: CommitJob): Promise<CommitOutcome> {
    const run = this.queue.then(() => this.runWithRetries(job));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runWithRetries(job: CommitJob): Promise<CommitOutcome> {
    const top = await this.toplevel();
    if (top === null) return { status: 'untracked' };
    const earlier = this.failed;
    this.failed = [];
    let files = job.files;
    for (const failed of earlier) {
      if (failed.files.some((file) => files.includes(file))) files = [...new Set([...files, ...failed.files])];
      else if ((await this.run(top, failed)).status === 'failed') this.failed.push(failed);
    }
    const outcome = await this.run(top, { ...job, files });
    if (outcome.status === 'failed') this.failed.push({ ...job, files });
    return outcome;
  }

  private async run(top: string, job: CommitJob): Promise<CommitOutcome> {
    const fail = (step: string, result: GitResult): CommitOutcome => {
      const lines = (result.stderr || result.stdout).split('\n').filter((line) => line.trim() !== '');
      const error = `git ${step} failed: ${lines.find((line) => /^(fatal|error):/.test(line)) ?? lines.at(-1) ?? `exit ${result.code}`}`;
      this.logger.error('cp.git: commit failed; the file is written', { files: job.files, error });
      return { status: 'failed', error };
    };
    const rels = job.files.map((file) => path.relative(top, file).split(path.sep).join('/'));
    // Ignored files (this repository ignores `users/`) are written but never committed.
    const ignoredRun = await this.git(['check-ignore', '--', ...rels], top);
    if (ignoredRun.code > 1) return fail('check-ignore', ignoredRun);
    const uploads = new Set((job.uploads ?? []).map((file) => path.relative(top, file).split(path.sep).join('/')));
    const ignored = new Set(ignoredRun.stdout.split('\n').filter((rel) => rel && !uploads.has(rel)));
    const paths = rels.filter((rel) => !ignored.has(rel));
    if (paths.length === 0) return { status: 'untracked' };

    const present = paths.filter((rel) => existsSync(path.join(top, rel)));
    const gone = paths.filter((rel) => !present.includes(rel));
    if (present.length > 0) {
      // Forced: what is left is to be committed, and a tracked file (or an upload) inside an
      // ignored folder is refused by a plain `git add` although `check-ignore` passes it.
      const add = await this.git(['add', '--force', '--', ...present], top);
      if (add.code !== 0) return fail('add', add);
    }
    let tracked: string[] = [];
    if (gone.length > 0) {
      const listed = await this.git(['ls-files', '-z', '--', ...gone], top);
      if (listed.code !== 0) return fail('ls-files', listed);
      tracked = listed.stdout.split('\0').filter(Boolean);
    }
    const commitPaths = [...present, ...gone.filter((rel) => tracked.includes(rel))];
    if (commitPaths.length === 0) return { status: 'untracked' };

    const name = identityPart(job.author.name) || identityPart(job.author.email) || DEFAULT_COMMITTER.name;
    const email = identityPart(job.author.email) || DEFAULT_COMMITTER.email;
    // One line: a title an editor typed with line breaks must not add lines (trailers such as
    // `Co-authored-by:`) to the record (issue 35, finding 10).
    // eslint-disable-next-line no-control-regex
    const message = job.message.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ').trim() || 'Content saved in the control panel';
    const commit = await this.git(['commit', '--quiet', '--only', `--author=${name} <${email}>`, '-m', message, '--', ...commitPaths], top);
    if (commit.code !== 0) {
      // Nothing to commit (the files already hold what HEAD has) is not a failure.
      const same = await this.git(['diff', '--quiet', 'HEAD', '--', ...commitPaths], top);
      if (same.code !== 0) return fail('commit', commit);
    }
    const head = await this.git(['rev-parse', 'HEAD'], top);
    if (head.code !== 0) return fail('rev-parse', head);
    return { status: 'committed', sha: head.stdout.trim() };
  }
}
