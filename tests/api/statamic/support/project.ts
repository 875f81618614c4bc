// A throwaway Statamic 5 project for one ported test: its flat files are written to a
// temporary folder (as Statamic's Stache would read them) and served by the content API
// over real HTTP. Statamic's tests build their content with facades; ours write the files
// those facades would have saved.
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, vi } from 'vitest';
import { stringify } from 'yaml';
import { startContentApi, type ContentApiOptions, type RunningApi } from '../../../support/content-api';

/** A file's content: text as it is, or data written as YAML. */
export type FileContent = string | Record<string, unknown>;

/** An entry file: YAML front matter and an optional Markdown body. */
export function markdown(data: Record<string, unknown>, body = ''): string {
  return `---\n${stringify(data)}---\n${body}`;
}

/** Statamic's multi-site `resources/sites.yaml` for the given handles (the first is the default). */
export function sites(handles: Record<string, { url: string; locale: string }>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(handles).map(([handle, s]) => [handle, { name: handle, ...s }]));
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface Project {
  root: string;
  api: RunningApi;
  /** GET a path under the API (`/collections/pages/entries`), parsed as JSON. */
  get(pathAndQuery: string): Promise<Answer>;
  /** The `data` of a successful answer (fails the test on any other status). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data(pathAndQuery: string): Promise<any>;
  /** The ids in a successful listing's `data`, in order. */
  ids(pathAndQuery: string): Promise<string[]>;
  /** Writes (or overwrites) files; the API reads them again on the next request. */
  write(files: Record<string, FileContent>): Promise<void>;
  /** Deletes files (a renamed entry file is a delete and a write). */
  remove(...rels: string[]): Promise<void>;
  /** Sets a file's modification time (Statamic's last-modified time of an entry without `updated_at`). */
  touch(rel: string, at: Date): Promise<void>;
  close(): Promise<void>;
}

async function writeFiles(root: string, files: Record<string, FileContent>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, typeof content === 'string' ? content : stringify(content));
  }
}

/** Writes the files into a new project root and serves it. */
export async function project(files: Record<string, FileContent>, options: Pick<ContentApiOptions, 'api' | 'siteUrl'> = {}): Promise<Project> {
  const root = await mkdtemp(path.join(tmpdir(), 'statamic-port-'));
  await writeFiles(root, files);
  const api = await startContentApi(root, { siteUrl: options.siteUrl ?? 'http://localhost', ...options });
  const get = async (pathAndQuery: string): Promise<Answer> => {
    const response = await fetch(`${api.origin}/api${pathAndQuery}`);
    return { status: response.status, body: await response.json() };
  };
  const data = async (pathAndQuery: string) => {
    const answer = await get(pathAndQuery);
    if (answer.status !== 200) throw new Error(`GET ${pathAndQuery} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  return {
    root,
    api,
    get,
    data,
    ids: async (pathAndQuery) => ((await data(pathAndQuery)) as { id: string }[]).map((item) => item.id),
    write: async (more) => {
      await writeFiles(root, more);
      // No watcher in tests: tell the store its files changed.
      api.store.invalidate();
    },
    remove: async (...rels) => {
      for (const rel of rels) await rm(path.join(root, rel));
      api.store.invalidate();
    },
    touch: async (rel, at) => {
      await utimes(path.join(root, rel), at, at);
      api.store.invalidate();
    },
    close: async () => {
      await api.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * One project per test: registers the afterEach that closes it (and puts real timers back),
 * and returns the `make` that opens it (closing one the test opened before).
 */
export function projects(): (files: Record<string, FileContent>, options?: Parameters<typeof project>[1]) => Promise<Project> {
  let open: Project | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await open?.close();
    open = undefined;
  });
  return async (files, options) => {
    await open?.close();
    open = await project(files, options);
    return open;
  };
}
