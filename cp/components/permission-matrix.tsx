/**
 * Statamic's permission matrix as grouped checkboxes: a fieldset per group (Collections…),
 * one per item (a collection, a container…), each permission under the one it needs
 * (`publish` under `edit` under `view`). Checking one checks what it needs; unchecking one
 * unchecks what needs it, so a role never holds a permission without its parent.
 */
import { useT, type MessageId } from '../i18n/i18n';
import type { PermissionGroup, PermissionGroupHandle, PermissionNode } from '../shared/api';

const GROUPS: Record<PermissionGroupHandle, MessageId> = {
  cp: 'users.groupCp',
  sites: 'users.groupSites',
  collections: 'users.groupCollections',
  navigation: 'users.groupNavigation',
  globals: 'users.groupGlobals',
  taxonomies: 'users.groupTaxonomies',
  assets: 'users.groupAssets',
  users: 'users.groupUsers',
};

/** Statamic's permission templates (src/Auth/CorePermissions.php) and the words the panel shows for each. */
const LABELS: Record<string, MessageId> = {
  'access cp': 'users.permAccessCp',
  'configure sites': 'users.permConfigureSites',
  'configure fields': 'users.permConfigureFields',
  'configure form fields': 'users.permConfigureFormFields',
  'manage preferences': 'users.permManagePreferences',
  'access {site} site': 'users.permAccessSite',
  'configure collections': 'users.permConfigureCollections',
  'view {collection} entries': 'users.permViewEntries',
  'edit {collection} entries': 'users.permEditEntries',
  'create {collection} entries': 'users.permCreateEntries',
  'delete {collection} entries': 'users.permDeleteEntries',
  'publish {collection} entries': 'users.permPublishEntries',
  'reorder {collection} entries': 'users.permReorderEntries',
  'edit other authors {collection} entries': 'users.permEditOtherEntries',
  'publish other authors {collection} entries': 'users.permPublishOtherEntries',
  'delete other authors {collection} entries': 'users.permDeleteOtherEntries',
  'configure navs': 'users.permConfigureNavs',
  'view {nav} nav': 'users.permViewNav',
  'edit {nav} nav': 'users.permEditNav',
  'configure globals': 'users.permConfigureGlobals',
  'edit {global} globals': 'users.permEditGlobals',
  'configure taxonomies': 'users.permConfigureTaxonomies',
  'view {taxonomy} terms': 'users.permViewTerms',
  'edit {taxonomy} terms': 'users.permEditTerms',
  'create {taxonomy} terms': 'users.permCreateTerms',
  'delete {taxonomy} terms': 'users.permDeleteTerms',
  'configure asset containers': 'users.permConfigureContainers',
  'view {container} assets': 'users.permViewAssets',
  'upload {container} assets': 'users.permUploadAssets',
  'edit {container} folders': 'users.permEditFolders',
  'edit {container} assets': 'users.permEditAssets',
  'move {container} assets': 'users.permMoveAssets',
  'rename {container} assets': 'users.permRenameAssets',
  'delete {container} assets': 'users.permDeleteAssets',
  'view users': 'users.permViewUsers',
  'edit users': 'users.permEditUsers',
  'create users': 'users.permCreateUsers',
  'delete users': 'users.permDeleteUsers',
  'change passwords': 'users.permChangePasswords',
  'assign user groups': 'users.permAssignGroups',
  'assign roles': 'users.permAssignRoles',
  'edit user groups': 'users.permEditGroups',
  'edit roles': 'users.permEditRoles',
  'impersonate users': 'users.permImpersonate',
};

/** Each permission's parent (what it needs) and children, for checking and unchecking together. */
function relations(matrix: PermissionGroup[]) {
  const parent = new Map<string, string>();
  const children = new Map<string, string[]>();
  const walk = (nodes: PermissionNode[], above?: string) => {
    for (const node of nodes) {
      if (above) parent.set(node.value, above);
      children.set(node.value, node.children.map((c) => c.value));
      walk(node.children, node.value);
    }
  };
  for (const group of matrix) for (const section of group.sections) walk(section.permissions);
  return { parent, children };
}

export function togglePermission(matrix: PermissionGroup[], chosen: string[], value: string, on: boolean): string[] {
  const { parent, children } = relations(matrix);
  const next = new Set(chosen);
  if (on) {
    for (let v: string | undefined = value; v; v = parent.get(v)) next.add(v);
  } else {
    const drop = (v: string) => {
      next.delete(v);
      for (const child of children.get(v) ?? []) drop(child);
    };
    drop(value);
  }
  return [...next];
}

export interface PermissionMatrixProps {
  matrix: PermissionGroup[];
  chosen: string[];
  onChange(chosen: string[]): void;
}

export function PermissionMatrix({ matrix, chosen, onChange }: PermissionMatrixProps) {
  const t = useT();
  const label = (node: PermissionNode) => (LABELS[node.template] ? t(LABELS[node.template]!, { name: node.label ?? '' }) : node.value);
  const list = (nodes: PermissionNode[]) => (
    <ul className="cp-permissions">
      {nodes.map((node) => (
        <li key={node.value}>
          <label className="cp-choice">
            <input type="checkbox" checked={chosen.includes(node.value)} onChange={(e) => onChange(togglePermission(matrix, chosen, node.value, e.target.checked))} />
            {label(node)}
          </label>
          {node.children.length > 0 && list(node.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="cp-permission-groups">
      {matrix.map((group) => (
        <fieldset key={group.handle} className="cp-card cp-permission-group">
          <legend className="cp-permission-legend">{t(GROUPS[group.handle])}</legend>
          <div className="cp-permission-sections">
            {group.sections.map((section) =>
              section.item ? (
                <fieldset key={section.item.handle} className="cp-permission-section">
                  <legend className="cp-label">{section.item.title}</legend>
                  {list(section.permissions)}
                </fieldset>
              ) : (
                <div key="general" className="cp-permission-section">
                  {list(section.permissions)}
                </div>
              ),
            )}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
