// Ported from statamic/cms 5.x tests/API/FilterAuthorizerTest.php (its `api` config-file case;
// `graphql` is not ours). FilterAuthorizer::allowedForSubResources() is observed as the REST
// API uses it: for one collection on its entries, for one taxonomy on its terms, and for the
// collections the API serves (`*`, or that list of handles) on a term's entries, the only REST
// route that queries several collections. A filter outside the allowed list answers Statamic's
// 422 "Forbidden filter(s): …", so one request with every candidate field tells which are allowed.
// The REST API reads no filters for navs and globals, and we serve no assets or forms: those
// lines of the original are left out.
import { describe, expect, it } from 'vitest';
import type { ResourcesConfig } from '../../../api/allowlist';
import { type Project, projects } from './support/project';

const openProject = projects();

/** The original's setUp (collections, navs, taxonomies, globals), and a term so a term's entries can be asked for. */
const SETUP = {
  'content/collections/blog.yaml': { title: 'Blog' },
  'content/collections/pages.yaml': { title: 'Pages' },
  'content/navigation/main.yaml': { title: 'Main' },
  'content/navigation/footer.yaml': { title: 'Footer' },
  'content/taxonomies/topics.yaml': { title: 'Topics' },
  'content/taxonomies/tags.yaml': { title: 'Tags' },
  'content/taxonomies/topics/t.yaml': {},
  'content/globals/branding.yaml': { title: 'Branding', data: {} },
  'content/globals/socials.yaml': { title: 'Socials', data: {} },
};

/** Every field the original's configs name. */
const CANDIDATES = ['title', 'slug', 'status', 'color', 'path', 'site_name'];

async function make(resources: ResourcesConfig, more: Record<string, Record<string, unknown>> = {}): Promise<Project> {
  return openProject({ ...SETUP, ...more }, { api: { resources } });
}

/** The fields a listing lets clients filter on, or 'not served' when it answers 404. */
async function allowedOn(p: Project, path: string): Promise<string[] | 'not served'> {
  const query = CANDIDATES.map((field) => `filter[${field}]=any`).join('&');
  const { status, body } = await p.get(`${path}?${query}`);
  if (status === 404) return 'not served';
  if (status === 200) return [...CANDIDATES].sort();
  expect(status).toBe(422);
  const forbidden = /^Forbidden filters?: (.*)$/.exec(body.message)![1]!.split(', ');
  return CANDIDATES.filter((field) => !forbidden.includes(field)).sort();
}

/** allowedForSubResources('collections', handle). */
const collection = (p: Project, handle: string) => allowedOn(p, `/collections/${handle}/entries`);
/** allowedForSubResources('taxonomies', handle). */
const taxonomy = (p: Project, handle: string) => allowedOn(p, `/taxonomies/${handle}/terms`);
/** allowedForSubResources('collections', the served collections): what TaxonomyTermEntriesController asks. */
const servedCollections = (p: Project) => allowedOn(p, '/taxonomies/topics/terms/t/entries');

describe('FilterAuthorizerTest (api)', () => {
  it('no_sub_resource_filters_are_allowed_by_default_when_resource_is_disabled', async () => {
    const p = await make({ collections: false, navs: false, taxonomies: false, assets: false, globals: false, forms: false });
    // Nothing is filtered: nothing is even served.
    expect(await collection(p, 'blog')).toBe('not served');
    expect(await servedCollections(p)).toBe('not served');
    expect(await taxonomy(p, 'tags')).toBe('not served');
  });

  it('no_sub_resource_filters_are_allowed_by_default_when_resource_is_enabled', async () => {
    const p = await make({ collections: true, navs: true, taxonomies: true, assets: true, globals: true, forms: true });
    expect(await collection(p, 'blog')).toEqual([]);
    // ['blog', 'pages'] and '*': the served collections are blog and pages.
    expect(await servedCollections(p)).toEqual([]);
    expect(await taxonomy(p, 'tags')).toEqual([]);
  });

  it('it_allows_filters_when_configured_using_wildcard_sub_resources', async () => {
    const p = await make({
      collections: { '*': { enabled: true, allowed_filters: ['title', 'slug'] } },
      navs: { '*': { enabled: true, allowed_filters: ['title'] } },
      taxonomies: { '*': { enabled: true, allowed_filters: ['title', 'color'] } },
      assets: { '*': { enabled: true, allowed_filters: ['path'] } },
      globals: { '*': { enabled: true, allowed_filters: ['site_name'] } },
      forms: { '*': { enabled: true, allowed_filters: ['title'] } },
    });
    expect(await collection(p, 'blog')).toEqual(['slug', 'title']);
    expect(await servedCollections(p)).toEqual(['slug', 'title']);
    expect(await taxonomy(p, 'tags')).toEqual(['color', 'title']);
  });

  it('it_allows_filters_when_configured_on_specific_sub_resources', async () => {
    const p = await make({
      collections: { blog: { allowed_filters: ['title', 'slug'] }, pages: true },
      navs: { footer: { allowed_filters: ['title'] }, main: true },
      taxonomies: { tags: { allowed_filters: ['title', 'color'] }, topics: true },
      assets: { avatars: { allowed_filters: ['path'] }, main: true },
      globals: { branding: { allowed_filters: ['site_name'] }, socials: true },
      forms: { contact: { allowed_filters: ['title'] }, newsletter: true },
    });
    expect(await collection(p, 'blog')).toEqual(['slug', 'title']);
    expect(await servedCollections(p)).toEqual([]);
    expect(await taxonomy(p, 'tags')).toEqual(['color', 'title']);
    expect(await taxonomy(p, 'topics')).toEqual([]);
  });

  // The originals below configure collections only; taxonomies are served too here, so that a term's entries can be asked for.

  it('it_allows_filters_that_are_common_to_all_selected_sub_resources', async () => {
    const p = await make({ collections: { blog: { allowed_filters: ['title', 'slug'] }, pages: { allowed_filters: ['title'] } }, taxonomies: true });
    expect(await collection(p, 'blog')).toEqual(['slug', 'title']);
    expect(await collection(p, 'pages')).toEqual(['title']);
    expect(await servedCollections(p)).toEqual(['title']);
  });

  it('it_merges_sub_resources_filters_with_wildcard_sub_resources_config', async () => {
    const p = await make({ collections: { '*': { allowed_filters: ['title'] }, blog: { allowed_filters: ['slug'] }, pages: true }, taxonomies: true });
    expect(await collection(p, 'blog')).toEqual(['slug', 'title']);
    expect(await collection(p, 'pages')).toEqual(['title']);
    expect(await servedCollections(p)).toEqual(['title']);
  });

  it('it_properly_handles_disabled_sub_resources_when_merging_filters', async () => {
    // A third collection, not enabled as a sub-resource in the config.
    const p = await make({ collections: { blog: { allowed_filters: ['title', 'status'] }, pages: { allowed_filters: ['title'] } }, taxonomies: true }, { 'content/collections/products.yaml': { title: 'Products' } });
    expect(await collection(p, 'blog')).toEqual(['status', 'title']);
    expect(await collection(p, 'pages')).toEqual(['title']);
    // Statamic allows products no filters; it is not served at all.
    expect(await collection(p, 'products')).toBe('not served');
    // ['blog', 'pages'] and '*': only the enabled sub-resources count.
    expect(await servedCollections(p)).toEqual(['title']);
  });

  it('it_allows_disabling_filters_on_specific_sub_resources_when_using_wildcard_config', async () => {
    const p = await make({ collections: { '*': { allowed_filters: ['title'] }, blog: { allowed_filters: false } }, taxonomies: true });
    expect(await collection(p, 'blog')).toEqual([]);
    // '*': blog is the only collection served (pages is not enabled), and it allows none.
    expect(await servedCollections(p)).toEqual([]);
  });
});
