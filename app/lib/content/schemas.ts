import { z } from 'zod';

/** Shapes the site relies on from a Statamic-compatible API. Extra keys pass through untouched. */

export const AssetSchema = z.looseObject({
  id: z.string(),
  url: z.string(),
  permalink: z.string().optional(),
  alt: z.string().nullable().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});
export type Asset = z.infer<typeof AssetSchema>;

export const EntrySchema = z.looseObject({
  id: z.string(),
  title: z.string().nullable(),
  slug: z.string(),
  uri: z.string().nullable(),
  url: z.string().nullable(),
  permalink: z.string().nullable().optional(),
  locale: z.string(),
  date: z.string().nullable().optional(),
  origin_id: z.string().nullable().optional(),
  collection: z.looseObject({ handle: z.string() }),
});
export type Entry = z.infer<typeof EntrySchema>;

export const TermSchema = z.looseObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  locale: z.string(),
  url: z.string().optional(),
});
export type Term = z.infer<typeof TermSchema>;

export const PageSchema = z.looseObject({
  id: z.string(),
  entry_id: z.string().nullable().optional(),
  title: z.string().nullable(),
  url: z.string().nullable(),
});

export interface TreeItem {
  page: z.infer<typeof PageSchema>;
  depth: number;
  children: TreeItem[];
}

export const TreeItemSchema: z.ZodType<TreeItem> = z.lazy(() =>
  z.object({ page: PageSchema, depth: z.number().int().min(1), children: z.array(TreeItemSchema) }),
);

export const GlobalSchema = z.looseObject({ handle: z.string() });
export type GlobalValues = z.infer<typeof GlobalSchema>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    links: z.object({ first: z.string(), last: z.string(), prev: z.string().nullable(), next: z.string().nullable() }),
    meta: z.looseObject({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() }),
  });
}

export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
