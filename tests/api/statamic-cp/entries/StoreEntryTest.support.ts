// The setup shared by StoreEntryTest.test.ts (the cases that run) and StoreEntryTest.pending.ts (those that still fail).
import { expect } from 'vitest';
import { panelProject, storeEntry, type FileContent } from '../support/entries';

export const COLLECTION = { 'content/collections/test.yaml': { title: 'Test' } };
export const DIR = 'content/collections/test';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** seedUserAndCollection(): the role `test` with `access cp`, `create test entries` (and publish, see above), the collection `test`. */
export function seeded(files: Record<string, FileContent> = {}) {
  return panelProject({ ...COLLECTION, ...files }, { roles: { test: ['access cp', 'create test entries', 'publish test entries'] } });
}

/** seedBlueprintFields(): the collection's one blueprint with these fields. */
export const blueprint = (fields: Record<string, Record<string, unknown>>) => ({
  'resources/blueprints/collections/test/test.yaml': { title: 'Test', fields: Object.entries(fields).map(([handle, field]) => ({ handle, field })) },
});

/** submit(): the original's payload, `title: 'Test entry'` and `slug: 'test-entry'` unless given. */
export function submit(client: Awaited<ReturnType<Awaited<ReturnType<typeof seeded>>['as']>>, attrs: { title?: string; slug?: string; published?: boolean; values?: Record<string, unknown> } = {}) {
  const { title = 'Test entry', slug = 'test-entry', published = true, values = {} } = attrs;
  return storeEntry(client, 'test', { site: 'en', values: { title, ...values }, slug, published });
}

export const ok = async (response: Response) => expect(response.status, await response.clone().text()).toBe(201);
