/**
 * Several file changes that land together or not at all (an asset's move with its meta file
 * and every entry whose references follow it): each step is done so that it can be undone
 * (new bytes go to a temporary file first; a file replaced or removed is kept as a hard link
 * until the end), and the first failing step undoes the ones before it, newest first. The
 * temporary names are the writer's own (`.{name}.{random}.tmp`), which the content store and
 * the asset library ignore.
 */
import { constants } from 'node:fs';
import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { tempPathFor } from './atomic';

/** The target of a new file or a move exists already: nothing was changed. */
export class FileExistsError extends Error {
  override name = 'FileExistsError';
  constructor(readonly file: string) {
    super(`${file} exists already`);
  }
}

const exists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

async function writeTemp(target: string, bytes: Uint8Array | string, mode: number): Promise<string> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const temp = tempPathFor(target);
  const handle = await fsp.open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, mode);
  try {
    await handle.writeFile(bytes);
    await handle.chmod(mode);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return temp;
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await fsp.open(folder, 'r').catch(() => null);
  await handle?.sync().catch(() => undefined);
  await handle?.close();
}

export class FileTransaction {
  private undo: (() => Promise<unknown>)[] = [];
  private leftovers: string[] = [];
  private folders = new Set<string>();

  /** Writes `bytes` as `file`: a new file (`replace` false: FileExistsError when it exists) or over the existing one. */
  async put(file: string, bytes: Uint8Array | string, replace: boolean): Promise<void> {
    const mode = replace ? ((await fsp.stat(file)).mode & 0o7777) : 0o644;
    const temp = await writeTemp(file, bytes, mode);
    this.leftovers.push(temp);
    this.folders.add(path.dirname(file));
    if (!replace) {
      try {
        await fsp.link(temp, file);
      } catch (error) {
        throw exists(error) ? new FileExistsError(file) : error;
      }
      this.undo.push(() => fsp.unlink(file));
      return;
    }
    const kept = await this.keep(file);
    await fsp.rename(temp, file);
    this.undo.push(() => fsp.rename(kept, file));
  }

  /** Moves `from` to `to` (FileExistsError when `to` exists), making folders as needed. */
  async move(from: string, to: string): Promise<void> {
    await fsp.mkdir(path.dirname(to), { recursive: true });
    try {
      await fsp.link(from, to);
    } catch (error) {
      throw exists(error) ? new FileExistsError(to) : error;
    }
    this.undo.push(() => fsp.unlink(to));
    await fsp.unlink(from);
    this.undo.push(() => fsp.link(to, from));
    this.folders.add(path.dirname(from)).add(path.dirname(to));
  }

  async remove(file: string): Promise<void> {
    const kept = await this.keep(file);
    await fsp.unlink(file);
    this.undo.push(() => fsp.rename(kept, file));
    this.folders.add(path.dirname(file));
  }

  /** Undoes every step done, newest first (best effort: each step is tried). */
  async rollback(): Promise<void> {
    for (const step of this.undo.reverse()) await step().catch(() => undefined);
    this.undo = [];
    await this.clean();
  }

  /** Every step done: the kept copies go, the folders are flushed to disk. */
  async finish(): Promise<void> {
    this.undo = [];
    await this.clean();
    for (const folder of this.folders) await syncFolder(folder);
  }

  private async keep(file: string): Promise<string> {
    const kept = tempPathFor(file);
    await fsp.link(file, kept);
    this.leftovers.push(kept);
    return kept;
  }

  private async clean(): Promise<void> {
    for (const file of this.leftovers) await fsp.unlink(file).catch(() => undefined);
    this.leftovers = [];
  }
}
