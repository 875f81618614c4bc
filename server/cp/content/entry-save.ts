/**
 * Saving, creating and deleting entries: the one write path (validate → content check → write
 * with the version the form was loaded at → tell the server). Files are named as Statamic names
 * them: `content/collections/{c}/{site}/[date.]slug.md`.
 */
import { randomUUID } from 'node:crypto';
import { rootOrigin } from '../../../api/store/load';
import { dateFromPath } from '../../../api/store/paths';
import { slugify } from '../../../api/store/slug';
import type { ContentIndex, Data, Entry } from '../../../api/store/types';
import type { EntryCreateRequest, EntrySaveRequest, PreviewRequest } from '../../../cp/shared/api';
import { message, type FieldMessages } from '../../../cp/shared/messages';
import { PERMISSIONS, type CpUser } from '../auth/types';
import type { CpDeps } from '../deps';
import { autoTitle } from './auto-title';
import { formFields } from './blueprint-form';
import { entryDocument, entryForm, formDate } from './entries';
import { modelErrors } from './model-check';
import { VersionConflictError } from '../write/types';
import { conflictBody, fail, invalid, writeOrRefuse, type Outcome } from './outcome';
import { applySubmission, writableFields } from './submission';
import { readUserNames } from './user-names';
import { validateValues } from './validate';
import { dropFromCollectionTree } from './trees';
import { assetGate } from '../assets/gate';
import { missingAssetErrors } from '../assets/existing';

const SLUG = /^[\p{Ll}\p{Lo}\p{N}_]+(?:-[\p{Ll}\p{Lo}\p{N}_]+)*$/u;
const DATE = /^((\d{4})-(\d{2})-(\d{2}))(?:[ T](\d{2}):(\d{2}))?$/;

/** Whether a date and time exist on the calendar (`2026-02-30` and `25:99` do not: Statamic would roll them over to another day). */
function onCalendar(year: number, month: number, day: number, hour = 0, minute = 0): boolean {
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= days[month - 1]! && hour <= 23 && minute <= 59;
}

/** The date segment of a file name for a form date (`2024-03-05 14:30` → `2024-03-05-1430`); null when it is not a real date. */
function fileDate(date: string): string | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [, day, y, mo, d, h, mi] = m;
  if (!onCalendar(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0))) return null;
  return h ? `${day}-${h}${mi}` : day!;
}

function fileName(slug: string, date: string | null, ext: string): string {
  return `${date ? `${date}.` : ''}${slug}.${ext}`;
}

/** Another entry of the collection in the site already has this slug. */
function slugTaken(index: ContentIndex, collection: string, site: string, slug: string, except: string | null): boolean {
  for (const e of index.entries.values()) if (e.collection === collection && e.site === site && e.slug === slug && e.id !== except) return true;
  return false;
}

/** A Markdown file's `content` is its body (when it is text), as Statamic writes it. */
function splitBody(data: Data, markdown: boolean): { data: Data; body: string | undefined } {
  if (!markdown || typeof data.content !== 'string') return { data, body: undefined };
  const { content, ...rest } = data;
  return { data: rest, body: content as string };
}

function merge(a: FieldMessages, b: FieldMessages): FieldMessages {
  const out: FieldMessages = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = [...(out[k] ?? []), ...v];
  return out;
}

async function answerWith(deps: CpDeps, id: string, user: CpUser, status: 200 | 201, files: string[]): Promise<Outcome> {
  deps.changed(files);
  const index = await deps.store.index();
  const entry = index.entries.get(id);
  if (!entry) return fail(404, message('api.savedUnreadable'));
  const stored = await deps.writer.read(entry.file);
  return { status, body: await entryDocument(deps, index, entry, user, await readUserNames(deps.store.root), stored?.version ?? '') };
}

interface Plan {
  entry: Entry | null;
  collection: string;
  site: string;
  origin: Entry | null;
  current: Data;
  values: Record<string, unknown>;
  localized: string[] | undefined;
  slug: string | undefined;
  date: string | undefined;
  published: boolean;
}

/**
 * Validates a save or a create and builds the file's new data; an Outcome when it is refused.
 * A preview builds the same file but is not refused for what the editor has not fixed yet.
 */
/**
 * Statamic's resolveSlug(): the submitted slug; an empty one is made from the title where the
 * collection has slugs, and is none where it has not (`slugs: false`: the file is named by its
 * id). A request that sends no slug at all (a client of our API) keeps the entry's.
 */
function resolveSlug(submitted: string | undefined, entry: Entry | null, requiresSlugs: boolean, title: unknown, lang: string): string {
  if (submitted) return submitted;
  if (submitted === undefined && entry) return entry.slug ?? '';
  return requiresSlugs && typeof title === 'string' ? slugify(title, lang) : '';
}

async function prepare(deps: CpDeps, index: ContentIndex, plan: Plan, { lenient = false } = {}): Promise<{ data: Data; body: string | undefined; file: string; replaces?: string } | Outcome> {
  const { entry, origin } = plan;
  const form = await entryForm(deps, index, plan.collection, entry?.blueprint ?? origin?.blueprint ?? null);
  const fields = formFields(form);
  const localized = origin ? new Set(plan.localized ?? fields.filter((f) => Object.hasOwn(plan.current, f.handle)).map((f) => f.handle)) : null;
  const checked = writableFields(fields, localized);
  const result = validateValues(checked, plan.values);
  for (const warning of result.warnings) deps.logger.warn(`cp: ${warning}`);
  let data = applySubmission({ fields, current: plan.current, submitted: plan.values, localized });
  if (plan.published) delete data.published;
  else data = { ...data, published: false };

  const collection = index.collections.get(plan.collection)!;
  const lang = index.sites.find((s) => s.handle === plan.site)?.lang ?? 'en';
  // Entry::save(): a collection with a `title_format` titles its entries itself; a localization
  // takes the title only where it differs from what the origin's values give.
  const format = collection.titleFormats.get(plan.site);
  const generated = format === undefined ? undefined : autoTitle(format, { ...(origin?.values ?? {}), ...data });
  if (generated !== undefined) {
    const originFormat = origin ? collection.titleFormats.get(origin.site) : undefined;
    if (!origin || originFormat === undefined || autoTitle(originFormat, origin.values) !== generated) data = { ...data, title: generated };
  }
  const submittedTitle = plan.values.title === '' ? undefined : plan.values.title;
  const title = submittedTitle ?? generated ?? origin?.values.title;
  const slug = resolveSlug(plan.slug, entry, collection.requiresSlugs, title, lang);
  const errors: FieldMessages = { ...(lenient ? {} : await missingAssetErrors(deps.store.root, index, checked, plan.values, plan.current)), ...result.errors };
  if (collection.requiresSlugs || plan.slug) {
    if (!SLUG.test(slug) || slug.length > 200) errors.slug = [message('validation.slugFormat')];
    else if (slugTaken(index, plan.collection, plan.site, slug, entry?.id ?? null)) errors.slug = [message('validation.slugTaken')];
  }
  let date: string | null = null;
  if (collection.dated) {
    const wanted = plan.date ?? (entry?.fileDate ? null : undefined);
    // The date the form was shown, sent back: the file keeps its name (`2024-06-01.x.md` is shown
    // as `2024-06-01 00:00` where the date has a time, and would otherwise become `…-0000.x.md`).
    const asShown = entry && wanted && wanted === formDate(entry.date, form);
    date = asShown ? (entry.fileDate ?? null) : wanted ? fileDate(wanted) : (entry?.fileDate ?? (entry ? null : new Date().toISOString().slice(0, 10)));
    if (wanted && !date) errors.date = [message('validation.entryDate')];
  }
  // The content check runs beside the blueprint's rules, so the editor sees every problem at once.
  const modelCheck = modelErrors(index, 'collection', plan.collection, { ...collection.cascade, ...(origin?.values ?? {}), ...data });
  const fresh = Object.fromEntries(Object.entries(modelCheck).filter(([path]) => !errors[path]));
  if (!lenient && Object.keys(errors).length + Object.keys(fresh).length > 0) return invalid(merge(errors, fresh));

  const markdown = entry ? /\.(md|markdown)$/i.test(entry.file) : true;
  const split = splitBody(data, markdown);
  const ext = entry ? entry.file.split('.').pop()! : 'md';
  const dir = entry ? entry.file.slice(0, entry.file.lastIndexOf('/')) : `content/collections/${plan.collection}${index.sites.length > 1 ? `/${plan.site}` : ''}`;
  const sameName = entry && entry.slug === slug && (entry.fileDate ?? null) === date;
  const file = sameName ? entry.file : `${dir}/${fileName(SLUG.test(slug) ? slug : String(data.id), date, ext)}`;
  if (entry && file !== entry.file && dateFromPath(file) !== date) return fail(400, message('api.slugFileName'));
  return { data: split.data, body: split.body, file, ...(entry && file !== entry.file ? { replaces: entry.file } : {}) };
}

/** What a form would write, unsaved (the live preview): as a save builds it, whatever the editor has not fixed yet. */
export async function previewEntryFile(deps: CpDeps, user: CpUser, collection: string, request: PreviewRequest): Promise<{ data: Data; body: string | undefined; file: string; replaces?: string } | Outcome> {
  const index = await deps.store.index();
  if (!index.collections.has(collection)) return fail(404, message('api.collectionNotFound'));
  const entry = request.id === null ? null : (index.entries.get(request.id) ?? null);
  if (request.id !== null && (!entry || entry.collection !== collection || entry.site !== request.site)) return fail(404, message('api.entryNotFound'));
  const needed = entry ? PERMISSIONS.editEntries(collection) : PERMISSIONS.createEntries(collection);
  if (!deps.guard.can(user, needed) || !user.sites.includes(request.site)) return fail(403, message('api.forbidden', { permission: deps.guard.can(user, needed) ? PERMISSIONS.site(request.site) : needed }));
  const stored = entry ? await deps.writer.read(entry.file) : null;
  if (entry && !stored) return fail(404, message('api.entryNotFound'));
  const current: Data = stored ? (stored.body !== undefined ? { ...stored.data, content: stored.body } : stored.data) : { id: randomUUID() };
  const origin = entry?.originId ? (index.entries.get(entry.originId) ?? null) : null;
  return prepare(deps, index, { entry, collection, site: request.site, origin, current, values: request.values, localized: request.localized, slug: request.slug, date: request.date, published: request.published }, { lenient: true });
}

/**
 * `commitMessage`: the commit's, when the save is more than an edit (a restored version says
 * which). Inside the asset gate: the assets it names exist until it is written (gate.ts).
 */
export function saveEntry(deps: CpDeps, user: CpUser, entry: Entry, request: EntrySaveRequest, commitMessage?: string): Promise<Outcome> {
  return assetGate(deps.writer).share(() => saveEntryNow(deps, user, entry, request, commitMessage));
}

async function saveEntryNow(deps: CpDeps, user: CpUser, entry: Entry, request: EntrySaveRequest, commitMessage?: string): Promise<Outcome> {
  const index = await deps.store.index();
  if (!deps.guard.can(user, PERMISSIONS.editEntries(entry.collection))) return fail(403, message('api.forbidden', { permission: PERMISSIONS.editEntries(entry.collection) }));
  if (request.published !== entry.published && !deps.guard.can(user, PERMISSIONS.publishEntries(entry.collection))) {
    return fail(403, message('api.publishForbidden', { permission: PERMISSIONS.publishEntries(entry.collection) }));
  }
  const stored = await deps.writer.read(entry.file);
  if (!stored) return fail(404, message('api.entryNotFound'));
  const current = stored.body !== undefined ? { ...stored.data, content: stored.body } : stored.data;
  const origin = entry.originId ? (index.entries.get(entry.originId) ?? null) : null;
  const prepared = await prepare(deps, index, { entry, collection: entry.collection, site: entry.site, origin, current, values: request.values, localized: request.localized, slug: request.slug, date: request.date, published: request.published });
  if ('status' in prepared) return prepared;
  const names = await readUserNames(deps.store.root);
  const fields = formFields(await entryForm(deps, index, entry.collection, entry.blueprint));
  const written = await writeOrRefuse(
    deps.writer,
    {
      file: prepared.file,
      data: prepared.data,
      ...(prepared.body !== undefined ? { body: prepared.body } : {}),
      expected: request.version,
      ...(request.force ? { force: true } : {}),
      stamps: { updated_by: user.id, updated_at: Math.floor(Date.now() / 1000) },
      ...(prepared.replaces ? { replaces: prepared.replaces } : {}),
      author: { name: user.name, email: user.email },
      message: commitMessage ?? `Entry saved: ${String(request.values.title ?? entry.values.title ?? entry.slug)} (${entry.collection}, ${entry.site})`,
    },
    (error) => conflictBody(error, fields, request.values, names),
  );
  if ('refused' in written) return written.refused;
  return answerWith(deps, entry.id, user, 200, written.result.status === 'written' ? [prepared.file, ...(prepared.replaces ? [prepared.replaces] : [])] : []);
}

export function createEntry(deps: CpDeps, user: CpUser, collection: string, request: EntryCreateRequest): Promise<Outcome> {
  return assetGate(deps.writer).share(() => createEntryNow(deps, user, collection, request));
}

/** The permission a create asks for: `edit` on the entry for a localization of it (Statamic's LocalizeEntryController), else `create`. */
export function creating(collection: string, request: Pick<EntryCreateRequest, 'origin'>): string {
  return request.origin !== undefined ? PERMISSIONS.editEntries(collection) : PERMISSIONS.createEntries(collection);
}

async function createEntryNow(deps: CpDeps, user: CpUser, collection: string, request: EntryCreateRequest): Promise<Outcome> {
  const index = await deps.store.index();
  const needed = creating(collection, request);
  if (!deps.guard.can(user, needed)) return fail(403, message('api.forbidden', { permission: needed }));
  if (request.published && !deps.guard.can(user, PERMISSIONS.publishEntries(collection))) {
    return fail(403, message('api.createPublishedForbidden', { permission: PERMISSIONS.publishEntries(collection) }));
  }
  let origin: Entry | null = null;
  if (request.origin !== undefined) {
    origin = index.entries.get(request.origin) ?? null;
    if (!origin || origin.collection !== collection) return fail(404, message('api.originNotFound'));
    if (index.localizations.has(`${request.site}\u0000${rootOrigin(origin, index.entries)}`)) {
      return fail(409, message('api.localizationExists', { site: request.site }));
    }
  }
  const id = randomUUID();
  const current: Data = origin ? { id, origin: origin.id } : { id };
  const slug = request.slug ?? (origin ? (origin.slug ?? undefined) : undefined);
  const prepared = await prepare(deps, index, {
    entry: null, collection, site: request.site, origin, current, values: request.values,
    localized: origin ? (request.localized ?? []) : undefined, slug, date: request.date ?? (origin?.date ? origin.date.slice(0, 10) : undefined), published: request.published,
  });
  if ('status' in prepared) return prepared;
  const written = await writeOrRefuse(
    deps.writer,
    {
      file: prepared.file, data: prepared.data, ...(prepared.body !== undefined ? { body: prepared.body } : {}), expected: null,
      stamps: { updated_by: user.id, updated_at: Math.floor(Date.now() / 1000) },
      author: { name: user.name, email: user.email },
      message: `Entry created: ${String(request.values.title ?? origin?.values.title ?? id)} (${collection}, ${request.site})`,
    },
    () => ({ message: message('api.fileExists'), conflict: { updatedBy: null, updatedAt: null, version: '', changes: [] } }),
  );
  if ('refused' in written) return written.refused;
  return answerWith(deps, id, user, 201, [prepared.file]);
}

/** Deleting an origin that other sites localize is refused: their files would point at nothing. */
export async function deleteEntry(deps: CpDeps, user: CpUser, entry: Entry, version: string | undefined): Promise<Outcome> {
  const index = await deps.store.index();
  if (!deps.guard.can(user, PERMISSIONS.deleteEntries(entry.collection))) return fail(403, message('api.forbidden', { permission: PERMISSIONS.deleteEntries(entry.collection) }));
  const dependants = [...index.entries.values()].filter((e) => e.originId === entry.id);
  if (dependants.length > 0) {
    return fail(409, message('api.originOfLocalizations', { sites: dependants.map((e) => e.site).join(', ') }));
  }
  const stored = await deps.writer.read(entry.file);
  if (!stored) return fail(404, message('api.entryNotFound'));
  const names = await readUserNames(deps.store.root);
  try {
    await deps.writer.remove({ file: entry.file, expected: version ?? stored.version, author: { name: user.name, email: user.email }, message: `Entry deleted: ${String(entry.values.title ?? entry.slug)} (${entry.collection}, ${entry.site})` });
  } catch (error) {
    if (error instanceof VersionConflictError) return { status: 409, refusal: conflictBody(error, [], {}, names) };
    throw error;
  }
  // The entry is gone either way: a tree that cannot be updated now is logged, not the delete's failure.
  const tree = await dropFromCollectionTree(deps, index, entry, { name: user.name, email: user.email }).catch((error: unknown) => {
    deps.logger.warn(`cp: the tree of ${entry.collection} (${entry.site}) still names the deleted entry ${entry.id}`, { error });
    return null;
  });
  deps.changed(tree ? [entry.file, tree] : [entry.file]);
  return { status: 204, body: null };
}
