// Ported from statamic/cms 5.x tests/API/ResourceAuthorizerTest.php (its `api` config-file
// case; `graphql` is not ours). ResourceAuthorizer::allowedSubResources() is observed as the
// handles whose endpoint answers 200 rather than 404, and isAllowed() for globals as
// `/globals` answering at all. We serve no assets, forms or users, so those lines are left out.
import { describe, expect, it } from 'vitest';
import type { ResourcesConfig } from '../../../api/allowlist';
import { type Project, projects } from './support/project';

const openProject = projects();

/** The original's setUp: collections blog and pages, navs main and footer, taxonomies topics and tags, globals branding and socials. */
const SETUP = {
  'content/collections/blog.yaml': { title: 'Blog' },
  'content/collections/pages.yaml': { title: 'Pages' },
  'content/navigation/main.yaml': { title: 'Main' },
  'content/navigation/footer.yaml': { title: 'Footer' },
  // A tree in the default site, so that an allowed nav answers 200 (NavigationTreeController needs one).
  'content/trees/navigation/main.yaml': { tree: [] },
  'content/trees/navigation/footer.yaml': { tree: [] },
  'content/taxonomies/topics.yaml': { title: 'Topics' },
  'content/taxonomies/tags.yaml': { title: 'Tags' },
  'content/globals/branding.yaml': { title: 'Branding', data: {} },
  'content/globals/socials.yaml': { title: 'Socials', data: {} },
};

const ENDPOINT: Record<string, (handle: string) => string> = {
  collections: (h) => `/collections/${h}/entries`,
  navs: (h) => `/navs/${h}/tree`,
  taxonomies: (h) => `/taxonomies/${h}/terms`,
  globals: (h) => `/globals/${h}`,
};

const HANDLES: Record<string, string[]> = {
  collections: ['blog', 'pages', 'products'],
  navs: ['main', 'footer'],
  taxonomies: ['topics', 'tags'],
  globals: ['branding', 'socials'],
};

async function make(resources: ResourcesConfig, more: Record<string, Record<string, unknown>> = {}): Promise<Project> {
  return openProject({ ...SETUP, ...more }, { api: { resources } });
}

/** allowedSubResources(): the handles of a resource whose endpoint is served. */
async function allowedSubResources(p: Project, resource: string): Promise<string[]> {
  const served: string[] = [];
  for (const handle of HANDLES[resource]!) {
    const { status } = await p.get(ENDPOINT[resource]!(handle));
    if (status === 200) served.push(handle);
    else expect(status).toBe(404);
  }
  return served.sort();
}

/** isAllowed('globals'): whether `/globals` answers (GlobalsController::index checks only the resource). */
async function globalsAllowed(p: Project): Promise<boolean> {
  const { status } = await p.get('/globals');
  expect([200, 404]).toContain(status);
  return status === 200;
}

describe('ResourceAuthorizerTest (api)', () => {
  it('no_sub_resources_are_allowed_by_default', async () => {
    const p = await make({ collections: false, navs: false, taxonomies: false, assets: false, globals: false, forms: false });
    expect(await allowedSubResources(p, 'collections')).toEqual([]);
    expect(await allowedSubResources(p, 'navs')).toEqual([]);
    expect(await allowedSubResources(p, 'taxonomies')).toEqual([]);
    expect(await globalsAllowed(p)).toBe(false);
    expect(await allowedSubResources(p, 'globals')).toEqual([]);
  });

  it('all_sub_resources_are_allowed_when_setting_true_at_top_level', async () => {
    const p = await make({ collections: true, navs: true, taxonomies: true, assets: true, globals: true, forms: true });
    expect(await allowedSubResources(p, 'collections')).toEqual(['blog', 'pages']);
    expect(await allowedSubResources(p, 'navs')).toEqual(['footer', 'main']);
    expect(await allowedSubResources(p, 'taxonomies')).toEqual(['tags', 'topics']);
    expect(await globalsAllowed(p)).toBe(true);
    expect(await allowedSubResources(p, 'globals')).toEqual(['branding', 'socials']);
  });

  it('wildcard_config_does_not_enable_sub_resource_by_default', async () => {
    const p = await make({ collections: { '*': { allowed_filters: ['title', 'slug'] } } });
    expect(await allowedSubResources(p, 'collections')).toEqual([]);
  });

  it('wildcard_config_can_enable_all_sub_resources', async () => {
    const p = await make({ collections: { '*': { enabled: true, allowed_filters: ['title', 'slug'] } } });
    expect(await allowedSubResources(p, 'collections')).toEqual(['blog', 'pages']);
  });

  it('disabling_sub_resource_overrides_wildcard_config', async () => {
    const p = await make({ collections: { '*': { enabled: true, allowed_filters: ['title', 'slug'] }, pages: false } }, { 'content/collections/products.yaml': { title: 'Products' } });
    expect(await allowedSubResources(p, 'collections')).toEqual(['blog', 'products']);
  });

  it('can_enable_individual_sub_resources_via_boolean', async () => {
    const p = await make({
      collections: { blog: true },
      navs: { footer: true },
      taxonomies: { topics: true },
      assets: { avatars: true },
      globals: { socials: true },
      forms: { contact: true },
    });
    expect(await allowedSubResources(p, 'collections')).toEqual(['blog']);
    expect(await allowedSubResources(p, 'navs')).toEqual(['footer']);
    expect(await allowedSubResources(p, 'taxonomies')).toEqual(['topics']);
    expect(await globalsAllowed(p)).toBe(true);
    expect(await allowedSubResources(p, 'globals')).toEqual(['socials']);
  });

  it('can_enable_individual_sub_resources_via_array_values', async () => {
    const p = await make({ collections: ['blog'], navs: ['footer'], taxonomies: ['topics'], assets: ['avatars'], globals: ['socials'], forms: ['contact'] });
    expect(await allowedSubResources(p, 'collections')).toEqual(['blog']);
    expect(await allowedSubResources(p, 'navs')).toEqual(['footer']);
    expect(await allowedSubResources(p, 'taxonomies')).toEqual(['topics']);
    expect(await globalsAllowed(p)).toBe(true);
    expect(await allowedSubResources(p, 'globals')).toEqual(['socials']);
  });

  it('can_enable_individual_sub_resources_via_array_config', async () => {
    const p = await make({
      collections: { blog: { allowed_filters: ['title'] } },
      navs: { footer: { allowed_filters: ['title'] } },
      taxonomies: { topics: { allowed_filters: ['title'] } },
      assets: { avatars: { allowed_filters: ['title'] } },
      globals: { socials: { allowed_filters: ['title'] } },
      forms: { contact: { allowed_filters: ['title'] } },
    });
    expect(await allowedSubResources(p, 'collections')).toEqual(['blog']);
    expect(await allowedSubResources(p, 'navs')).toEqual(['footer']);
    expect(await allowedSubResources(p, 'taxonomies')).toEqual(['topics']);
    expect(await globalsAllowed(p)).toBe(true);
    expect(await allowedSubResources(p, 'globals')).toEqual(['socials']);
  });
});
