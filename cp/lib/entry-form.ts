/** Between an entry's document (cp/shared/api.ts) and the publish form's state, both ways. */
import type { EntryCreateRequest, EntryDocument, EntrySaveRequest, PreviewRequest } from '../shared/api';
import type { FormSchema, Values } from '../shared/schema';
import type { FormInit } from '../components/publish-form/form-state';
import type { SaveInput } from '../components/publish-form/publish-form';

export function entryInit(doc: EntryDocument): FormInit {
  return { values: doc.values, localized: doc.localized, meta: { slug: doc.meta.slug, date: doc.meta.date, published: doc.meta.published }, version: doc.version };
}

/** A localization writes only what it overrides; everything else keeps following the origin. */
export function ownValues(values: Values, localized: string[] | null): Values {
  return localized ? Object.fromEntries(Object.entries(values).filter(([key]) => localized.includes(key))) : values;
}

function meta(input: Pick<FormInit, 'meta'>, dated: boolean) {
  const slug = typeof input.meta.slug === 'string' && input.meta.slug !== '' ? input.meta.slug : undefined;
  const date = dated && typeof input.meta.date === 'string' && input.meta.date !== '' ? input.meta.date : undefined;
  return { ...(slug ? { slug } : {}), ...(date ? { date } : {}), published: input.meta.published === true };
}

export function entrySaveRequest(input: SaveInput, dated: boolean): EntrySaveRequest {
  return {
    version: input.version,
    values: ownValues(input.values, input.localized),
    ...(input.localized ? { localized: input.localized } : {}),
    ...meta(input, dated),
    ...(input.force ? { force: true } : {}),
  };
}

export function entryCreateRequest(input: SaveInput, site: string, dated: boolean): EntryCreateRequest {
  return { site, values: input.values, ...meta(input, dated) };
}

/** What the live preview sends: the form's values as a save would send them (a new entry: `id` null). */
export function entryPreviewRequest(form: Pick<FormInit, 'values' | 'localized' | 'meta'>, item: { collection: string; id: string | null; site: string }, dated: boolean): PreviewRequest {
  return {
    ...item,
    values: ownValues(form.values, form.localized),
    ...(form.localized ? { localized: form.localized } : {}),
    ...meta(form, dated),
  };
}

/** Fields the sidebar draws itself rather than the tabs. */
export function sidebarFields(blueprint: FormSchema, dated: boolean): Set<string> {
  const handles = new Set<string>(['slug']);
  if (dated) handles.add('date');
  for (const tab of blueprint.tabs) for (const section of tab.sections) for (const field of section.fields) if (field.type === 'slug') handles.add(field.handle);
  return handles;
}

export function findField(blueprint: FormSchema, handle: string) {
  for (const tab of blueprint.tabs) for (const section of tab.sections) for (const field of section.fields) if (field.handle === handle) return field;
  return undefined;
}
