/**
 * The one write path's file layer (types.ts): reads a content file with its version, and
 * writes one only when it still holds the version the editor loaded, only when something
 * changed, atomically, one writer per file at a time, then commits it (git.ts).
 */
import { createHash } from 'node:crypto';
import { lstat, readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { parseContentFile } from '../../../api/store/files';
import type { Logger } from '../../log';
import { nodeFs, removeFile, writeFileAtomic, type AtomicFs } from './atomic';
import { composeFile, isMarkdownFile, normalBody } from './front-matter';
import { GitCommitter } from './git';
import { resolveAnyPath, resolveContentPath, type ContentPath } from './paths';
import { FileExistsError, FileTransaction } from './transaction';
import { UnwritableValueError, VersionConflictError, type ChangeRequest, type ChangeResult, type CommitOutcome, type ContentWriter, type FileChange, type StoredFile, type WriteRequest, type WriteResult } from './types';
import { defineKey, toWritable } from './yaml-emit';

export interface ContentWriterOptions {
  /** The content root (the folder holding `content/`, `users/`, `resources/`). */
  root: string;
  logger: Logger;
  /**
   * Asset containers' folders relative to the root (e.g. `public/assets`), whose `.meta` YAML
   * the panel writes; or a function giving them as the content index has them now.
   */
  containers?: readonly string[] | (() => Promise<readonly string[]>);
  /** Environment for git (committer identity); defaults to the process's. */
  env?: NodeJS.ProcessEnv;
  /** File system calls for the atomic write (tests fail one on purpose). */
  fs?: AtomicFs;
}

/** A hash of the bytes on disk: 22 characters of SHA-256, base64url. */
export function versionOf(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
}

interface OnDisk {
  text: string;
  version: string;
}

async function readOnDisk(abs: string): Promise<OnDisk | null> {
  try {
    const bytes = await readFile(abs);
    return { text: bytes.toString('utf8'), version: versionOf(bytes) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function stored(rel: string, disk: OnDisk): StoredFile {
  const parsed = parseContentFile(rel, disk.text);
  return { version: disk.version, data: parsed.data, ...(parsed.body !== undefined ? { body: parsed.body } : {}) };
}

function without(data: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) if (!keys.includes(key)) defineKey(out, key, data[key]);
  return out;
}

/** One chain per file: a write waits for the previous write of the same file to finish. */
class FileLocks {
  private tails = new Map<string, Promise<unknown>>();

  async with<T>(keys: string[], task: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const before = sorted.map((key) => this.tails.get(key) ?? Promise.resolve());
    const run = Promise.all(before.map((tail) => tail.catch(() => undefined))).then(task);
    const settled = run.catch(() => undefined);
    for (const key of sorted) this.tails.set(key, settled);
    void settled.then(() => {
      for (const key of sorted) if (this.tails.get(key) === settled) this.tails.delete(key);
    });
    return run;
  }
}

export function createContentWriter(options: ContentWriterOptions): ContentWriter {
  const { root, logger, containers = [], fs = nodeFs } = options;
  const git = new GitCommitter(root, logger, options.env);
  const locks = new FileLocks();
  const containerDirs = async () => (typeof containers === 'function' ? await containers() : containers);
  const resolve = async (file: string) => resolveContentPath(root, file, await containerDirs());
  // Paths resolve asynchronously (symlinks are checked on disk). One after another, saves reach
  // the locks in the order they arrived: of two concurrent saves of one file, the first wins.
  let arrivals: Promise<unknown> = Promise.resolve();
  const resolveInOrder = <T>(step: () => Promise<T>): Promise<T> => {
    const resolved = arrivals.then(step);
    arrivals = resolved.catch(() => undefined);
    return resolved;
  };

  const conflict = (target: ContentPath, disk: OnDisk | null) => new VersionConflictError(target.rel, disk && stored(target.rel, disk));

  async function write(request: WriteRequest): Promise<WriteResult> {
    const { target, replaced } = await resolveInOrder(async () => ({
      target: await resolve(request.file),
      replaced: request.replaces !== undefined && request.replaces !== request.file ? await resolve(request.replaces) : null,
    }));
    if (replaced && isMarkdownFile(replaced.rel) !== isMarkdownFile(target.rel)) throw new UnwritableValueError('a file can only replace one of its own kind');
    const data = toWritable(request.data) as Record<string, unknown>;
    const stamps = toWritable(request.stamps ?? {}) as Record<string, unknown>;
    const body = request.body;
    if (typeof body !== 'undefined' && typeof body !== 'string') throw new UnwritableValueError('the body must be a string');

    return locks.with([target.abs, ...(replaced ? [replaced.abs] : [])], async () => {
      const disk = await readOnDisk(target.abs);
      const old = replaced ? await readOnDisk(replaced.abs) : null;
      // The file the editor loaded: `replaces` when the write renames, else the file itself.
      const loaded = replaced ? old : disk;
      if (!request.force && (loaded?.version ?? null) !== request.expected) throw conflict(replaced ?? target, loaded);
      // `force` overwrites the file the editor loaded, whatever it holds now. It never brings that
      // file back when it is gone (another save renamed it: the copy would be a second file with
      // the entry's id), nor replaces another file when this save renames.
      if (request.force && request.expected !== null && !loaded) throw conflict(replaced ?? target, null);
      if (replaced && disk) throw conflict(target, disk);
      const source = replaced && !disk ? old : disk;
      const stampKeys = Object.keys(stamps);
      if (!replaced && disk) {
        const current = stored(target.rel, disk);
        const sameData = isDeepStrictEqual(without(current.data, stampKeys), without(data, stampKeys));
        const sameBody = normalBody(current.body) === normalBody(body);
        if (sameData && sameBody) return { status: 'unchanged', version: disk.version };
      }
      const next = { ...data };
      for (const key of stampKeys) defineKey(next, key, stamps[key]);
      const text = composeFile(target.rel, source?.text, next, body);
      await writeFileAtomic(target.abs, text, { fs });
      if (replaced) await removeFile(replaced.abs, fs);
      const commit = await git.commit({ files: [target.abs, ...(replaced ? [replaced.abs] : [])], author: request.author, message: request.message });
      return { status: 'written', version: versionOf(text), commit };
    });
  }

  async function remove(request: { file: string; expected: string; force?: boolean; author: WriteRequest['author']; message: string }): Promise<{ commit: CommitOutcome }> {
    const target = await resolveInOrder(() => resolve(request.file));
    return locks.with([target.abs], async () => {
      const disk = await readOnDisk(target.abs);
      if (!request.force && disk?.version !== request.expected) throw conflict(target, disk);
      await removeFile(target.abs, fs);
      return { commit: await git.commit({ files: [target.abs], author: request.author, message: request.message }) };
    });
  }

  async function read(file: string): Promise<StoredFile | null> {
    const target = await resolve(file);
    const disk = await readOnDisk(target.abs);
    return disk && stored(target.rel, disk);
  }

  /** One change resolved: its paths, and what the transaction does (null: nothing, the data is the same). */
  type Step = { files: string[]; run: ((tx: FileTransaction) => Promise<void>) | null; version?: [string, string] };

  async function plan(change: FileChange, paths: Map<string, ContentPath>): Promise<Step> {
    const at = (file: string) => paths.get(file)!;
    const present = async (target: ContentPath) => (await lstatSafe(target.abs)) !== null;
    switch (change.kind) {
      case 'data': {
        const target = at(change.file);
        const disk = await readOnDisk(target.abs);
        if ((disk?.version ?? null) !== change.expected) throw conflict(target, disk);
        const data = toWritable(change.data) as Record<string, unknown>;
        if (disk) {
          const current = stored(target.rel, disk);
          if (isDeepStrictEqual(current.data, data) && normalBody(current.body) === normalBody(change.body)) return { files: [], run: null };
        }
        const text = composeFile(target.rel, disk?.text, data, change.body);
        return { files: [target.abs], run: (tx) => tx.put(target.abs, text, disk !== null), version: [target.rel, versionOf(text)] };
      }
      case 'bytes': {
        const target = at(change.file);
        const exists = await present(target);
        if (exists && !change.replace) throw new FileExistsError(target.rel);
        if (!exists && change.replace) throw conflict(target, null);
        return { files: [target.abs], run: (tx) => tx.put(target.abs, change.bytes, change.replace) };
      }
      case 'move': {
        const [from, to] = [at(change.from), at(change.to)];
        const disk = change.expected === undefined ? ((await present(from)) ? { text: '', version: '' } : null) : await readOnDisk(from.abs);
        if (!disk || (change.expected !== undefined && disk.version !== change.expected)) throw conflict(from, disk);
        if (await present(to)) throw new FileExistsError(to.rel);
        return { files: [from.abs, to.abs], run: (tx) => tx.move(from.abs, to.abs) };
      }
      case 'remove': {
        const target = at(change.file);
        const disk = change.expected === undefined ? ((await present(target)) ? { text: '', version: '' } : null) : await readOnDisk(target.abs);
        if (!disk || (change.expected !== undefined && disk.version !== change.expected)) throw conflict(target, disk);
        return { files: [target.abs], run: (tx) => tx.remove(target.abs) };
      }
    }
  }

  async function apply(request: ChangeRequest): Promise<ChangeResult> {
    const names = request.changes.flatMap((c) => (c.kind === 'move' ? [c.from, c.to] : [c.file]));
    const paths = await resolveInOrder(async () => {
      const dirs = await containerDirs();
      const out = new Map<string, ContentPath>();
      for (const name of names) out.set(name, await resolveAnyPath(root, name, dirs));
      return out;
    });
    for (const change of request.changes) if (change.kind === 'data' && typeof change.body !== 'undefined' && typeof change.body !== 'string') throw new UnwritableValueError('the body must be a string');
    return locks.with([...paths.values()].map((p) => p.abs), async () => {
      // Every check before the first change: a refusal leaves everything as it was.
      const steps: Step[] = [];
      for (const change of request.changes) steps.push(await plan(change, paths));
      const effective = steps.filter((step) => step.run !== null);
      if (effective.length === 0) return { status: 'unchanged' };
      const tx = new FileTransaction();
      try {
        for (const step of effective) await step.run!(tx);
      } catch (error) {
        await tx.rollback();
        throw error;
      }
      await tx.finish();
      const files = [...new Set(effective.flatMap((step) => step.files))];
      const commit = await git.commit({ files, author: request.author, message: request.message });
      return { status: 'written', commit, versions: Object.fromEntries(effective.flatMap((step) => (step.version ? [step.version] : []))) };
    });
  }

  return { read, write, remove, apply };
}

async function lstatSafe(abs: string) {
  return lstat(abs).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}
