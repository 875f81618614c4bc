/**
 * Hostile requests at the people routes (users, roles, one's own account and preferences) and
 * at the history routes: traversal and NUL in ids and commits, wrong types and sizes in every
 * field, stale versions, the last super user demoted, disabled or deleted, and the limited user
 * trying to raise itself. Every one must be refused, and the user files and the roles file they
 * aim at must stay byte for byte as they were.
 */
import type { HistoryListResponse } from '../../../cp/shared/history';
import type { RoleResponse, UserResponse } from '../../../cp/shared/api';
import { EVIL_SEGMENTS, EVIL_STRINGS, REFUSED_MARKER } from './values';

export interface PeopleTargets {
  admin: { id: string; version: string; file: string };
  limited: { id: string; version: string; file: string };
  roles: { version: string | null; file: string; handle: string };
  /** An entry's history and one of its commits, to aim restores and version reads at. */
  history: { path: string; commit: string; entryFile: string };
}

export interface PeopleShape {
  method: string;
  path: string;
  body?: { json: unknown };
  label: string;
  who: 'admin' | 'limited';
  /** The file the request must leave as it is. */
  unchanged?: string;
}

const ROLES_FILE = 'resources/users/roles.yaml';

export async function findPeopleTargets(get: <T>(path: string) => Promise<T>, emails: { admin: string; limited: string }, entry: { collection: string; id: string; file: string }): Promise<PeopleTargets> {
  const user = async (email: string) => {
    const id = email.split('@')[0]!;
    const { user: found } = await get<UserResponse>(`/cp/api/users/${encodeURIComponent(id)}`);
    return { id, version: found.version, file: `users/${email}.yaml` };
  };
  const role = await get<RoleResponse>('/cp/api/roles/limited');
  const historyPath = `/cp/api/history/entries/${entry.collection}/${encodeURIComponent(entry.id)}`;
  const versions = await get<HistoryListResponse>(historyPath);
  const commit = versions.data[0]?.commit;
  if (!commit) throw new Error(`no version in ${historyPath}: the content copy is a git work tree with one commit`);
  return {
    admin: await user(emails.admin),
    limited: await user(emails.limited),
    roles: { version: role.version, file: ROLES_FILE, handle: 'limited' },
    history: { path: historyPath, commit, entryFile: entry.file },
  };
}

export function peopleShapes(t: PeopleTargets): PeopleShape[] {
  const out: PeopleShape[] = [];
  const user = (overrides: Record<string, unknown>) => ({ email: `${REFUSED_MARKER}@example.com`, name: 'Hostile', roles: [], groups: [], super: false, password: 'hostile password 1', ...overrides });
  const update = (who: PeopleTargets['admin'], overrides: Record<string, unknown>) => ({ version: who.version, name: 'Hostile', roles: [], groups: [], super: false, ...overrides });

  // New users that must not be made: emails that are paths or not emails, fields of the wrong type or size.
  for (const [label, body] of [
    ['a traversal email', user({ email: '../../resources/users/roles.yaml' })],
    ['a NUL email', user({ email: `${REFUSED_MARKER}@example.com\u0000.yaml` })],
    ['an email with a slash', user({ email: `a/${REFUSED_MARKER}@example.com` })],
    ['a 10 KB email', user({ email: `${'x'.repeat(10_240)}@example.com` })],
    ['an email object', user({ email: { $ne: null } })],
    ['an email taken', user({ email: 'hostile-limited@example.com' })],
    ['an unknown role', user({ roles: ['__proto__'] })],
    ['a traversal role', user({ roles: ['../roles'] })],
    ['roles as a string', user({ roles: 'admin' })],
    ['a password too short', user({ password: 'short' })],
    ['a 100 KB password', user({ password: 'x'.repeat(100_000) })],
    ['a name object', user({ name: { toString: 'x' } })],
    ['no email', user({ email: undefined })],
    ['extra keys', user({ password_hash: '$2y$10$abcdefghijklmnopqrstuu5Qe5Qe5Qe5Qe5Qe5Qe5Qe5Qe5Qe5Qe5' })],
  ] as const) {
    out.push({ method: 'POST', path: '/cp/api/users', body: { json: body }, label: `create a user with ${label}`, who: 'admin', unchanged: t.limited.file });
  }
  // Ids that are no user: each answered 4xx, none reaching a file.
  for (const segment of EVIL_SEGMENTS) {
    out.push({ method: 'PUT', path: `/cp/api/users/${segment}`, body: { json: update(t.limited, {}) }, label: `save user ${JSON.stringify(segment)}`, who: 'admin' });
    out.push({ method: 'DELETE', path: `/cp/api/users/${segment}`, label: `delete user ${JSON.stringify(segment)}`, who: 'admin' });
    out.push({ method: 'PUT', path: `/cp/api/roles/${segment}`, body: { json: { version: t.roles.version, title: 'Hostile', permissions: [] } }, label: `save role ${JSON.stringify(segment)}`, who: 'admin', unchanged: t.roles.file });
  }
  // Saves of a real user that must not land.
  for (const [label, body] of [
    ['a stale version', update(t.limited, { version: 'stale' })],
    ['no version', update(t.limited, { version: undefined })],
    ['a hostile name', update(t.limited, { version: 'stale', name: EVIL_STRINGS[0] })],
    ['roles of the wrong type', update(t.limited, { roles: [{ handle: 'admin' }] })],
    ['a short password', update(t.limited, { password: 'short' })],
  ] as const) {
    out.push({ method: 'PUT', path: `/cp/api/users/${t.limited.id}`, body: { json: body }, label: `save a user with ${label}`, who: 'admin', unchanged: t.limited.file });
  }
  // The last super user stays: not demoted, not disabled, not deleted.
  out.push({ method: 'PUT', path: `/cp/api/users/${t.admin.id}`, body: { json: update(t.admin, { super: false }) }, label: 'demote the last super user', who: 'admin', unchanged: t.admin.file });
  out.push({ method: 'PUT', path: `/cp/api/users/${t.admin.id}/status`, body: { json: { version: t.admin.version, disabled: true } }, label: 'disable the last super user', who: 'admin', unchanged: t.admin.file });
  out.push({ method: 'DELETE', path: `/cp/api/users/${t.admin.id}`, label: 'delete the last super user', who: 'admin', unchanged: t.admin.file });
  // Roles: handles that are paths, permissions of the wrong shape.
  for (const [label, body] of [
    ['a traversal handle', { version: t.roles.version, handle: '../users', title: 'Hostile', permissions: [] }],
    ['a __proto__ handle', { version: t.roles.version, handle: '__proto__', title: 'Hostile', permissions: [] }],
    ['a handle taken', { version: t.roles.version, handle: t.roles.handle, title: 'Hostile', permissions: [] }],
    ['a 10 KB title', { version: t.roles.version, handle: 'hostile_role', title: 'x'.repeat(10_240), permissions: [] }],
    ['permission objects', { version: t.roles.version, handle: 'hostile_role', title: 'Hostile', permissions: [{ super: true }] }],
  ] as const) {
    out.push({ method: 'POST', path: '/cp/api/roles', body: { json: body }, label: `create a role with ${label}`, who: 'admin', unchanged: t.roles.file });
  }
  // (A new role is added to the file as it is now, whatever version the form loaded: only a change of one needs the right version.)
  out.push({ method: 'PUT', path: `/cp/api/roles/${t.roles.handle}`, body: { json: { version: 'stale', title: 'Hostile', permissions: [] } }, label: 'save a role over a stale version', who: 'admin', unchanged: t.roles.file });
  // One's own password and preferences.
  for (const [label, body] of [
    ['the wrong current password', { current: 'not the password', password: 'a new password 1' }],
    ['a password object', { current: { $ne: null }, password: 'a new password 1' }],
    ['a short new password', { current: 'hostile super password', password: 'short' }],
  ] as const) {
    out.push({ method: 'PUT', path: '/cp/api/account/password', body: { json: body }, label: `change one's password with ${label}`, who: 'admin', unchanged: t.admin.file });
  }
  for (const locale of ['../../etc/passwd', 'xx', '', { en: true }, 'en\u0000']) {
    out.push({ method: 'PATCH', path: '/cp/api/preferences', body: { json: { locale } }, label: `prefer language ${JSON.stringify(locale)}`, who: 'admin', unchanged: t.admin.file });
  }
  // History: commits and paths that are options, ranges or traversals; restores that must not run.
  for (const commit of ['--output=/tmp/hostile', 'HEAD~1', 'HEAD', `${t.history.commit}:../../etc/passwd`, '$(id)', 'a'.repeat(41), `${t.history.commit.slice(0, 39)}\u0000`]) {
    out.push({ method: 'GET', path: `${t.history.path}/${encodeURIComponent(commit)}`, label: `read version ${JSON.stringify(commit)}`, who: 'admin' });
    out.push({ method: 'POST', path: `${t.history.path}/${encodeURIComponent(commit)}/restore`, body: { json: { version: 'stale' } }, label: `restore version ${JSON.stringify(commit)}`, who: 'admin', unchanged: t.history.entryFile });
  }
  out.push({ method: 'POST', path: `${t.history.path}/${t.history.commit}/restore`, body: { json: { version: 'stale' } }, label: 'restore over a stale version', who: 'admin', unchanged: t.history.entryFile });
  for (const asset of ['../../../etc/passwd', '.meta/x.yaml', '/etc/passwd', 'a\u0000b.jpg', '']) {
    out.push({ method: 'GET', path: `/cp/api/history/assets/assets?path=${encodeURIComponent(asset)}`, label: `asset history of ${JSON.stringify(asset)}`, who: 'admin' });
  }
  // The limited user raising itself or touching others.
  out.push({ method: 'GET', path: '/cp/api/users', label: 'list users', who: 'limited' });
  out.push({ method: 'POST', path: '/cp/api/users', body: { json: user({ super: true }) }, label: 'create a super user', who: 'limited' });
  out.push({ method: 'PUT', path: `/cp/api/users/${t.limited.id}`, body: { json: update(t.limited, { super: true, roles: ['limited'] }) }, label: 'make itself super', who: 'limited', unchanged: t.limited.file });
  out.push({ method: 'PUT', path: `/cp/api/users/${t.admin.id}`, body: { json: update(t.admin, { super: true, password: 'taken over password' }) }, label: "set the super user's password", who: 'limited', unchanged: t.admin.file });
  out.push({ method: 'PUT', path: `/cp/api/users/${t.admin.id}/status`, body: { json: { version: t.admin.version, disabled: true } }, label: 'disable the super user', who: 'limited', unchanged: t.admin.file });
  out.push({ method: 'DELETE', path: `/cp/api/users/${t.admin.id}`, label: 'delete the super user', who: 'limited', unchanged: t.admin.file });
  out.push({ method: 'PUT', path: `/cp/api/roles/${t.roles.handle}`, body: { json: { version: t.roles.version, title: 'limited', permissions: ['super'] } }, label: 'grant its role super', who: 'limited', unchanged: t.roles.file });
  out.push({ method: 'POST', path: `${t.history.path}/${t.history.commit}/restore`, body: { json: { version: 'stale' } }, label: 'restore a news entry', who: 'limited', unchanged: t.history.entryFile });
  return out;
}
