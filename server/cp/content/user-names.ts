/**
 * Names of the people who saved items (`updated_by` holds a user id). Users are another
 * module's (server/cp/auth/): this reads only the `id` and `name` of `users/*.yaml`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

export type UserNames = Map<string, string>;

export async function readUserNames(root: string): Promise<UserNames> {
  const names: UserNames = new Map();
  let files: string[];
  try {
    files = await readdir(path.join(root, 'users'));
  } catch {
    return names;
  }
  for (const file of files) {
    if (!file.endsWith('.yaml')) continue;
    try {
      const data: unknown = parse(await readFile(path.join(root, 'users', file), 'utf8'));
      if (typeof data !== 'object' || data === null) continue;
      const { id, name } = data as Record<string, unknown>;
      if (typeof id === 'string' || typeof id === 'number') names.set(String(id), typeof name === 'string' && name !== '' ? name : file.replace(/\.yaml$/, ''));
    } catch {
      // A user file that does not parse names nobody; the auth module reports it.
    }
  }
  return names;
}

/** `updated_by` as the list and the form show it; an id with no user file is shown by its id. */
export function updatedBy(value: unknown, names: UserNames): { id: string; name: string } | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const id = String(value);
  return { id, name: names.get(id) ?? id };
}

/** `updated_at` (Unix seconds) as an ISO time, else the fallback (ms). */
export function updatedAt(value: unknown, fallbackMs: number | null): string | null {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
  if (seconds !== null) return new Date(seconds * 1000).toISOString();
  return fallbackMs !== null && fallbackMs > 0 ? new Date(fallbackMs).toISOString() : null;
}
