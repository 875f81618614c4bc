/**
 * Statamic's permission matrix (src/Auth/CorePermissions.php) over this site's content: the
 * groups, their per-item permissions (`view {collection} entries`…) and what each implies
 * (a child needs its parent), as the role form shows them. Forms, updates, addons and
 * utilities are left out: the panel has none of them (their permissions in a role are kept).
 */
import type { ContentIndex } from '../../../api/store/types';
import type { PermissionGroup, PermissionNode, PermissionSection } from '../../../cp/shared/api';

/** A permission template and what it implies, as Statamic registers them. */
interface Template {
  name: string;
  children?: Template[];
}

const t = (name: string, ...children: Template[]): Template => ({ name, children });

const COLLECTION = t(
  'view {collection} entries',
  t(
    'edit {collection} entries',
    t('create {collection} entries'),
    t('delete {collection} entries'),
    t('publish {collection} entries'),
    t('reorder {collection} entries'),
    t('edit other authors {collection} entries', t('publish other authors {collection} entries'), t('delete other authors {collection} entries')),
  ),
);
const NAV = t('view {nav} nav', t('edit {nav} nav'));
const GLOBAL = t('edit {global} globals');
const TAXONOMY = t('view {taxonomy} terms', t('edit {taxonomy} terms', t('create {taxonomy} terms'), t('delete {taxonomy} terms')));
const CONTAINER = t('view {container} assets', t('upload {container} assets'), t('edit {container} folders'), t('edit {container} assets', t('move {container} assets'), t('rename {container} assets'), t('delete {container} assets')));
const SITE = t('access {site} site');
const USERS = [
  t('view users', t('edit users', t('create users'), t('delete users'), t('change passwords'), t('assign user groups'), t('assign roles'))),
  t('edit user groups'),
  t('edit roles'),
  t('impersonate users'),
];
const CP = ['access cp', 'configure sites', 'configure fields', 'configure form fields', 'manage preferences'].map((name) => t(name));

function node(template: Template, placeholder?: string, handle?: string): PermissionNode {
  const value = placeholder && handle ? template.name.replace(`{${placeholder}}`, handle) : template.name;
  return { value, template: template.name, children: (template.children ?? []).map((child) => node(child, placeholder, handle)) };
}

function perItem(template: Template, placeholder: string, items: { handle: string; title: string }[]): PermissionSection[] {
  return items.map((item) => ({ item: { handle: item.handle, title: item.title }, permissions: [node(template, placeholder, item.handle)] }));
}

const general = (...names: string[]): PermissionSection => ({ item: null, permissions: names.map((name) => node(t(name))) });

export function permissionMatrix(index: ContentIndex): PermissionGroup[] {
  const byTitle = <T extends { title: string }>(items: Iterable<T>) => [...items].sort((a, b) => a.title.localeCompare(b.title));
  const groups: PermissionGroup[] = [{ handle: 'cp', sections: [{ item: null, permissions: CP.map((p) => node(p)) }] }];
  // As Statamic: site permissions exist only with more than one site.
  if (index.sites.length > 1) {
    groups.push({ handle: 'sites', sections: [{ item: null, permissions: index.sites.map((site) => ({ ...node(SITE, 'site', site.handle), label: site.name })) }] });
  }
  groups.push(
    { handle: 'collections', sections: [general('configure collections'), ...perItem(COLLECTION, 'collection', byTitle(index.collections.values()))] },
    { handle: 'navigation', sections: [general('configure navs'), ...perItem(NAV, 'nav', byTitle(index.navs.values()))] },
    { handle: 'globals', sections: [general('configure globals'), ...perItem(GLOBAL, 'global', byTitle(index.globals.values()))] },
    { handle: 'taxonomies', sections: [general('configure taxonomies'), ...perItem(TAXONOMY, 'taxonomy', byTitle(index.taxonomies.values()))] },
    {
      handle: 'assets',
      sections: [general('configure asset containers'), ...perItem(CONTAINER, 'container', [...index.assets.containers.values()].map((c) => ({ handle: c.handle, title: c.handle })))],
    },
    { handle: 'users', sections: [{ item: null, permissions: USERS.map((p) => node(p)) }] },
  );
  return groups;
}

/** Every permission the matrix shows, in its order (a role's other permissions are kept as they are). */
export function matrixValues(matrix: PermissionGroup[]): Set<string> {
  const values = new Set<string>();
  const walk = (nodes: PermissionNode[]) => {
    for (const n of nodes) {
      values.add(n.value);
      walk(n.children);
    }
  };
  for (const group of matrix) for (const section of group.sections) walk(section.permissions);
  return values;
}
