import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../write/atomic';
import { safeEqual, sign } from './secret';

export const SESSION_COOKIE = 'kairotone_cp_session';
/** A session ends after this long without a request (issue 26). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** `lastSeen` is written at most this often: a busy editor does not rewrite their session file on every request. */
/** Nobody else's business on a shared machine; a session lost to a crash only means signing in again (no fsync). */
const SESSION_FILE = { mode: 0o600, durable: false };
const TOUCH_EVERY_MS = 60 * 1000;
/** Expired session files are swept at most this often. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const SessionRecordSchema = z.object({
  email: z.string(),
  created: z.number(),
  lastSeen: z.number(),
  passwordFingerprint: z.string(),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

export interface Session {
  /** The raw id (from the cookie): CSRF tokens are bound to it. Never written to disk. */
  id: string;
  record: SessionRecord;
}

export interface SessionFilesOptions {
  root: string;
  secret: string;
  now?: () => number;
}

/**
 * Server-side sessions as files under `{root}/storage/cp/sessions/`, so replicas on one
 * content root share them. The cookie holds a random id and its HMAC; the file is named by a
 * hash of the id, so reading the directory gives nobody a usable cookie. A session ends when
 * its file is deleted (log out), after two idle hours, or when the user's password changed
 * (the fingerprint of the hash it was made with no longer matches).
 */
export class SessionFiles {
  readonly dir: string;
  private readonly secret: string;
  private readonly now: () => number;
  private lastSweep = 0;
  private ready: Promise<void> | undefined;

  constructor({ root, secret, now = Date.now }: SessionFilesOptions) {
    this.dir = path.join(root, 'storage', 'cp', 'sessions');
    this.secret = secret;
    this.now = now;
  }

  /** A new session (a new id: signing in never reuses one); returns it and the cookie's value. */
  async create(email: string, passwordHash: string | null): Promise<{ session: Session; cookie: string }> {
    await this.prepare();
    const id = randomBytes(32).toString('base64url');
    const at = this.now();
    const record: SessionRecord = { email, created: at, lastSeen: at, passwordFingerprint: this.fingerprint(passwordHash) };
    await writeFileAtomic(this.file(id), JSON.stringify(record), SESSION_FILE);
    this.sweepSometimes();
    return { session: { id, record }, cookie: `${id}.${sign(this.secret, `session:${id}`)}` };
  }

  /** The session a cookie names, if its signature holds, its file exists and it has not been idle too long. */
  async read(cookie: string | undefined): Promise<Session | null> {
    const id = this.idOf(cookie);
    if (!id) return null;
    this.sweepSometimes();
    const file = this.file(id);
    let record: SessionRecord;
    try {
      const parsed = SessionRecordSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!parsed.success) return null;
      record = parsed.data;
    } catch {
      return null;
    }
    const at = this.now();
    if (at - record.lastSeen >= SESSION_IDLE_MS) {
      await rm(file, { force: true });
      return null;
    }
    if (at - record.lastSeen >= TOUCH_EVERY_MS) {
      record = { ...record, lastSeen: at };
      await writeFileAtomic(file, JSON.stringify(record), SESSION_FILE);
    }
    return { id, record };
  }

  /** Whether the session was made with the user's current password (a change ends every older session). */
  matchesPassword(session: Session, passwordHash: string | null): boolean {
    return safeEqual(session.record.passwordFingerprint, this.fingerprint(passwordHash));
  }

  async destroy(id: string): Promise<void> {
    await rm(this.file(id), { force: true });
  }

  /** Ends every session of a user (the panel changed their password, disabled or removed them), but `except` (a session id). */
  async destroyForUser(email: string, except?: string): Promise<void> {
    const wanted = email.toLowerCase();
    const kept = except === undefined ? null : this.file(except);
    await this.eachFile(async (file, record) => {
      if (record?.email.toLowerCase() === wanted && file !== kept) await rm(file, { force: true });
    });
  }

  /** Binds a session to the user's new password hash: the editor who changed their own password stays signed in. */
  async rebind(session: Session, passwordHash: string | null): Promise<void> {
    const record: SessionRecord = { ...session.record, passwordFingerprint: this.fingerprint(passwordHash) };
    await writeFileAtomic(this.file(session.id), JSON.stringify(record), SESSION_FILE);
  }

  /** Deletes the files of sessions idle for too long (and any that do not parse). */
  async sweep(): Promise<void> {
    this.lastSweep = this.now();
    const at = this.lastSweep;
    await this.eachFile(async (file, record) => {
      if (!record || at - record.lastSeen >= SESSION_IDLE_MS) await rm(file, { force: true });
    });
  }

  private sweepSometimes(): void {
    if (this.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = this.now();
    // Off the request's path; a failed sweep is retried with the next one.
    void this.sweep().catch(() => undefined);
  }

  private async eachFile(visit: (file: string, record: SessionRecord | null) => Promise<void>): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (!/^[a-f0-9]{64}\.json$/.test(name)) continue;
      const file = path.join(this.dir, name);
      let record: SessionRecord | null = null;
      try {
        const parsed = SessionRecordSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
        record = parsed.success ? parsed.data : null;
      } catch {
        // Deleted meanwhile (another replica) or half-read: treated as unreadable.
      }
      await visit(file, record);
    }
  }

  /** The id of a well-signed cookie, else null. */
  private idOf(cookie: string | undefined): string | null {
    if (!cookie) return null;
    const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
    if (!match) return null;
    const [, id, signature] = match as unknown as [string, string, string];
    return safeEqual(signature, sign(this.secret, `session:${id}`)) ? id : null;
  }

  private file(id: string): string {
    return path.join(this.dir, `${createHash('sha256').update(id).digest('hex')}.json`);
  }

  /** Keyed with the secret: the fingerprint in a session file says nothing about the hash. */
  private fingerprint(passwordHash: string | null): string {
    return sign(this.secret, `password:${passwordHash ?? ''}`);
  }

  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      // Sessions are never content: keep them out of the content root's git history.
      await writeFile(path.join(this.dir, '.gitignore'), '*\n!.gitignore\n', { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }
}
