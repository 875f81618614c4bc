import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** `resources/users/roles.yaml`: `handle: {title, permissions: [...]}` (Statamic's file roles). */
const RolesFileSchema = z.record(z.string(), z.object({ title: z.string().optional(), permissions: z.array(z.string()).default([]) }).loose());

/** `resources/users/groups.yaml`: `handle: {title, roles: [...]}` (Statamic's file user groups). */
const GroupsFileSchema = z.record(z.string(), z.object({ title: z.string().optional(), roles: z.array(z.string()).default([]) }).loose());

export interface RolesAndGroups {
  /** Role handle → its permissions. */
  roles: Map<string, string[]>;
  /** Group handle → its roles. */
  groups: Map<string, string[]>;
}

/** The permissions a user holds through its roles and its groups' roles (Statamic's `User::permissions()`). */
export function permissionsOf(user: { roles: string[]; groups: string[] }, { roles, groups }: RolesAndGroups): string[] {
  const handles = new Set(user.roles);
  for (const group of user.groups) for (const role of groups.get(group) ?? []) handles.add(role);
  const permissions = new Set<string>();
  for (const handle of handles) for (const permission of roles.get(handle) ?? []) permissions.add(permission);
  return [...permissions];
}

/**
 * Reads the roles and groups of a content root, again whenever a file's modification time
 * changes (hand edits count without a restart). A missing file holds none; a file that does
 * not parse is reported once and holds none (nobody gains a permission from a broken file).
 */
export class RoleFiles {
  private readonly rolesFile: string;
  private readonly groupsFile: string;
  private cached: { key: string; value: RolesAndGroups } | undefined;

  constructor(
    root: string,
    private readonly warn: (message: string) => void = console.warn,
  ) {
    this.rolesFile = path.join(root, 'resources', 'users', 'roles.yaml');
    this.groupsFile = path.join(root, 'resources', 'users', 'groups.yaml');
  }

  async read(): Promise<RolesAndGroups> {
    const key = `${await version(this.rolesFile)}|${await version(this.groupsFile)}`;
    if (this.cached?.key === key) return this.cached.value;
    const roles = await this.readFile(this.rolesFile, RolesFileSchema);
    const groups = await this.readFile(this.groupsFile, GroupsFileSchema);
    const value: RolesAndGroups = {
      roles: new Map(Object.entries(roles).map(([handle, role]) => [handle, role.permissions])),
      groups: new Map(Object.entries(groups).map(([handle, group]) => [handle, group.roles])),
    };
    this.cached = { key, value };
    return value;
  }

  private async readFile<T extends z.ZodType>(file: string, schema: T): Promise<z.infer<T> | Record<string, never>> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return {};
    }
    try {
      const result = schema.safeParse(parseYaml(text) ?? {});
      if (result.success) return result.data;
      this.warn(`${file}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    } catch (error) {
      this.warn(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return {};
  }
}

async function version(file: string): Promise<string> {
  try {
    const info = await stat(file);
    return `${info.mtimeMs}:${info.size}`;
  } catch {
    return 'none';
  }
}
