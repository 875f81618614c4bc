import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { writeFileAtomic } from '../write/atomic';
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

  constructor(root: string) {
    this.dir = path.join(root, 'users');
  }

  /** The user with this email (case-insensitively, as Laravel's provider finds one), or null. */
  async find(email: string): Promise<StoredUser | null> {
    const name = await this.fileName(email);
    if (!name) return null;
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

  /** Replaces a user's password (the file keeps every other key); returns the new hash. */
  async setPassword(email: string, password: string): Promise<string> {
    const name = await this.fileName(email);
    if (!name) throw new Error(`no user ${email}`);
    const file = path.join(this.dir, `${name}.yaml`);
    const doc = parseDocument(await readFile(file, 'utf8'));
    const hashed = await hashPassword(password);
    doc.delete('password');
    doc.set('password_hash', hashed);
    await writeFileAtomic(file, doc.toString(), USER_FILE);
    this.cache.delete(name);
    return hashed;
  }

  /**
   * Sets one of a user's preferences (`preferences.{key}`, where Statamic keeps them), or
   * removes it with `null` (and `preferences` once empty); the file keeps every other key.
   */
  async setPreference(email: string, key: string, value: string | null): Promise<void> {
    const name = await this.fileName(email);
    if (!name) throw new Error(`no user ${email}`);
    const file = path.join(this.dir, `${name}.yaml`);
    const doc = parseDocument(await readFile(file, 'utf8'));
    if (value === null) {
      doc.deleteIn(['preferences', key]);
      const rest = doc.getIn(['preferences']);
      if (rest && typeof rest === 'object' && 'items' in rest && Array.isArray(rest.items) && rest.items.length === 0) doc.delete('preferences');
    } else {
      doc.setIn(['preferences', key], value);
    }
    await writeFileAtomic(file, doc.toString(), USER_FILE);
    this.cache.delete(name);
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

    const doc = parseDocument(await readFile(file, 'utf8'), { uniqueKeys: true });
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
    if (rewrite) await writeFileAtomic(file, doc.toString(), USER_FILE);

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
  passwordHash: string;
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
  data.password_hash = user.passwordHash;
  // Replacing keeps the file name the user already had (its letter case).
  const file = path.join(users.dir, `${existing ?? user.email}.yaml`);
  await writeFileAtomic(file, stringify(data), USER_FILE);
  return file;
}

export class UserFileError extends Error {
  override name = 'UserFileError';
}
