// Ported from statamic/cms 5.x tests/API/ConfigTest.php: `statamic.api.resources` turns
// resources (collections, navs, taxonomies, globals, entries by term) on and off, all or some
// handles; a resource that is not served answers 404. The config is the API's `resources`
// option; the content the original builds with facades is written as Statamic's flat files.
import { describe, expect, it } from 'vitest';
import type { ResourcesConfig } from '../../../api/allowlist';
import { type FileContent, markdown, type Project, projects } from './support/project';

const openProject = projects();
const make = (files: Record<string, FileContent>, resources: ResourcesConfig): Promise<Project> => openProject(files, { api: { resources } });

async function assertEndpointSuccessful(p: Project, path: string): Promise<void> {
  const { status, body } = await p.get(path);
  expect({ path, status }).toEqual({ path, status: 200 });
  expect(body.data).toBeTypeOf('object');
}

async function assertEndpointNotFound(p: Project, path: string): Promise<void> {
  expect({ path, answer: await p.get(path) }).toEqual({ path, answer: { status: 404, body: { message: 'Not found.' } } });
}

async function assertEndpointDataCount(p: Project, path: string, count: number): Promise<void> {
  expect({ path, count: ((await p.data(path)) as unknown[]).length }).toEqual({ path, count });
}

/** Pages (structured, no root expected, no tree saved yet) with `about`; articles with `dance`. */
const COLLECTIONS = {
  'content/collections/pages.yaml': { title: 'Pages', structure: { expects_root: false } },
  'content/collections/articles.yaml': { title: 'Articles' },
  'content/collections/pages/about.md': markdown({ id: 'about' }),
  'content/collections/articles/dance.md': markdown({ id: 'dance' }),
};

const COLLECTION_ENDPOINTS = ['/collections/pages/tree', '/collections/pages/entries', '/collections/articles/entries', '/collections/pages/entries/about', '/collections/articles/entries/dance'];

/** Two navigations with empty trees (`makeTree('en', [])->save()`). */
const NAVS = {
  'content/navigation/footer.yaml': { title: 'Footer' },
  'content/navigation/docs.yaml': { title: 'Docs' },
  'content/trees/navigation/footer.yaml': { tree: [] },
  'content/trees/navigation/docs.yaml': { tree: [] },
};

const TAXONOMIES = {
  'content/taxonomies/topics.yaml': { title: 'Topics' },
  'content/taxonomies/colours.yaml': { title: 'Colours' },
  'content/taxonomies/topics/dance.yaml': {},
  'content/taxonomies/colours/red.yaml': {},
};

/** Two global sets with (empty) values in the default site. */
const GLOBALS = {
  'content/globals/settings.yaml': { title: 'Settings', data: {} },
  'content/globals/social.yaml': { title: 'Social', data: {} },
};

/** Pages and articles with topics and colours; `about` is about dance, `dance` is about dance and red. */
const ENTRIES_BY_TERM = {
  ...TAXONOMIES,
  'content/collections/pages.yaml': { title: 'Pages', taxonomies: ['topics', 'colours'] },
  'content/collections/articles.yaml': { title: 'Articles', taxonomies: ['topics', 'colours'] },
  'content/collections/pages/about.md': markdown({ id: 'about', topics: 'dance' }),
  'content/collections/articles/dance.md': markdown({ id: 'dance', topics: 'dance', colours: 'red' }),
};

describe('ConfigTest', () => {
  it('config_can_enable_all_collections_resources', async () => {
    const p = await make(COLLECTIONS, { collections: true });
    for (const path of COLLECTION_ENDPOINTS) await assertEndpointSuccessful(p, path);
  });

  it('config_can_disable_all_collections_resources', async () => {
    const p = await make(COLLECTIONS, { collections: false });
    for (const path of COLLECTION_ENDPOINTS) await assertEndpointNotFound(p, path);
  });

  it('config_can_disable_resources_with_null', async () => {
    const p = await make(COLLECTIONS, { collections: null });
    for (const path of COLLECTION_ENDPOINTS) await assertEndpointNotFound(p, path);
  });

  it('config_can_disable_resources_with_unexpected_value', async () => {
    const p = await make(COLLECTIONS, { collections: 'we only want arrays or booleans' });
    for (const path of COLLECTION_ENDPOINTS) await assertEndpointNotFound(p, path);
  });

  it('config_can_enable_some_collections_resources', async () => {
    const p = await make(COLLECTIONS, { collections: ['pages'] });
    await assertEndpointSuccessful(p, '/collections/pages/tree');
    await assertEndpointSuccessful(p, '/collections/pages/entries');
    await assertEndpointNotFound(p, '/collections/articles/entries');
    await assertEndpointSuccessful(p, '/collections/pages/entries/about');
    await assertEndpointNotFound(p, '/collections/articles/entries/dance');
  });

  it('config_can_enable_all_navs_resources', async () => {
    const p = await make(NAVS, { navs: true });
    await assertEndpointSuccessful(p, '/navs/footer/tree');
    await assertEndpointSuccessful(p, '/navs/docs/tree');
  });

  it('config_can_disable_all_navs_resources', async () => {
    const p = await make(NAVS, { navs: false });
    await assertEndpointNotFound(p, '/navs/footer/tree');
    await assertEndpointNotFound(p, '/navs/docs/tree');
  });

  it('config_can_enable_some_navs_resources', async () => {
    const p = await make(NAVS, { navs: ['footer'] });
    await assertEndpointSuccessful(p, '/navs/footer/tree');
    await assertEndpointNotFound(p, '/navs/docs/tree');
  });

  it('config_can_enable_all_taxonomies_resources', async () => {
    const p = await make(TAXONOMIES, { taxonomies: true });
    await assertEndpointSuccessful(p, '/taxonomies/topics/terms');
    await assertEndpointSuccessful(p, '/taxonomies/colours/terms');
    await assertEndpointSuccessful(p, '/taxonomies/topics/terms/dance');
    await assertEndpointSuccessful(p, '/taxonomies/colours/terms/red');
  });

  it('config_can_disable_all_taxonomies_resources', async () => {
    const p = await make(TAXONOMIES, { taxonomies: false });
    await assertEndpointNotFound(p, '/taxonomies/topics/terms');
    await assertEndpointNotFound(p, '/taxonomies/colours/terms');
    await assertEndpointNotFound(p, '/taxonomies/topics/terms/dance');
    await assertEndpointNotFound(p, '/taxonomies/colours/terms/red');
  });

  it('config_can_enable_some_taxonomies_resources', async () => {
    const p = await make(TAXONOMIES, { taxonomies: ['topics'] });
    await assertEndpointSuccessful(p, '/taxonomies/topics/terms');
    await assertEndpointNotFound(p, '/taxonomies/colours/terms');
    await assertEndpointSuccessful(p, '/taxonomies/topics/terms/dance');
    await assertEndpointNotFound(p, '/taxonomies/colours/terms/red');
  });

  it('config_can_enable_all_globals_resources', async () => {
    const p = await make(GLOBALS, { globals: true });
    await assertEndpointSuccessful(p, '/globals');
    await assertEndpointDataCount(p, '/globals', 2);
    await assertEndpointSuccessful(p, '/globals/settings');
    await assertEndpointSuccessful(p, '/globals/social');
  });

  it('config_can_disable_all_globals_resources', async () => {
    const p = await make(GLOBALS, { globals: false });
    await assertEndpointNotFound(p, '/globals');
    await assertEndpointNotFound(p, '/globals/settings');
    await assertEndpointNotFound(p, '/globals/social');
  });

  it('config_can_enable_some_globals_resources', async () => {
    const p = await make(GLOBALS, { globals: ['social'] });
    await assertEndpointSuccessful(p, '/globals');
    await assertEndpointDataCount(p, '/globals', 1);
    expect(await p.data('/globals')).toMatchObject([{ handle: 'social' }]);
    await assertEndpointNotFound(p, '/globals/settings');
    await assertEndpointSuccessful(p, '/globals/social');
  });

  it('config_can_enable_all_collection_entries_by_term', async () => {
    const p = await make(ENTRIES_BY_TERM, { taxonomies: true, collections: true });
    await assertEndpointSuccessful(p, '/taxonomies/topics/terms/dance/entries');
    await assertEndpointDataCount(p, '/taxonomies/topics/terms/dance/entries', 2);
    await assertEndpointSuccessful(p, '/taxonomies/colours/terms/red/entries');
    await assertEndpointDataCount(p, '/taxonomies/colours/terms/red/entries', 1);
  });

  it('config_can_disable_all_collection_entries_by_term', async () => {
    const p = await make(ENTRIES_BY_TERM, { taxonomies: false, collections: true });
    await assertEndpointNotFound(p, '/taxonomies/topics/terms/dance/entries');
    await assertEndpointNotFound(p, '/taxonomies/colours/terms/red/entries');
  });

  it('config_can_enable_some_collection_entries_by_term', async () => {
    const p = await make(ENTRIES_BY_TERM, { taxonomies: ['topics'], collections: ['pages'] });
    await assertEndpointSuccessful(p, '/taxonomies/topics/terms/dance/entries');
    await assertEndpointDataCount(p, '/taxonomies/topics/terms/dance/entries', 1);
    await assertEndpointNotFound(p, '/taxonomies/colours/terms/red/entries');
  });
});
