/**
 * Global sets as Statamic 5 stores them: `content/globals/{handle}.yaml` holds the title (and,
 * in a single-site project, the values under `data:`); in a multi-site project each site's
 * values are `content/globals/{site}/{handle}.yaml`, top level, with `origin: {site}` naming
 * the site it falls back to (api/store/sets.ts reads them the same way).
 */
import { globalValues } from '../../../api/store/sets';
import type { ContentIndex, Data, GlobalSet } from '../../../api/store/types';
import type { GlobalDocument, GlobalSaveRequest } from '../../../cp/shared/api';
import { message } from '../../../cp/shared/messages';
import type { FormSchema } from '../../../cp/shared/schema';
import { PERMISSIONS, type CpUser } from '../auth/types';
import type { CpDeps } from '../deps';
import { blueprintForm, formFields } from './blueprint-form';
import { modelErrors } from './model-check';
import { conflictBody, fail, invalid, writeOrRefuse, type Outcome } from './outcome';
import { applySubmission, formValues, writableFields } from './submission';
import { readUserNames, updatedAt, updatedBy } from './user-names';
import { validateValues } from './validate';
import { missingAssetErrors } from '../assets/existing';
import { assetGate } from '../assets/gate';

export function globalFile(index: ContentIndex, handle: string, site: string): string {
  return index.sites.length > 1 ? `content/globals/${site}/${handle}.yaml` : `content/globals/${handle}.yaml`;
}

export function globalForm(index: ContentIndex, set: GlobalSet): FormSchema {
  const found = index.blueprints.lookup('globals', set.handle);
  return blueprintForm({ handle: set.handle, title: set.title, raw: found?.raw ?? { fields: [] } }, () => undefined);
}

/** The site's own values as stored (single-site: the set file's `data:`). */
export function ownData(index: ContentIndex, stored: Data | undefined): Data {
  if (!stored) return {};
  if (index.sites.length > 1) {
    const { origin: _origin, ...rest } = stored;
    return rest;
  }
  return typeof stored.data === 'object' && stored.data !== null ? (stored.data as Data) : {};
}

export async function globalDocument(deps: CpDeps, index: ContentIndex, set: GlobalSet, site: string, user: CpUser): Promise<GlobalDocument> {
  const form = globalForm(index, set);
  const fields = formFields(form);
  const stored = await deps.writer.read(globalFile(index, set.handle, site));
  const own = ownData(index, stored?.data);
  const vars = set.variables.get(site);
  const originSite = vars?.origin ?? (stored ? null : site === index.defaultSite.handle ? null : index.defaultSite.handle);
  const names = await readUserNames(deps.store.root);
  return {
    kind: 'global',
    handle: set.handle,
    title: set.title,
    site,
    blueprint: form,
    values: formValues(fields, own),
    localized: originSite ? fields.filter((f) => Object.hasOwn(own, f.handle)).map((f) => f.handle) : null,
    originValues: originSite ? formValues(fields, globalValues(set, originSite) ?? {}) : null,
    originSite,
    version: stored?.version ?? '',
    meta: { updatedBy: updatedBy(own.updated_by, names), updatedAt: updatedAt(own.updated_at, null) },
    sites: index.sites.map((s) => s.handle),
    can: { edit: deps.guard.can(user, PERMISSIONS.editGlobals(set.handle)) },
  };
}

/**
 * `commitMessage`: the commit's, when the save is more than an edit (a restored version says
 * which). Inside the asset gate: the assets it names exist until it is written (gate.ts).
 */
export function saveGlobal(deps: CpDeps, user: CpUser, set: GlobalSet, site: string, request: GlobalSaveRequest, commitMessage = `Globals saved: ${set.title} (${site})`): Promise<Outcome> {
  return assetGate(deps.writer).share(() => saveGlobalNow(deps, user, set, site, request, commitMessage));
}

async function saveGlobalNow(deps: CpDeps, user: CpUser, set: GlobalSet, site: string, request: GlobalSaveRequest, commitMessage: string): Promise<Outcome> {
  const index = await deps.store.index();
  if (!deps.guard.can(user, PERMISSIONS.editGlobals(set.handle))) return fail(403, message('api.forbidden', { permission: PERMISSIONS.editGlobals(set.handle) }));
  const file = globalFile(index, set.handle, site);
  const stored = await deps.writer.read(file);
  const multi = index.sites.length > 1;
  const fileData: Data = stored?.data ?? (multi && site !== index.defaultSite.handle ? { origin: index.defaultSite.handle } : {});
  const own = ownData(index, fileData);
  const originSite = multi && typeof fileData.origin === 'string' ? fileData.origin : null;
  const fields = formFields(globalForm(index, set));
  const localized = originSite ? new Set(request.localized ?? fields.filter((f) => Object.hasOwn(own, f.handle)).map((f) => f.handle)) : null;
  const writable = writableFields(fields, localized);
  const result = validateValues(writable, request.values);
  const errors = { ...(await missingAssetErrors(deps.store.root, index, writable, request.values, own)), ...result.errors };
  if (Object.keys(errors).length > 0) return invalid(errors);
  const values = applySubmission({ fields, current: own, submitted: request.values, localized });
  const merged = { ...(originSite ? (globalValues(set, originSite) ?? {}) : {}), ...values };
  const check = modelErrors(index, 'global', set.handle, merged);
  if (Object.keys(check).length > 0) return invalid(check);
  // A one-site file without `data:` (a set with no values yet) gets none from saving it unchanged.
  const data: Data = multi ? { ...(originSite ? { origin: originSite } : {}), ...values } : Object.keys(values).length === 0 && !Object.hasOwn(fileData, 'data') ? fileData : { ...fileData, data: values };
  const names = await readUserNames(deps.store.root);
  const written = await writeOrRefuse(
    deps.writer,
    {
      file, data, expected: stored ? request.version : null, ...(request.force ? { force: true } : {}),
      // Statamic stamps nothing on global variables (a stamp would be a global value in the API): none here either.
      author: { name: user.name, email: user.email },
      message: commitMessage,
    },
    (error) => conflictBody(error, fields, request.values, names),
  );
  if ('refused' in written) return written.refused;
  if (written.result.status === 'written') deps.changed([file]);
  const fresh = await deps.store.index();
  const freshSet = fresh.globals.get(set.handle) ?? set;
  return { status: 200, body: await globalDocument(deps, fresh, freshSet, site, user) };
}
