// Ported from statamic/cms 5.x tests/Data/Entries/CollectionTest.php: what a collection file
// says about its entries — handle and title, sites and routes per site, injected values,
// entry blueprints, sort order, date behaviour — asserted through the API answers for the
// entries. Control-panel settings, events and writes are listed as not applicable in
// .cache/parity-entries.md.
import { describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../../api/check/check';
import { blueprint } from './support/content';
import { markdown, type Project, projects, sites } from './support/project';

const make = projects();

const THREE_SITES = sites({ en: { url: 'http://domain.com/', locale: 'en_US' }, fr: { url: 'http://domain.com/fr/', locale: 'fr_FR' }, de: { url: 'http://domain.com/de/', locale: 'de_DE' } });

/** One entry per site folder, ids `{site}-x`. */
const ENTRIES_PER_SITE = {
  'content/collections/blog/en/x.md': markdown({ id: 'en-x' }),
  'content/collections/blog/fr/x.md': markdown({ id: 'fr-x' }),
  'content/collections/blog/de/x.md': markdown({ id: 'de-x' }),
};

describe('CollectionTest', () => {
  it('it_gets_and_sets_the_handle', async () => {
    const p = await make({ 'content/collections/foo.yaml': {}, 'content/collections/foo/a.md': markdown({ id: 'a' }) });
    expect((await p.data('/collections/foo/entries/a')).collection.handle).toBe('foo');
  });

  it('it_gets_and_sets_the_routes', async () => {
    const routes = { en: 'blog/{slug}', fr: 'le-blog/{slug}', de: 'das-blog/{slug}' };
    // A collection with no sites uses the default site: only its route counts, other sites' files are not its entries.
    const p = await make({ 'resources/sites.yaml': THREE_SITES, 'content/collections/blog.yaml': { route: routes }, ...ENTRIES_PER_SITE });
    expect((await p.data('/collections/blog/entries/en-x')).uri).toBe('/blog/x');
    expect((await p.get('/collections/blog/entries/fr-x')).status).toBe(404);
    expect((await p.get('/collections/blog/entries/de-x')).status).toBe(404);

    await p.write({ 'content/collections/blog.yaml': { sites: ['en', 'fr'], route: routes } });
    expect((await p.data('/collections/blog/entries/en-x')).uri).toBe('/blog/x');
    expect(await p.data('/collections/blog/entries/fr-x')).toMatchObject({ uri: '/le-blog/x', url: '/fr/le-blog/x' });
    expect((await p.get('/collections/blog/entries/de-x')).status).toBe(404);
  });

  it('it_sets_all_the_routes_identically', async () => {
    const p = await make({ 'resources/sites.yaml': THREE_SITES, 'content/collections/blog.yaml': { sites: ['en', 'fr'], route: '{slug}' }, ...ENTRIES_PER_SITE });
    expect((await p.data('/collections/blog/entries/en-x')).uri).toBe('/x');
    expect(await p.data('/collections/blog/entries/fr-x')).toMatchObject({ uri: '/x', url: '/fr/x' });
    expect((await p.get('/collections/blog/entries/de-x')).status).toBe(404);
  });

  it('it_gets_and_sets_the_title', async () => {
    const p = await make({ 'content/collections/blog.yaml': {}, 'content/collections/blog/a.md': markdown({ id: 'a' }) });
    expect((await p.data('/collections/blog/entries/a')).collection.title).toBe('Blog');
    await p.write({ 'content/collections/blog.yaml': { title: 'The Blog' } });
    expect((await p.data('/collections/blog/entries/a')).collection.title).toBe('The Blog');
  });

  it('it_gets_and_sets_the_sites_it_can_be_used_in_when_using_multiple_sites', async () => {
    const files = {
      'resources/sites.yaml': sites({ en: { url: 'http://domain.com/', locale: 'en_US' }, fr: { url: 'http://domain.com/fr/', locale: 'fr_FR' } }),
      'content/collections/blog/en/x.md': markdown({ id: 'en-x' }),
      'content/collections/blog/fr/x.md': markdown({ id: 'fr-x' }),
    };
    const p = await make({ ...files, 'content/collections/blog.yaml': {} });
    expect(await p.ids('/collections/blog/entries')).toEqual(['en-x']); // no sites: the default site
    await p.write({ 'content/collections/blog.yaml': { sites: ['en', 'fr'] } });
    expect((await p.ids('/collections/blog/entries')).sort()).toEqual(['en-x', 'fr-x']);
  });

  it('it_gets_the_default_site_when_in_single_site_mode', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' } }),
      'content/collections/blog.yaml': { sites: ['en', 'fr'] }, // has no effect with one site
      'content/collections/blog/x.md': markdown({ id: 'x' }),
    });
    expect((await p.data('/collections/blog/entries/x')).locale).toBe('en');
  });

  it('it_stores_cascading_data_in_a_collection', async () => {
    const p = await make({ 'content/collections/test.yaml': { inject: { foo: 'bar' } }, 'content/collections/test/a.md': markdown({ id: 'a' }) });
    expect((await p.data('/collections/test/entries/a')).foo).toBe('bar');
  });

  it('it_sets_all_the_cascade_data_when_passing_an_array', async () => {
    const p = await make({ 'content/collections/test.yaml': { inject: { foo: 'bar', baz: 'qux' } }, 'content/collections/test/a.md': markdown({ id: 'a' }) });
    expect(await p.data('/collections/test/entries/a')).toMatchObject({ foo: 'bar', baz: 'qux' });
    await p.write({ 'content/collections/test.yaml': { inject: {} } });
    const data = await p.data('/collections/test/entries/a');
    expect(data).not.toHaveProperty('foo');
    expect(data).not.toHaveProperty('baz');
  });

  it('it_gets_values_from_the_cascade_with_fallbacks', async () => {
    const p = await make({ 'content/collections/test.yaml': { inject: { foo: 'bar' } }, 'content/collections/test/a.md': markdown({ id: 'a' }) });
    const data = await p.data('/collections/test/entries/a');
    expect(data.foo).toBe('bar');
    expect(data.baz ?? null).toBeNull();
  });

  it('it_gets_entry_blueprints', async () => {
    const p = await make({
      'content/collections/blog.yaml': {},
      'resources/blueprints/collections/blog/one.yaml': blueprint({}),
      'resources/blueprints/collections/blog/two.yaml': blueprint({}),
      'content/collections/blog/default.md': markdown({ id: 'default' }),
      'content/collections/blog/one.md': markdown({ id: 'one', blueprint: 'one' }),
      'content/collections/blog/two.md': markdown({ id: 'two', blueprint: 'two' }),
      'content/collections/blog/three.md': markdown({ id: 'three', blueprint: 'three' }),
    });
    expect((await p.data('/collections/blog/entries/default')).blueprint.handle).toBe('one');
    expect((await p.data('/collections/blog/entries/one')).blueprint.handle).toBe('one');
    expect((await p.data('/collections/blog/entries/two')).blueprint.handle).toBe('two');
    // entryBlueprint('three') is null: Statamic throws for an entry naming it, content:check says so.
    expect(await checkContent(p.root)).toContainEqual(expect.objectContaining({ file: 'content/collections/blog/three.md', field: 'blueprint' }));
  });

  it('it_gets_first_non_hidden_entry_blueprint', async () => {
    const p = await make({
      'content/collections/blog.yaml': {},
      'resources/blueprints/collections/blog/apple.yaml': blueprint({}, { hide: true }),
      'resources/blueprints/collections/blog/berry.yaml': blueprint({}),
      'resources/blueprints/collections/blog/cherry.yaml': blueprint({}, { hide: true }),
      'content/collections/blog/default.md': markdown({ id: 'default' }),
      'content/collections/blog/cherry.md': markdown({ id: 'cherry', blueprint: 'cherry' }),
    });
    expect((await p.data('/collections/blog/entries/default')).blueprint.handle).toBe('berry');
    expect((await p.data('/collections/blog/entries/cherry')).blueprint.handle).toBe('cherry');
  });

  it('it_gets_first_entry_blueprint_when_they_are_all_hidden', async () => {
    const p = await make({
      'content/collections/blog.yaml': {},
      'resources/blueprints/collections/blog/apple.yaml': blueprint({}, { hide: true }),
      'resources/blueprints/collections/blog/berry.yaml': blueprint({}, { hide: true }),
      'resources/blueprints/collections/blog/cherry.yaml': blueprint({}, { hide: true }),
      'content/collections/blog/default.md': markdown({ id: 'default' }),
      'content/collections/blog/cherry.md': markdown({ id: 'cherry', blueprint: 'cherry' }),
    });
    expect((await p.data('/collections/blog/entries/default')).blueprint.handle).toBe('apple');
    expect((await p.data('/collections/blog/entries/cherry')).blueprint.handle).toBe('cherry');
  });

  it('no_existing_blueprints_will_fall_back_to_a_default_named_after_the_singular_collection', async () => {
    const p = await make({
      'content/collections/articles.yaml': {},
      'content/collections/articles/default.md': markdown({ id: 'default' }),
      'content/collections/articles/named.md': markdown({ id: 'named', blueprint: 'article' }),
      'content/collections/articles/two.md': markdown({ id: 'two', blueprint: 'two' }),
    });
    expect((await p.data('/collections/articles/entries/default')).blueprint).toEqual({ title: 'Article', handle: 'article' });
    expect((await p.data('/collections/articles/entries/named')).blueprint).toEqual({ title: 'Article', handle: 'article' });
    expect(await checkContent(p.root)).toContainEqual(expect.objectContaining({ file: 'content/collections/articles/two.md', field: 'blueprint' }));
  });

  describe('default listing order (Collection::sortField() and sortDirection(), which our API lists by when no sort is asked)', () => {
    // Titles, dates and tree places disagree, so each order tells which field sorted.
    const entries = (handle: string, dated: boolean) => ({
      [`content/collections/${handle}/${dated ? '2020-01-01.' : ''}a.md`]: markdown({ id: `${handle}-a`, title: 'B', foo: 1 }),
      [`content/collections/${handle}/${dated ? '2020-01-03.' : ''}b.md`]: markdown({ id: `${handle}-b`, title: 'C', foo: 2 }),
      [`content/collections/${handle}/${dated ? '2020-01-02.' : ''}c.md`]: markdown({ id: `${handle}-c`, title: 'A', foo: 3 }),
      [`content/trees/collections/${handle}.yaml`]: { tree: [{ entry: `${handle}-b` }, { entry: `${handle}-a` }, { entry: `${handle}-c` }] },
    });
    const order = async (p: Project, handle: string) => (await p.ids(`/collections/${handle}/entries`)).map((id) => id.slice(-1));

    it('it_gets_sort_field_and_direction', async () => {
      const p = await make({
        'content/collections/alpha.yaml': {},
        'content/collections/dated.yaml': { date: true },
        'content/collections/ordered.yaml': { structure: { max_depth: 1 } },
        'content/collections/dated_ordered.yaml': { date: true, structure: { max_depth: 1 } },
        'content/collections/alpha_structured.yaml': { structure: { max_depth: 99 } },
        'content/collections/dated_structured.yaml': { date: true, structure: { max_depth: 99 } },
        ...entries('alpha', false),
        ...entries('dated', true),
        ...entries('ordered', false),
        ...entries('dated_ordered', true),
        ...entries('alpha_structured', false),
        ...entries('dated_structured', true),
      });
      expect(await order(p, 'alpha')).toEqual(['c', 'a', 'b']); // title asc
      expect(await order(p, 'dated')).toEqual(['b', 'c', 'a']); // date desc
      expect(await order(p, 'ordered')).toEqual(['b', 'a', 'c']); // order asc
      expect(await order(p, 'dated_ordered')).toEqual(['b', 'a', 'c']); // order asc
      expect(await order(p, 'alpha_structured')).toEqual(['b', 'a', 'c']); // order asc
      expect(await order(p, 'dated_structured')).toEqual(['c', 'a', 'b']); // order desc

      // A custom sort field overrides the rest, ascending unless a direction is set.
      const custom = (sort: Record<string, unknown>) => ({
        'content/collections/alpha.yaml': sort,
        'content/collections/dated.yaml': { date: true, ...sort },
        'content/collections/ordered.yaml': { structure: { max_depth: 1 }, ...sort },
        'content/collections/dated_ordered.yaml': { date: true, structure: { max_depth: 1 }, ...sort },
      });
      await p.write(custom({ sort_by: 'foo' }));
      for (const handle of ['alpha', 'dated', 'ordered', 'dated_ordered']) expect(await order(p, handle)).toEqual(['a', 'b', 'c']);
      await p.write(custom({ sort_by: 'foo', sort_dir: 'desc' }));
      for (const handle of ['alpha', 'dated', 'ordered', 'dated_ordered']) expect(await order(p, handle)).toEqual(['c', 'b', 'a']);
    });

    it('setting_custom_sort_field_will_set_the_sort_direction_to_asc_when_not_explicitly_set', async () => {
      const p = await make({ 'content/collections/dated.yaml': { date: true }, ...entries('dated', true) });
      expect(await order(p, 'dated')).toEqual(['b', 'c', 'a']); // date desc
      await p.write({ 'content/collections/dated.yaml': { date: true, sort_by: 'foo' } });
      expect(await order(p, 'dated')).toEqual(['a', 'b', 'c']); // foo asc
    });
  });

  describe('date behaviour: now is 2026-06-15 12:00 UTC, one entry a day later and one a day earlier', () => {
    const files = (behavior: Record<string, unknown> | undefined) => ({
      'content/collections/test.yaml': { date: true, ...(behavior ? { date_behavior: behavior } : {}) },
      'content/collections/test/2026-06-16.future.md': markdown({ id: 'future' }),
      'content/collections/test/2026-06-14.past.md': markdown({ id: 'past' }),
    });
    const status = async (p: Project, id: string) => (await p.data(`/collections/test/entries/${id}`)).status;
    // Scheduled and expired entries answer by id only where the operator exposes the collection's drafts.
    const DRAFTS = { api: { statusFilters: ['test'] } };

    it('it_sets_future_date_behavior', async () => {
      vi.useFakeTimers({ now: Date.parse('2026-06-15T12:00:00Z'), toFake: ['Date'] });
      const p = await make(files(undefined), DRAFTS);
      expect(await status(p, 'future')).toBe('published'); // public by default
      await p.write(files({ future: 'private' }));
      expect(await status(p, 'future')).toBe('scheduled');
      await p.write(files({ future: null }));
      expect(await status(p, 'future')).toBe('published');
    });

    it('it_sets_past_date_behavior', async () => {
      vi.useFakeTimers({ now: Date.parse('2026-06-15T12:00:00Z'), toFake: ['Date'] });
      const p = await make(files(undefined), DRAFTS);
      expect(await status(p, 'past')).toBe('published');
      await p.write(files({ past: 'private' }));
      expect(await status(p, 'past')).toBe('expired');
      await p.write(files({ past: null }));
      expect(await status(p, 'past')).toBe('published');
    });
  });

  it('it_augments', async () => {
    const p = await make({ 'content/collections/test.yaml': {}, 'content/collections/test/a.md': markdown({ id: 'a' }) });
    expect((await p.data('/collections/test/entries/a')).collection).toEqual({ title: 'Test', handle: 'test' });
  });
});
