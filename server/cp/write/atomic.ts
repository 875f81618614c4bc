/**
 * A complete new file or the old one, never half: the bytes go to a temp file in the same
 * folder (same file system, so the rename is atomic), are flushed to disk, take the old
 * file's mode, and the temp file is renamed over the old one; the folder is flushed too so
 * the rename survives a crash. Any failure removes the temp file and leaves the old file.
 */
import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import path from 'node:path';

/** The file system calls used, replaceable so tests can fail one on purpose. */
export interface AtomicFs {
  open: typeof fsp.open;
  rename: typeof fsp.rename;
  unlink: typeof fsp.unlink;
  stat: typeof fsp.stat;
  mkdir: typeof fsp.mkdir;
}

export const nodeFs: AtomicFs = { open: fsp.open, rename: fsp.rename, unlink: fsp.unlink, stat: fsp.stat, mkdir: fsp.mkdir };

export function tempPathFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
}

async function syncFolder(fs: AtomicFs, folder: string): Promise<void> {
  // Not every platform can open a folder for fsync; the rename itself is still atomic.
  const handle = await fs.open(folder, 'r').catch(() => null);
  await handle?.sync().catch(() => undefined);
  await handle?.close();
}

export interface AtomicWriteOptions {
  fs?: AtomicFs;
  /** A new file's mode (an existing file keeps its own): 0o600 for users and sessions. */
  mode?: number;
  /** Flush the file and its folder to disk (content, users); false where losing the last write to a crash is harmless (sessions). */
  durable?: boolean;
}

export async function writeFileAtomic(file: string, bytes: Uint8Array | string, { fs = nodeFs, mode: newMode = 0o644, durable = true }: AtomicWriteOptions = {}): Promise<void> {
  const folder = path.dirname(file);
  // Also when the folder was removed while the server ran (a cleared storage/ folder).
  await fs.mkdir(folder, { recursive: true });
  const mode = await fs
    .stat(file)
    .then((info) => info.mode & 0o7777)
    .catch(() => null);
  const temp = tempPathFor(file);
  try {
    const handle = await fs.open(temp, 'wx', mode ?? newMode);
    try {
      await handle.writeFile(bytes);
      if (mode !== null) await handle.chmod(mode); // the open's mode is reduced by the umask
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  if (durable) await syncFolder(fs, folder);
}

/** Removes a file and flushes its folder; a file already gone is not an error. */
export async function removeFile(file: string, fs: AtomicFs = nodeFs): Promise<void> {
  await fs.unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await syncFolder(fs, path.dirname(file));
}
