/**
 * `resources/users/roles.yaml` (Statamic's file roles: `handle: {title, permissions}`) and
 * `groups.yaml`, read and written through the one write path: versioned (409 on a stale
 * form), atomic, committed, every other key and role kept.
 */
import type { CpUser } from '../auth/types';
import type { ContentWriter, WriteResult } from '../write/types';
import { defineKey } from '../write/yaml-emit';

export const ROLES_FILE = 'resources/users/roles.yaml';
export const GROUPS_FILE = 'resources/users/groups.yaml';

/** Statamic's handles: lowercase snake case; `create` would shadow /cp/roles/create. */
export const ROLE_HANDLE = /^(?!create$)[a-z][a-z0-9_]{0,63}$/;

export interface RoleRecord {
  handle: string;
  title: string;
  permissions: string[];
}

export interface RolesFile {
  /** null: there is no roles file yet. */
  version: string | null;
  data: Record<string, unknown>;
  roles: RoleRecord[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function records(data: Record<string, unknown>, listKey: 'permissions' | 'roles'): { handle: string; title: string; list: string[] }[] {
  return Object.entries(data)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([handle, value]) => ({ handle, title: typeof value.title === 'string' ? value.title : handle, list: strings(value[listKey]) }));
}

export async function readRoles(writer: ContentWriter): Promise<RolesFile> {
  const file = await writer.read(ROLES_FILE);
  const data = file?.data ?? {};
  return { version: file?.version ?? null, data, roles: records(data, 'permissions').map(({ handle, title, list }) => ({ handle, title, permissions: list })) };
}

export async function readGroups(writer: ContentWriter): Promise<{ handle: string; title: string }[]> {
  const file = await writer.read(GROUPS_FILE);
  return records(file?.data ?? {}, 'roles').map(({ handle, title }) => ({ handle, title }));
}

/**
 * Writes one role (or removes it with `null`), keeping the role's other keys and every other
 * role; `version` is the roles file's version the editor loaded.
 */
export async function writeRole(writer: ContentWriter, file: RolesFile, handle: string, role: { title: string; permissions: string[] } | null, user: CpUser): Promise<WriteResult> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(file.data)) if (key !== handle || role) defineKey(data, key, value);
  if (role) {
    const old = isRecord(file.data[handle]) ? file.data[handle] : {};
    defineKey(data, handle, { ...old, title: role.title, permissions: role.permissions });
  }
  const verb = role === null ? 'deleted' : file.roles.some((r) => r.handle === handle) ? 'saved' : 'created';
  return writer.write({
    file: ROLES_FILE,
    data,
    expected: file.version,
    author: { name: user.name, email: user.email },
    message: `Role ${verb}: ${role?.title ?? handle} (${handle})`,
  });
}
