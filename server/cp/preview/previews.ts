import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** How long a preview link works: long enough to look and share with a colleague at the desk, short enough not to leak drafts. */
export const PREVIEW_TTL_MS = 10 * 60_000;

const PreviewSchema = z.object({
  /** The file as it would be written (path relative to the content root), and the file it would replace. */
  file: z.object({ rel: z.string(), data: z.record(z.string(), z.unknown()), body: z.string().optional() }),
  removed: z.array(z.string()),
  /** Who asked (the user's id), for the log. */
  by: z.string(),
  expires: z.number(),
});

export type Preview = z.infer<typeof PreviewSchema>;

/**
 * Unsaved content to preview, behind an unguessable short-lived token. Kept as files under
 * the content root's `storage/` (only the token's hash names one), so every replica on the
 * root answers the link whichever made it.
 */
export class PreviewStore {
  private readonly dir: string;
  private lastSweep = 0;

  constructor(
    root: string,
    private readonly now: () => number = Date.now,
  ) {
    this.dir = path.join(root, 'storage', 'cp', 'previews');
  }

  async create(preview: Omit<Preview, 'expires'>): Promise<{ token: string; expires: number }> {
    await mkdir(this.dir, { recursive: true });
    // Created once (`wx`): appending on every preview grew the file by a line per preview.
    await writeFile(path.join(this.dir, '..', '.gitignore'), '*\n', { flag: 'wx' }).catch(() => {});
    const token = randomBytes(24).toString('base64url');
    const expires = this.now() + PREVIEW_TTL_MS;
    const target = this.fileOf(token);
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, JSON.stringify({ ...preview, expires }), { mode: 0o600 });
    await rename(temp, target);
    void this.sweep();
    return { token, expires };
  }

  /** The preview behind a token; null when there is none or it expired. */
  async get(token: string): Promise<Preview | null> {
    if (!/^[\w-]{32}$/.test(token)) return null;
    let parsed: Preview;
    try {
      parsed = PreviewSchema.parse(JSON.parse(await readFile(this.fileOf(token), 'utf8')));
    } catch {
      return null;
    }
    return parsed.expires > this.now() ? parsed : null;
  }

  private fileOf(token: string): string {
    return path.join(this.dir, `${createHash('sha256').update(token).digest('hex')}.json`);
  }

  /** Removes expired previews, at most once a minute. */
  private async sweep(): Promise<void> {
    if (this.now() - this.lastSweep < 60_000) return;
    this.lastSweep = this.now();
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs + PREVIEW_TTL_MS < this.now()) await rm(file, { force: true });
    }
  }
}
