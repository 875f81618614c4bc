/** Reading the panel's content files the way a reviewer would: the front matter as YAML, the files of a folder. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { contentFile, CP_ROOT } from './fixtures';

/** The front matter of a Markdown entry (or a whole YAML file) as data. */
export async function frontMatter(rel: string): Promise<Record<string, unknown>> {
  const text = await contentFile(rel);
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return (parse(match ? match[1]! : text) ?? {}) as Record<string, unknown>;
}

/** The files of a content folder whose front matter holds this title (new entries are named by the server). */
export async function filesWithTitle(folder: string, title: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of await readdir(path.join(CP_ROOT, folder))) {
    // A save in the other project's run writes a dot-named temp file beside it for a moment.
    if (name.startsWith('.')) continue;
    const rel = `${folder}/${name}`;
    // The other project's run may delete its own entry between the listing and the read.
    const data = await frontMatter(rel).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (data?.title === title) found.push(rel);
  }
  return found;
}

/** Statamic's stamps on every save: new keys a save may add beside the fields it changed. */
export const STAMPS = ['updated_by', 'updated_at'];
