/** The control panel's request shapes (cp/shared/api.ts) as zod schemas, bounded. */
import { z } from 'zod';
import type { TreeNodeInput } from '../../../cp/shared/api';

const handle = z.string().min(1).max(100);
const values = z.record(z.string().max(200), z.unknown());
const localized = z.array(z.string().max(200)).max(1000);

export const EntryListQuerySchema = z.object({
  site: handle.optional(),
  search: z.string().max(200).optional(),
  status: z.enum(['published', 'draft', 'scheduled', 'expired']).optional(),
  sort: z.enum(['title', 'slug', 'date', 'status', 'updated_at']).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});

export const EntrySaveRequestSchema = z.object({
  version: z.string().max(200),
  values,
  localized: localized.optional(),
  slug: z.string().max(250).optional(),
  date: z.string().max(40).optional(),
  published: z.boolean(),
  force: z.boolean().optional(),
});

export const EntryCreateRequestSchema = z.object({
  site: handle,
  values,
  slug: z.string().max(250).optional(),
  date: z.string().max(40).optional(),
  published: z.boolean(),
  origin: z.string().max(200).optional(),
  localized: localized.optional(),
});

export const GlobalSaveRequestSchema = z.object({
  version: z.string().max(200),
  values,
  localized: localized.optional(),
  force: z.boolean().optional(),
});

export const SiteQuerySchema = z.object({ site: handle.optional() });

/** A term's save is a global's: the same fields. */
export const TermSaveRequestSchema = GlobalSaveRequestSchema;

export const TermCreateRequestSchema = z.object({ values, slug: z.string().max(250).optional() });

export const PreviewRequestSchema = z.object({
  collection: handle,
  id: z.string().max(200).nullable(),
  site: handle,
  values,
  localized: localized.optional(),
  slug: z.string().max(250).optional(),
  date: z.string().max(40).optional(),
  published: z.boolean(),
});

/** A tree node as a save sends it: nested `children`, nothing else (json-body.ts bounds the depth and size). */
const TreeNodeSchema: z.ZodType<TreeNodeInput> = z.lazy(() =>
  z.strictObject({
    id: z.string().max(100).optional(),
    entry: z.string().min(1).max(200).optional(),
    url: z.string().min(1).max(2000).optional(),
    title: z.string().max(500).optional(),
    children: z.array(TreeNodeSchema).max(2000).optional(),
  }),
);

export const TreeSaveRequestSchema = z.strictObject({
  version: z.string().max(200),
  tree: z.array(TreeNodeSchema).max(2000),
  force: z.boolean().optional(),
});
const roleHandles = z.array(z.string().min(1).max(100)).max(100);
// Sizes only: an empty name or a short password is a field error in the editor's language (users/fields.ts).
const personName = z.string().trim().max(200);
const newPassword = z.string().max(1024);

export const UserListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  role: z.string().max(100).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

export const UserCreateRequestSchema = z
  .object({ email: z.string().trim().max(254), name: personName, roles: roleHandles, groups: roleHandles, super: z.boolean(), password: newPassword.nullable() })
  .strict();

export const UserUpdateRequestSchema = z
  .object({ version: z.string().max(200), name: personName, roles: roleHandles, groups: roleHandles, super: z.boolean(), password: newPassword.optional() })
  .strict();

export const UserStatusRequestSchema = z.object({ version: z.string().max(200), disabled: z.boolean() }).strict();

export const PasswordChangeRequestSchema = z.object({ current: z.string().max(1024), password: newPassword }).strict();

export const RoleSaveRequestSchema = z
  .object({
    version: z.string().max(200).nullable(),
    title: z.string().trim().max(200),
    permissions: z.array(z.string().min(1).max(200)).max(5000),
    handle: z.string().max(64).optional(),
  })
  .strict();

// ── The asset library (cp/shared/asset-library.ts) ──────────────────────────────────────────
export const AssetLibraryQuerySchema = z.object({
  folder: z.string().max(1024).default(''),
  q: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(60),
  sort: z.enum(['basename', 'size', 'lastModified']).default('basename'),
  order: z.enum(['asc', 'desc']).default('asc'),
  site: handle.optional(),
});

export const AssetMetaSaveRequestSchema = z.object({
  site: handle,
  values: z.record(z.string().max(200), z.string().max(5000)),
  version: z.string().max(200).nullable(),
  force: z.boolean().optional(),
});

export const AssetMoveRequestSchema = z.object({
  path: z.string().max(2048),
  folder: z.string().max(1024).optional(),
  basename: z.string().max(1024).optional(),
});

export const AssetFolderCreateRequestSchema = z.object({ parent: z.string().max(1024), name: z.string().max(1024) });

export const UploadConflictChoiceSchema = z.enum(['ask', 'keep-both', 'replace']).default('ask');
