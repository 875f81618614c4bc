/**
 * /cp/api/collections: the collections, a collection's entries, one entry (read, save,
 * delete) and new entries and localizations. Handles, ids and sites are looked up in the
 * index (an unknown one is a 404), never used to build a path.
 */
import { Hono, type Context } from 'hono';
import type { ContentIndex, Entry } from '../../../api/store/types';
import type { BlueprintResponse, CollectionsResponse } from '../../../cp/shared/api';
import { PERMISSIONS, type CpUser, type CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { formFields } from '../content/blueprint-form';
import { collectionSummary, entryDocument, entryForm, listEntries } from '../content/entries';
import { formValues } from '../content/submission';
import { createEntry, creating, deleteEntry, saveEntry } from '../content/entry-save';
import { readUserNames } from '../content/user-names';
import { answer } from './answer';
import { readJson } from './json-body';
import { EntryCreateRequestSchema, EntryListQuerySchema, EntrySaveRequestSchema } from './schemas';
import { refuse } from '../i18n';

type C = Context<{ Variables: CpVariables }>;

const notFound = (c: C, id: 'api.collectionNotFound' | 'api.siteNotFound' | 'api.entryNotFound') => refuse(c, 404, id);

export function collectionRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const app = new Hono<{ Variables: CpVariables }>();
  // Its own paths only: mounted beside other modules under /cp/api, an unknown path stays a 404.
  app.use('/collections', deps.guard.user());
  app.use('/collections/*', deps.guard.user());
  const can = (user: CpUser) => (p: string) => deps.guard.can(user, p);
  /** The entry of this collection with this id, when the user may see its site. */
  const findEntry = (index: ContentIndex, c: C): Entry | undefined => {
    const entry = index.entries.get(c.req.param('id') ?? '');
    return entry && entry.collection === c.req.param('c') ? entry : undefined;
  };

  app.get('/collections', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const data = [...index.collections.keys()]
      .filter((h) => deps.guard.can(user, PERMISSIONS.viewEntries(h)))
      .map((h) => collectionSummary(index, h, can(user))!);
    return c.json({ data } satisfies CollectionsResponse);
  });

  app.get('/collections/:c/entries', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const handle = c.req.param('c');
    const collection = index.collections.get(handle);
    if (!collection) return notFound(c, 'api.collectionNotFound');
    if (!deps.guard.can(user, PERMISSIONS.viewEntries(handle))) return deps.guard.forbidden(c, PERMISSIONS.viewEntries(handle));
    const query = EntryListQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ message: 'The list query is not valid.' }, 422);
    const site = query.data.site ?? collection.sites[0]!;
    if (!collection.sites.includes(site)) return notFound(c, 'api.siteNotFound');
    if (!deps.guard.can(user, PERMISSIONS.site(site))) return deps.guard.forbidden(c, PERMISSIONS.site(site));
    const list = listEntries(index, handle, { ...query.data, site }, await readUserNames(deps.store.root), can(user));
    return list ? c.json(list) : notFound(c, 'api.collectionNotFound');
  });

  app.get('/collections/:c/blueprint', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const handle = c.req.param('c');
    if (!index.collections.has(handle)) return notFound(c, 'api.collectionNotFound');
    if (!deps.guard.can(user, PERMISSIONS.createEntries(handle))) return deps.guard.forbidden(c, PERMISSIONS.createEntries(handle));
    const blueprint = await entryForm(deps, index, handle, null);
    return c.json({ blueprint, values: formValues(formFields(blueprint), {}) } satisfies BlueprintResponse);
  });

  app.get('/collections/:c/entries/:id', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const entry = findEntry(index, c);
    if (!entry) return notFound(c, 'api.entryNotFound');
    for (const p of [PERMISSIONS.viewEntries(entry.collection), PERMISSIONS.site(entry.site)]) if (!deps.guard.can(user, p)) return deps.guard.forbidden(c, p);
    const stored = await deps.writer.read(entry.file);
    return c.json(await entryDocument(deps, index, entry, user, await readUserNames(deps.store.root), stored?.version ?? ''));
  });

  app.put('/collections/:c/entries/:id', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const entry = findEntry(index, c);
    if (!entry) return notFound(c, 'api.entryNotFound');
    for (const p of [PERMISSIONS.editEntries(entry.collection), PERMISSIONS.site(entry.site)]) if (!deps.guard.can(user, p)) return deps.guard.forbidden(c, p);
    const body = await readJson(c, EntrySaveRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await saveEntry(deps, user, entry, body.value));
  });

  app.post('/collections/:c/entries', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const handle = c.req.param('c');
    const collection = index.collections.get(handle);
    if (!collection) return notFound(c, 'api.collectionNotFound');
    const body = await readJson(c, EntryCreateRequestSchema);
    if (!body.ok) return body.response;
    // A localization is an edit of its entry (Statamic's LocalizeEntryController), anything else a create.
    const needed = creating(handle, body.value);
    if (!deps.guard.can(user, needed)) return deps.guard.forbidden(c, needed);
    if (!collection.sites.includes(body.value.site)) return notFound(c, 'api.siteNotFound');
    if (!deps.guard.can(user, PERMISSIONS.site(body.value.site))) return deps.guard.forbidden(c, PERMISSIONS.site(body.value.site));
    return answer(c, await createEntry(deps, user, handle, body.value));
  });

  app.delete('/collections/:c/entries/:id', async (c) => {
    const index = await deps.store.index();
    const user = c.get('cpUser');
    const entry = findEntry(index, c);
    if (!entry) return notFound(c, 'api.entryNotFound');
    for (const p of [PERMISSIONS.deleteEntries(entry.collection), PERMISSIONS.site(entry.site)]) if (!deps.guard.can(user, p)) return deps.guard.forbidden(c, p);
    // Given, the version must match (409 otherwise); a malformed one is refused, never taken for
    // "no version" (which deletes whatever the file holds now, as an API client without a form may).
    const version = c.req.query('version');
    if (version !== undefined && version.length > 200) return refuse(c, 422, 'api.versionInvalid');
    return answer(c, await deleteEntry(deps, user, entry, version));
  });

  return app;
}
