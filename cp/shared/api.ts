/**
 * The control panel's JSON API under /cp/api: what the browser sends and gets. Shared by the
 * server's routes (server/cp/) and the panel (cp/): types only, no code. Every route checks
 * the session and the permission itself (401 without a session, 403 without the permission);
 * every request that changes something carries the site's own `Origin` and the session's CSRF
 * token in `X-CSRF-Token`. Errors are `ApiError` bodies with a 4xx status.
 */
import type { CpLocale } from './locales';
import type { FieldErrors, FormSchema, Values } from './schema';

/** The `X-CSRF-Token` request header every POST, PUT, PATCH and DELETE must carry. */
export const CSRF_HEADER = 'X-CSRF-Token';

export interface ApiError {
  message: string;
  /** 422: messages per field path. */
  errors?: FieldErrors;
}

// ── Session ────────────────────────────────────────────────────────────────────────────────
export interface CpSite {
  handle: string;
  name: string;
  /** BCP 47 language of the site (`ja` for `jp`). */
  lang: string;
  /** The site's URL prefix (`/`, `/de/`). */
  url: string;
}

export interface CpUser {
  /** Statamic's user id (a UUID kept in the user's file). */
  id: string;
  email: string;
  name: string;
  super: boolean;
  /** Every permission the user holds through roles and groups (`super` users: `['super']`). */
  permissions: string[];
  /** Sites the user may work on (`access {site} site`; all for super users and single-site projects). */
  sites: string[];
  /** The user's own preferences (Statamic keeps them in the user file), e.g. `locale`. */
  preferences: Record<string, unknown>;
}

/** GET /cp/api/session: who is signed in (null: nobody) and the CSRF token for the next request. */
export interface SessionResponse {
  user: CpUser | null;
  csrf: string;
  sites: CpSite[];
  /** The site's name for the panel's top bar (e.g. `Kairotone`). */
  siteName?: string;
  /** Development only, no users exist yet: the panel says how to make the first one. */
  setupHint?: string;
}

/** POST /cp/api/logout → 204: the session ends (its cookie is cleared). */

/** PATCH /cp/api/preferences → SessionResponse: the editor's panel language (`preferences.locale` in their user file), null to follow the browser. */
export interface PreferencesRequest {
  locale: CpLocale | null;
}

/** POST /cp/api/login → SessionResponse (200), 422 one message for any wrong credentials, 429 with Retry-After. */
export interface LoginRequest {
  email: string;
  password: string;
}

// ── Collections and entries ─────────────────────────────────────────────────────────────────
export type EntryStatus = 'published' | 'draft' | 'scheduled' | 'expired';

export interface CollectionSummary {
  handle: string;
  title: string;
  sites: string[];
  dated: boolean;
  /** Entries are ordered by a tree (pages). */
  structured: boolean;
  /** Whether the user may create entries here (`create {collection} entries`). */
  canCreate: boolean;
  /** Its entries have pages of their own (the collection has a route): they can be previewed. */
  hasPages: boolean;
  /** Entries per site the user may see. */
  counts: Record<string, number>;
}

/** GET /cp/api/collections */
export interface CollectionsResponse {
  data: CollectionSummary[];
}

/** GET /cp/api/collections/{c}/entries?site=&search=&status=&sort=&order=&page=&perPage= */
export interface EntryListQuery {
  site: string;
  search?: string;
  status?: EntryStatus;
  sort?: 'title' | 'slug' | 'date' | 'status' | 'updated_at';
  order?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

export interface EntryRow {
  id: string;
  title: string;
  slug: string | null;
  status: EntryStatus;
  /** ISO date (dated collections), else null. */
  date: string | null;
  /** Public URL, null when the entry has none (no route, or a draft). */
  url: string | null;
  site: string;
  updatedBy: { id: string; name: string } | null;
  /** ISO time of the last save (`updated_at`, else the file's modification time). */
  updatedAt: string | null;
  /** This entry is a localization (it has an origin). */
  localized: boolean;
}

export interface EntryListResponse {
  collection: CollectionSummary;
  data: EntryRow[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
}

/** One site's version of an item: exists or not, and where to edit it. */
export interface Localization {
  site: string;
  /** The localization's id, null when the site has none yet (it can be created from the origin). */
  id: string | null;
  status: EntryStatus | null;
  /** This one is the root origin of the others. */
  origin: boolean;
}

/**
 * GET /cp/api/collections/{c}/entries/{id}: what the form needs. `values` holds the item's
 * own values (pre-processed per fieldtype); for a localization, `localized` names the keys
 * its file overrides and `originValues` the values it inherits (the origin chain merged).
 */
export interface EntryDocument {
  kind: 'entry';
  id: string;
  collection: string;
  site: string;
  blueprint: FormSchema;
  values: Values;
  /** Localizations only: the field handles the file overrides; every other field shows `originValues`. */
  localized: string[] | null;
  originValues: Values | null;
  originId: string | null;
  /** The version the form was loaded at: send it back with a save (409 when the file changed since). */
  version: string;
  meta: {
    slug: string | null;
    /** YYYY-MM-DD (or with time where the blueprint's date field has time_enabled), dated collections only. */
    date: string | null;
    published: boolean;
    status: EntryStatus;
    url: string | null;
    updatedBy: { id: string; name: string } | null;
    updatedAt: string | null;
  };
  localizations: Localization[];
  can: { edit: boolean; publish: boolean; delete: boolean };
}

/**
 * PUT /cp/api/collections/{c}/entries/{id} → EntryDocument (200); 409 `ConflictError`;
 * 422 `ApiError` with `errors`; 403 e.g. publishing without `publish {collection} entries`.
 */
export interface EntrySaveRequest {
  version: string;
  values: Values;
  /** Localizations: the handles to write (overrides); every other field follows the origin. */
  localized?: string[];
  slug?: string;
  date?: string;
  published: boolean;
  /** Overwrite a file that changed since `version` (the editor chose to, after seeing the difference). */
  force?: boolean;
}

/**
 * GET /cp/api/collections/{c}/blueprint?site= : the form of a new entry (the create screen):
 * the collection's default blueprint and each field's empty value (its fieldtype's `empty`).
 */
export interface BlueprintResponse {
  blueprint: FormSchema;
  values: Values;
}

/** POST /cp/api/collections/{c}/entries → EntryDocument (201). With `origin`, a localization of that entry in `site`. */
export interface EntryCreateRequest {
  site: string;
  values: Values;
  slug?: string;
  date?: string;
  published: boolean;
  origin?: string;
  localized?: string[];
}

/** 409: the file changed since the editor loaded it. Nothing was written. */
export interface ConflictError extends ApiError {
  conflict: {
    /** Who saved last (`updated_by`, else the last commit's author), when known. */
    updatedBy: { id: string | null; name: string } | null;
    updatedAt: string | null;
    /** The file's version now: send it with `force` to overwrite. */
    version: string;
    /** Field by field: what the form holds and what the file holds now. */
    changes: { field: string; label: string; yours: unknown; theirs: unknown }[];
  };
}

// ── Globals ─────────────────────────────────────────────────────────────────────────────────
export interface GlobalSummary {
  handle: string;
  title: string;
  sites: string[];
}

/** GET /cp/api/globals */
export interface GlobalsResponse {
  data: GlobalSummary[];
}

/** GET /cp/api/globals/{handle}?site= : as an entry's document, without slug, date or status. */
export interface GlobalDocument {
  kind: 'global';
  handle: string;
  title: string;
  site: string;
  blueprint: FormSchema;
  values: Values;
  localized: string[] | null;
  originValues: Values | null;
  /** The site this one falls back to (`origin:` in the site's file), null for the origin itself. */
  originSite: string | null;
  version: string;
  meta: { updatedBy: { id: string; name: string } | null; updatedAt: string | null };
  sites: string[];
  can: { edit: boolean };
}

/** PUT /cp/api/globals/{handle}?site= → GlobalDocument; 409 / 422 as for entries. */
export interface GlobalSaveRequest {
  version: string;
  values: Values;
  localized?: string[];
  force?: boolean;
}

// ── Taxonomies and terms ─────────────────────────────────────────────────────────────────────
/** GET /cp/api/taxonomies: the taxonomies whose terms the user may view. */
export interface TaxonomySummary {
  handle: string;
  title: string;
  sites: string[];
  terms: number;
  can: { create: boolean };
}

export interface TaxonomiesResponse {
  data: TaxonomySummary[];
}

/** A term in a list: its file's slug (its id in the taxonomy), its title in the site, how many entries name it. */
export interface TermSummary {
  slug: string;
  title: string;
  /** The site has its own values (the default site always has). */
  localized: boolean;
  entries: number;
}

/** GET /cp/api/taxonomies/{taxonomy}/terms?site=&q= */
export interface TermsResponse {
  taxonomy: TaxonomySummary;
  site: string;
  data: TermSummary[];
}

/** GET /cp/api/taxonomies/{taxonomy}/terms/{slug}?site= — a term in one site, as globals: the default site is the origin. */
export interface TermDocument {
  kind: 'term';
  taxonomy: string;
  taxonomyTitle: string;
  slug: string;
  site: string;
  blueprint: FormSchema;
  values: Values;
  localized: string[] | null;
  originValues: Values | null;
  originSite: string | null;
  version: string;
  meta: { updatedBy: { id: string; name: string } | null; updatedAt: string | null; entries: number };
  sites: string[];
  can: { edit: boolean; delete: boolean };
}

/** PUT /cp/api/taxonomies/{taxonomy}/terms/{slug}?site= → TermDocument; 409 / 422 as for entries. */
export interface TermSaveRequest {
  version: string;
  values: Values;
  localized?: string[];
  force?: boolean;
}

/** POST /cp/api/taxonomies/{taxonomy}/terms → 201 TermDocument (in the taxonomy's default site). */
export interface TermCreateRequest {
  values: Values;
  slug?: string;
}

// ── Pickers (entries, terms and assets fields) ──────────────────────────────────────────────
/**
 * GET /cp/api/search/entries?collections=a,b&site=&q= and GET /cp/api/search/terms?taxonomies=a&site=&q=;
 * with `ids=x,y` instead of `q`, those items (a field's stored ids) titled in the site, in that order.
 */
export interface PickerItem {
  /** What the field stores: an entry id, a term's `taxonomy::slug` (or slug, as the field stores it), an asset's `container::path`. */
  id: string;
  title: string;
  /** Collection, taxonomy or folder, for the list. */
  hint?: string;
  status?: EntryStatus;
}

export interface PickerResponse {
  data: PickerItem[];
}

/** GET /cp/api/assets/{container}?folder=&q= (a folder or a search), or ?paths=a,b (a field's chosen files, in that order) */
export interface AssetItem {
  /** `container::path`, as asset fields in Statamic store it without the container prefix (path only). */
  id: string;
  path: string;
  basename: string;
  folder: string;
  url: string;
  /** A small preview (through /_ipx), images only. */
  thumbnail: string | null;
  isImage: boolean;
  size: number;
  width?: number;
  height?: number;
  alt?: string;
}

export interface AssetsResponse {
  data: AssetItem[];
  folders: string[];
}

/** POST /cp/api/assets/{container} (multipart: `file`, `folder`) → 201 AssetItem; 413 too large; 422 not an allowed file. */
export type AssetUploadResponse = AssetItem;

// ── Preview ─────────────────────────────────────────────────────────────────────────────────
/** POST /cp/api/preview → a URL of the real page rendered from these unsaved values, valid for a few minutes. */
export interface PreviewRequest {
  collection: string;
  /** null: an entry not saved yet. */
  id: string | null;
  site: string;
  values: Values;
  localized?: string[];
  slug?: string;
  date?: string;
  published: boolean;
}

export interface PreviewResponse {
  url: string;
  expiresAt: string;
}

// ── Trees: navigations and structured collections ──────────────────────────────────────────
export interface NavigationSummary {
  handle: string;
  title: string;
  /** Statamic's `max_depth` (null: any depth). */
  maxDepth: number | null;
  /** Collections whose entries the navigation may link. */
  collections: string[];
  /** Sites with a tree file (the navigation exists there) among those the user may see. */
  sites: string[];
  /** `edit {nav} nav`. */
  canEdit: boolean;
}

/** GET /cp/api/navigation */
export interface NavigationsResponse {
  data: NavigationSummary[];
}

/**
 * One node of a tree as the editor shows it. Navigation nodes: an entry, a URL or a text item
 * (`title` only); collection tree nodes: an entry. `id` is the navigation node's id (Statamic's
 * UUID) or, in a collection tree, the entry's id.
 */
export interface TreeNode {
  id: string;
  entry?: string;
  url?: string;
  title?: string;
  children: TreeNode[];
  /** The entry's title and public URL in the tree's site (entry nodes; null: the entry is missing). */
  entryTitle?: string | null;
  entryUrl?: string | null;
  entryStatus?: EntryStatus | null;
}

/** GET /cp/api/navigation/{nav}/tree?site= and /cp/api/collections/{c}/tree?site= */
export interface TreeDocument {
  kind: 'navigation' | 'collection';
  handle: string;
  title: string;
  site: string;
  /** Sites the tree can be edited in (the user's among the navigation's or collection's). */
  sites: string[];
  maxDepth: number | null;
  /** The first node is the root page (the site's home): it stays first and has no children. */
  expectsRoot: boolean;
  /** Collections an entry node may come from, with their titles. */
  collections: { handle: string; title: string }[];
  tree: TreeNode[];
  /** The file's version ('' when the site has no tree file yet). */
  version: string;
  can: { edit: boolean };
  /**
   * What Statamic accepts in the tree but the editor should know, in the editor's language: an
   * entry linked twice, one that is missing or of another site, a tree deeper than its setting,
   * an entry a save left out of a collection's tree.
   */
  warnings: string[];
}

/** A node as a save sends it: without `id` it is new (the server gives it a UUID). */
export interface TreeNodeInput {
  id?: string;
  entry?: string;
  url?: string;
  title?: string;
  children?: TreeNodeInput[];
}

/** PUT /cp/api/navigation/{nav}/tree?site= and /cp/api/collections/{c}/tree?site= → TreeDocument; 409 ConflictError; 422 {message}. */
export interface TreeSaveRequest {
  version: string;
  tree: TreeNodeInput[];
  force?: boolean;
}

// ── Users and roles ─────────────────────────────────────────────────────────────────────────
/** A role or a user group as a choice in the user form. */
export interface RoleOption {
  handle: string;
  title: string;
  /** The role grants `super` (only a super user may assign it). */
  super?: boolean;
}

export interface UserSummary {
  id: string;
  email: string;
  name: string;
  /** The user file's own `super: true` (a role may grant it too: `superByRole`). */
  super: boolean;
  superByRole: boolean;
  roles: string[];
  groups: string[];
  disabled: boolean;
}

/** What the signed-in editor may do on the users and roles screens (the server checks each again). */
export interface UserAbilities {
  view: boolean;
  create: boolean;
  edit: boolean;
  delete: boolean;
  assignRoles: boolean;
  assignGroups: boolean;
  changePasswords: boolean;
  editRoles: boolean;
  /** Only a super user makes someone super (or a role that grants it). */
  makeSuper: boolean;
}

/** GET /cp/api/users?search=&role=&status=active|disabled */
export interface UsersResponse {
  data: UserSummary[];
  roles: RoleOption[];
  groups: RoleOption[];
  can: UserAbilities;
}

/** GET /cp/api/users/{id} */
export interface UserResponse {
  user: UserSummary & { version: string; hasPassword: boolean };
  roles: RoleOption[];
  groups: RoleOption[];
  can: UserAbilities;
}

/** POST /cp/api/users → 201 UserResponse. `password: null`: none yet (nobody can sign in as them until one is set). */
export interface UserCreateRequest {
  email: string;
  name: string;
  roles: string[];
  groups: string[];
  super: boolean;
  password: string | null;
}

/** PUT /cp/api/users/{id} → UserResponse; 409 when the file changed since `version`, or for the last super user. */
export interface UserUpdateRequest {
  version: string;
  name: string;
  roles: string[];
  groups: string[];
  super: boolean;
  /** Another user's new password (`change passwords`); their sessions end. */
  password?: string;
}

/** PUT /cp/api/users/{id}/status → UserResponse: disabling ends the user's sessions. */
export interface UserStatusRequest {
  version: string;
  disabled: boolean;
}

/** The shortest password the panel and `make:user` accept (Laravel's `Password::min(8)` default). */
export const MIN_PASSWORD_LENGTH = 8;

/** PUT /cp/api/account/password: one's own password; 422 when `current` is wrong. Other sessions end, this one continues. */
export interface PasswordChangeRequest {
  current: string;
  password: string;
}

/** A permission of the matrix: its name in the roles file, the template it comes from (the label's key), what it implies. */
export interface PermissionNode {
  value: string;
  /** Statamic's name with its placeholder, e.g. `view {collection} entries`. */
  template: string;
  /** The item it is about, where one section lists several (sites: `English`). */
  label?: string;
  children: PermissionNode[];
}

/** One collection, site, container…: its permissions together (`item` null for the group's general ones). */
export interface PermissionSection {
  item: { handle: string; title: string } | null;
  permissions: PermissionNode[];
}

/** Statamic's permission groups, in its order. */
export type PermissionGroupHandle = 'cp' | 'sites' | 'collections' | 'navigation' | 'globals' | 'taxonomies' | 'assets' | 'users';

export interface PermissionGroup {
  handle: PermissionGroupHandle;
  sections: PermissionSection[];
}

export interface RoleSummary {
  handle: string;
  title: string;
  super: boolean;
  /** Permissions in the role (super roles: every one). */
  permissions: number;
  /** Users holding the role directly or through a group. */
  users: number;
}

/** GET /cp/api/roles */
export interface RolesResponse {
  data: RoleSummary[];
  can: UserAbilities;
}

/** GET /cp/api/roles/{handle} (a new role: /cp/api/roles/create/matrix) */
export interface RoleResponse {
  role: { handle: string; title: string; permissions: string[] } | null;
  /** The roles file's version (null: no roles file yet). */
  version: string | null;
  matrix: PermissionGroup[];
  can: UserAbilities;
}

/** PUT /cp/api/roles/{handle} (POST /cp/api/roles with `handle` creates). Permissions the matrix does not show are kept. */
export interface RoleSaveRequest {
  version: string | null;
  title: string;
  permissions: string[];
  handle?: string;
}
