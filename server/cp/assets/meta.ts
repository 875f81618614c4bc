/**
 * An asset's meta file as Statamic keeps it (`{container}/{folder}/.meta/{file}.yaml`, written
 * by src/Assets/Asset.php `writeMeta`): the editor's values under `data:` (alt, title, focus;
 * a localizable field's value for another site as `{handle}_{site}`, the convention the public
 * site reads in api/store/assets.ts), and the file's own facts beside it (`size`,
 * `last_modified` in Unix seconds, `width`, `height`, `mime_type`, `duration`), in
 * `generateMeta`'s order. The fields come from the container's blueprint
 * (`resources/blueprints/assets/{container}.yaml`).
 */
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import type { ContentIndex, Data } from '../../../api/store/types';
import type { AssetMetaField } from '../../../cp/shared/asset-library';
import { message, type FieldMessages } from '../../../cp/shared/messages';
import type { FieldSchema } from '../../../cp/shared/schema';
import { blueprintForm, formFields } from '../content/blueprint-form';
import { validateValues } from '../content/validate';

/** Statamic's focal point: `x-y-zoom`, percentages from the top left and a zoom of 1 to 10. */
const FOCUS = /^(\d{1,3}(?:\.\d+)?)-(\d{1,3}(?:\.\d+)?)(?:-(\d{1,2}(?:\.\d+)?))?$/;
const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif', svg: 'image/svg+xml',
  pdf: 'application/pdf', zip: 'application/zip', mp4: 'video/mp4', webm: 'video/webm', mp3: 'audio/mpeg',
};
/** Without a blueprint the container's meta has Statamic's default asset fields. */
const DEFAULT_BLUEPRINT = {
  fields: [
    { handle: 'alt', field: { type: 'text', display: 'Alt text', localizable: true } },
    { handle: 'title', field: { type: 'text', display: 'Title' } },
    { handle: 'focus', field: { type: 'text', display: 'Focal point' } },
  ],
};

/** The blueprint's fields the library edits: text values (other fieldtypes in the file are kept as they are). */
export function metaFieldSchemas(index: ContentIndex, container: string): FieldSchema[] {
  const found = index.blueprints.lookup('assets', container);
  const fields = formFields(blueprintForm({ handle: container, title: container, raw: found?.raw ?? DEFAULT_BLUEPRINT }, () => undefined));
  return fields.filter((f) => f.type === 'text' || f.type === 'textarea');
}

export function metaFields(schemas: FieldSchema[]): AssetMetaField[] {
  return schemas.map((f) => ({ handle: f.handle, display: f.display, ...(f.instructions ? { instructions: f.instructions } : {}), type: f.type as 'text' | 'textarea', localizable: f.localizable }));
}

/** A meta file's `data:` (an empty map when the file or the key is missing). */
export function metaData(file: Data | undefined): Data {
  const data = file?.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Data) : {};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** The key a field's value for `site` is stored under. */
export const metaKey = (field: FieldSchema, site: string, origin: string) => (field.localizable && site !== origin ? `${field.handle}_${site}` : field.handle);

/** The values the form shows for `site`: its own where it has them, else the origin's (a blank localization is not one). */
export function metaValues(schemas: FieldSchema[], data: Data, site: string, origin: string): { values: Record<string, string>; originValues: Record<string, string>; localized: string[] } {
  const values: Record<string, string> = {};
  const originValues: Record<string, string> = {};
  const localized: string[] = [];
  for (const field of schemas) {
    const base = text(data[field.handle]) ?? '';
    originValues[field.handle] = base;
    const own = text(data[metaKey(field, site, origin)]);
    const hasOwn = site !== origin && field.localizable && own !== undefined && own.trim() !== '';
    if (hasOwn) localized.push(field.handle);
    values[field.handle] = hasOwn ? own : base;
  }
  return { values, originValues, localized };
}

/** Field messages for values that cannot be saved (the blueprint's rules, and the focal point's form). */
export function checkMetaValues(schemas: FieldSchema[], values: Record<string, string>): FieldMessages {
  const submitted = schemas.filter((f) => Object.hasOwn(values, f.handle));
  const errors = validateValues(submitted, values).errors;
  const focus = schemas.find((f) => f.handle === 'focus');
  const value = values.focus;
  if (focus && typeof value === 'string' && value.trim() !== '' && !validFocus(value.trim())) errors.focus = [...(errors.focus ?? []), message('api.assetFocus', { label: focus.display })];
  return errors;
}

export function validFocus(value: string): boolean {
  const m = FOCUS.exec(value);
  if (!m) return false;
  const [x, y, zoom] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 1 : Number(m[3])];
  return x <= 100 && y <= 100 && zoom >= 1 && zoom <= 10;
}

/**
 * The meta data after a save for `site`: each submitted field's key set, or removed when the
 * value is empty (Statamic drops null values from `data:`; a localization falls back to the
 * origin's). Another site's save leaves fields that are not localizable alone: they belong to
 * the origin. Keys no field names are kept.
 */
export function applyMetaValues(schemas: FieldSchema[], current: Data, values: Record<string, string>, site: string, origin: string): Data {
  const out: Data = { ...current };
  for (const field of schemas) {
    if (!Object.hasOwn(values, field.handle)) continue;
    if (site !== origin && !field.localizable) continue;
    const key = metaKey(field, site, origin);
    const value = values[field.handle]!.trim() === '' ? '' : values[field.handle]!;
    if (value === '') delete out[key];
    else out[key] = field.handle === 'focus' ? value.trim() : value;
  }
  return out;
}

export interface FileFacts {
  size: number;
  last_modified: number;
  width: number | null;
  height: number | null;
  mime_type: string | null;
}

/** What Statamic's `generateMeta` says of a file beside its `data:`: read from the file (images' dimensions from their header). */
export async function fileFacts(abs: string, known?: { width?: number | undefined; height?: number | undefined; mimeType?: string }): Promise<FileFacts> {
  const info = await stat(abs);
  let { width, height } = known ?? {};
  const extension = /\.([^./]+)$/.exec(abs)?.[1]?.toLowerCase() ?? '';
  if (width === undefined && /^(jpe?g|png|gif|webp|avif|svg)$/.test(extension)) {
    const metadata = await sharp(abs, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    width = metadata?.width;
    height = metadata?.height;
  }
  return {
    size: info.size,
    last_modified: Math.floor(info.mtimeMs / 1000),
    width: width ?? null,
    height: height ?? null,
    mime_type: known?.mimeType ?? MIME_BY_EXTENSION[extension] ?? null,
  };
}

/** A meta file's data with these facts: a new file in Statamic's order, an existing one with its keys where they are. */
export function withFacts(file: Data | undefined, data: Data, facts: FileFacts): Data {
  if (!file) return { data, ...facts, duration: null };
  return { ...file, data, ...facts };
}
