/**
 * What a permission a user holds implies, as Statamic's policies read them (src/Policies/*):
 * one rule for the server's checks and the panel's side navigation.
 *   - `configure collections`, `configure taxonomies`, `configure navs`, `configure globals` and
 *     `configure asset containers` hold every permission on those items (the policies' `before`);
 *   - editing holds viewing: `edit {c} entries` views them (EntryPolicy::view), as do
 *     `edit {t} terms` and `edit {nav} nav`.
 * Site permissions (`access {site} site`) are not decided here: they are the user's sites.
 */

/** Who holds what: `super`, and the permissions roles and groups grant (Statamic's spelling). */
export interface Holder {
  super: boolean;
  permissions: readonly string[];
}

/** Permissions that hold `permission` besides itself. */
function holdersOf(permission: string): string[] {
  let m: RegExpExecArray | null;
  if ((m = /^(view|edit|create|delete|publish|reorder|edit other authors) (\S+) entries$/.exec(permission))) {
    return ['configure collections', ...(m[1] === 'view' ? [`edit ${m[2]} entries`] : [])];
  }
  if ((m = /^(view|edit|create|delete|publish) (\S+) terms$/.exec(permission))) {
    return ['configure taxonomies', ...(m[1] === 'view' ? [`edit ${m[2]} terms`] : [])];
  }
  if ((m = /^(view|edit) (\S+) nav$/.exec(permission))) return ['configure navs', ...(m[1] === 'view' ? [`edit ${m[2]} nav`] : [])];
  if (/^edit \S+ globals$/.test(permission)) return ['configure globals'];
  if (/^(view|upload|edit|move|rename|delete) \S+ assets$/.test(permission)) return ['configure asset containers'];
  return [];
}

/** Whether the user holds the permission, itself or through one that implies it. */
export function holds(user: Holder, permission: string): boolean {
  if (user.super) return true;
  return user.permissions.includes(permission) || holdersOf(permission).some((p) => user.permissions.includes(p));
}

/** The panel's sections a user may open: each shown in the side navigation only then. */
export interface Sections {
  collections: boolean;
  navigation: boolean;
  taxonomies: boolean;
  globals: boolean;
  assets: boolean;
  users: boolean;
  roles: boolean;
}

const some = (user: Holder, pattern: RegExp, configure: string): boolean => user.super || user.permissions.includes(configure) || user.permissions.some((p) => pattern.test(p));

export function sectionsOf(user: Holder): Sections {
  return {
    collections: some(user, /^(view|edit|create) \S+ entries$/, 'configure collections'),
    navigation: some(user, /^(view|edit) \S+ nav$/, 'configure navs'),
    taxonomies: some(user, /^(view|edit|create) \S+ terms$/, 'configure taxonomies'),
    globals: some(user, /^edit \S+ globals$/, 'configure globals'),
    assets: some(user, /^view \S+ assets$/, 'configure asset containers'),
    users: holds(user, 'view users'),
    roles: holds(user, 'edit roles'),
  };
}
