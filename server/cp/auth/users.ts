import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMap, parseDocument, stringify, type Document } from 'yaml';
import { removeFile, writeFileAtomic } from '../write/atomic';
import { versionOf } from '../write/writer';
import { hashPassword } from './passwords';

/** A user as Statamic keeps one in `users/{email}.yaml`. */
export interface StoredUser {
  id: string;
  /** The file name without `.yaml`, as written (Statamic's key for the user). */
  email: string;
  name: string;
  super: boolean;
  roles: string[];
  groups: string[];
  passwordHash: string | null;
  preferences: Record<string, unknown>;
  /**
   * Disabled in the panel (`disabled: true`, a key Statamic keeps as user data and ignores):
   * cannot sign in, and open sessions end (decision 027).
   */
  disabled: boolean;
  /** A hash of the file's bytes: an edit made on an older read is refused (UserVersionError). */
  version: string;
}

/** What the panel's users screen changes in a user file (Statamic's keys; `disabled` is the panel's). */
export interface UserChanges {
  name?: string;
  super?: boolean;
  roles?: string[];
  groups?: string[];
  disabled?: boolean;
}

// An email that is also a safe file name: no path separators, no leading dot, nothing but
// what addresses use; the domain has at least one dot.
/** Users' files hold password hashes: only the server's user may read them. */
const USER_FILE = { mode: 0o600 };
const EMAIL = /^[A-Za-z0-9!#$%&'*+=?^_`{|}~-][A-Za-z0-9.!#$%&'*+=?^_`{|}~-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether an email can name a user file (and is an address): anything else is never read or written. */
export function isSafeEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email) && !email.includes('..');
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * Statamic's file users under `{root}/users/`. Each lookup checks the file's modification
 * time, so `make:user` or a hand edit counts at once. A file without an `id` gets one written
 * back, and a plain `password:` is replaced by its `password_hash`, as Statamic's stache does.
 */
export class UserFiles {
  readonly dir: string;
  private cache = new Map<string, { mtimeMs: number; size: number; user: StoredUser }>();
  /** One load per file at a time: two requests must not write two different ids. */
  private loading = new Map<string, Promise<StoredUser | null>>();
  /** One change per file at a time: two saves must not each rewrite the file from the same old text. */
  private writing = new Map<string, Promise<unknown>>();

  constructor(root: string) {
    this.dir = path.join(root, 'users');
  }

  /** The user with this email (case-insensitively, as Laravel's provider finds one), or null. */
  async find(email: string): Promise<StoredUser | null> {
    const name = await this.fileName(email);
    return name ? this.byName(name) : null;
  }

  private byName(name: string): Promise<StoredUser | null> {
    let pending = this.loading.get(name);
    if (!pending) {
      pending = this.load(name).finally(() => this.loading.delete(name));
      this.loading.set(name, pending);
    }
    return pending;
  }

  /** Whether any user file exists (the panel's first-run hint). */
  async any(): Promise<boolean> {
    return (await this.names()).length > 0;
  }

  /** Every user, by file name; files that do not parse are left out. */
  async all(): Promise<StoredUser[]> {
    const users = await Promise.all((await this.names()).sort().map((name) => this.byName(name)));
    return users.filter((user): user is StoredUser => user !== null);
  }

  /** The user with this id (Statamic's key in the panel's URLs), or null. */
  async findById(id: string): Promise<StoredUser | null> {
    return (await this.all()).find((user) => user.id === id) ?? null;
  }

  /** Replaces a user's password (the file keeps every other key); returns the new hash. */
  async setPassword(email: string, password: string): Promise<string> {
    const hashed = await hashPassword(password);
    await this.mutate(email, (doc) => {
      doc.delete('password');
      doc.set('password_hash', hashed);
    });
    return hashed;
  }

  /**
   * Sets one of a user's preferences (`preferences.{key}`, where Statamic keeps them), or
   * removes it with `null` (and `preferences` once empty); the file keeps every other key.
   */
  async setPreference(email: string, key: string, value: string | null): Promise<void> {
    await this.mutate(email, (doc) => {
      if (value === null) {
        doc.deleteIn(['preferences', key]);
        if (isEmptyMap(doc.get('preferences'))) doc.delete('preferences');
      } else {
        doc.setIn(['preferences', key], value);
      }
    });
  }

  /**
   * Changes Statamic's keys of a user, keeping every other key and the file's order; an empty
   * list or `false` removes its key, as Statamic writes them. Refused with UserVersionError
   * when the file is no longer the version `expected` (someone saved it meanwhile).
   */
  async update(email: string, changes: UserChanges, expected?: string): Promise<void> {
    await this.mutate(email, (doc, version) => {
      if (expected !== undefined && expected !== version) throw new UserVersionError(email);
      if (changes.name !== undefined) doc.set('name', changes.name);
      for (const key of ['super', 'disabled'] as const) {
        if (changes[key] === true) doc.set(key, true);
        else if (changes[key] === false) doc.delete(key);
      }
      for (const key of ['roles', 'groups'] as const) {
        const list = changes[key];
        if (list && list.length > 0) doc.set(key, doc.createNode(list));
        else if (list) doc.delete(key);
      }
    });
  }

  /** Deletes a user's file (their sessions end at their next request: the user is gone). */
  async remove(email: string): Promise<void> {
    const name = await this.fileName(email);
    if (!name) throw new UserFileError(`no user ${email}`);
    await this.locked(name, async () => {
      await removeFile(path.join(this.dir, `${name}.yaml`));
      this.cache.delete(name);
    });
  }

  /** Reads, changes and atomically rewrites one user file, one change per file at a time. */
  private async mutate(email: string, change: (doc: Document, version: string) => void): Promise<void> {
    const name = await this.fileName(email);
    if (!name) throw new UserFileError(`no user ${email}`);
    const file = path.join(this.dir, `${name}.yaml`);
    await this.locked(name, async () => {
      const text = await readFile(file, 'utf8');
      const doc = parseDocument(text);
      change(doc, versionOf(text));
      await writeFileAtomic(file, doc.toString(), USER_FILE);
      this.cache.delete(name);
    });
  }

  private locked<T>(name: string, task: () => Promise<T>): Promise<T> {
    const run = (this.writing.get(name) ?? Promise.resolve()).then(task);
    const settled = run.catch(() => undefined);
    this.writing.set(name, settled);
    void settled.then(() => {
      if (this.writing.get(name) === settled) this.writing.delete(name);
    });
    return run;
  }

  /** User file names (emails) as they are on disk, unsafe ones left out. */
  private async names(): Promise<string[]> {
    let files: string[];
    try {
      files = await readdir(this.dir);
    } catch {
      return [];
    }
    return files.filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).filter(isSafeEmail);
  }

  /** The file name (the email as written on disk) of this user, or null. */
  async fileName(email: string): Promise<string | null> {
    if (!isSafeEmail(email)) return null;
    const wanted = email.toLowerCase();
    return (await this.names()).find((name) => name.toLowerCase() === wanted) ?? null;
  }

  private async load(name: string): Promise<StoredUser | null> {
    const file = path.join(this.dir, `${name}.yaml`);
    let info;
    try {
      info = await stat(file);
    } catch {
      this.cache.delete(name);
      return null;
    }
    const cached = this.cache.get(name);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.user;

    const text = await readFile(file, 'utf8');
    const doc = parseDocument(text, { uniqueKeys: true });
    const data: unknown = doc.errors.length === 0 ? doc.toJS() : null;
    // A file that does not parse is no user (and never a crash); a hand edit fixes it.
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    const record = data as Record<string, unknown>;

    let rewrite = false;
    let id = typeof record.id === 'string' && record.id.trim() !== '' ? record.id : null;
    if (id === null) {
      id = randomUUID();
      doc.set('id', id);
      rewrite = true;
    }
    let passwordHash = typeof record.password_hash === 'string' ? record.password_hash : null;
    if (typeof record.password === 'string' && record.password !== '') {
      passwordHash = await hashPassword(record.password);
      doc.delete('password');
      doc.set('password_hash', passwordHash);
      rewrite = true;
    }
    const written = rewrite ? doc.toString() : text;
    if (rewrite) await writeFileAtomic(file, written, USER_FILE);

    const preferences = record.preferences && typeof record.preferences === 'object' && !Array.isArray(record.preferences) ? (record.preferences as Record<string, unknown>) : {};
    const user: StoredUser = {
      id,
      email: name,
      name: typeof record.name === 'string' ? record.name : name,
      super: record.super === true,
      roles: strings(record.roles),
      groups: strings(record.groups),
      passwordHash,
      preferences,
      disabled: record.disabled === true,
      version: versionOf(written),
    };
    const after = rewrite ? await stat(file) : info;
    this.cache.set(name, { mtimeMs: after.mtimeMs, size: after.size, user });
    return user;
  }
}

/** What `make:user` writes: Statamic's keys, in the order Statamic writes them. */
export interface NewUser {
  email: string;
  name?: string;
  super: boolean;
  roles: string[];
  groups: string[];
  /** Null: no password yet (nobody can sign in as them until one is set). */
  passwordHash: string | null;
}

/**
 * Writes `users/{email}.yaml` with a new UUID; refuses an unsafe email, and an existing user
 * (any letter case) unless `force`. Returns the file written.
 */
export async function writeNewUser(root: string, user: NewUser, { force = false } = {}): Promise<string> {
  if (!isSafeEmail(user.email)) throw new UserFileError(`"${user.email}" is not an email address that can name a user file`);
  const users = new UserFiles(root);
  const existing = await users.fileName(user.email);
  if (existing && !force) throw new UserFileError(`a user ${existing} exists already (use --force to replace it)`);
  await mkdir(users.dir, { recursive: true });
  const data: Record<string, unknown> = { id: randomUUID() };
  if (user.name) data.name = user.name;
  if (user.super) data.super = true;
  if (user.roles.length > 0) data.roles = user.roles;
  if (user.groups.length > 0) data.groups = user.groups;
  if (user.passwordHash) data.password_hash = user.passwordHash;
  // Replacing keeps the file name the user already had (its letter case).
  const file = path.join(users.dir, `${existing ?? user.email}.yaml`);
  await writeFileAtomic(file, stringify(data), USER_FILE);
  return file;
}

export class UserFileError extends Error {
  override name = 'UserFileError';
}

/** The user file changed since the editor loaded it: nothing was written. */
export class UserVersionError extends Error {
  override name = 'UserVersionError';
  constructor(email: string) {
    super(`${email} changed since it was loaded`);
  }
}

function isEmptyMap(node: unknown): boolean {
  return isMap(node) && node.items.length === 0;
}
