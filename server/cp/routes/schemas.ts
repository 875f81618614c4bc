/** The control panel's request shapes (cp/shared/api.ts) as zod schemas, bounded. */
import { z } from 'zod';

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
