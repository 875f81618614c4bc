import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes a whole file or nothing: a temporary file beside it, then a rename (atomic on one
 * file system), so a reader on another replica never sees half a user or session file.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    // Users and sessions are nobody else's business on a shared machine.
    await writeFile(tmp, text, { mode: 0o600 });
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}
