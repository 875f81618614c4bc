// Ported from statamic/cms 5.x tests/Data/Entries/EntryTest.php: what Entry's getters answer
// (locale, slug, values over origin and collection, URIs, dates, order, privacy, blueprint,
// last modified), asserted through the API on the flat files the original's facades would
// have saved. Methods that only write, fire events or exercise PHP objects are listed as not
// applicable in .cache/parity-entries.md.
import { describe, expect, it, vi } from 'vitest';
import { blueprint, carbon } from './support/content';
import { markdown, type Project, projects, sites } from './support/project';

const make = projects();

const entry = (p: Project, collection: string, id: string, query = '') => p.data(`/collections/${collection}/entries/${id}${query}`);

describe('EntryTest', () => {
  it('it_sets_and_gets_the_locale', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ foo: { url: '/', locale: 'en_US' }, bar: { url: '/bar/', locale: 'en_US' } }),
      'content/collections/test.yaml': { sites: ['foo', 'bar'] },
      'content/collections/test/foo/a.md': markdown({ id: 'a' }),
      'content/collections/test/bar/b.md': markdown({ id: 'b' }),
    });
    expect((await entry(p, 'test', 'a')).locale).toBe('foo');
    expect((await entry(p, 'test', 'b')).locale).toBe('bar');
  });

  it('it_sets_and_gets_the_slug', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/foo.md': markdown({ id: 'a' }),
    });
    expect((await entry(p, 'test', 'a')).slug).toBe('foo');
  });

  it('the_slug_gets_slugified', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, da: { url: '/da/', locale: 'da_DK' } }),
      'content/collections/test.yaml': { sites: ['en', 'da'] },
      'content/collections/test/en/foo bar æøå.md': markdown({ id: 'en' }),
      'content/collections/test/da/foo bar æøå.md': markdown({ id: 'da' }),
    });
    expect((await entry(p, 'test', 'en')).slug).toBe('foo-bar-aeoa');
    // Danish spells æøå out as ae, oe, aa.
    expect((await entry(p, 'test', 'da')).slug).toBe('foo-bar-aeoeaa');
  });

  it('explicitly_setting_slug_to_null_will_return_null', async () => {
    // A file saved without a slug is named after the id; without required slugs that reads back as no slug.
    const p = await make({
      'content/collections/test.yaml': { slugs: false },
      'content/collections/test/123.md': markdown({ id: '123' }),
    });
    expect((await entry(p, 'test', '123')).slug).toBeNull();
  });

  it('it_sets_gets_and_removes_data_values', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/a.md': markdown({ id: 'a' }),
    });
    expect((await entry(p, 'test', 'a')).foo).toBeUndefined();
    await p.write({ 'content/collections/test/a.md': markdown({ id: 'a', foo: 'bar' }) });
    expect((await entry(p, 'test', 'a')).foo).toBe('bar');
    await p.write({ 'content/collections/test/a.md': markdown({ id: 'a' }) });
    expect(await entry(p, 'test', 'a')).not.toHaveProperty('foo');
  });

  it('it_gets_and_sets_all_data', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/a.md': markdown({ id: 'a', foo: 'bar' }),
    });
    expect(await entry(p, 'test', 'a')).toMatchObject({ foo: 'bar' });
  });

  it('values_fall_back_to_the_origin_then_the_collection', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/origin.md': markdown({ id: 'origin' }),
      'content/collections/test/entry.md': markdown({ id: 'entry', origin: 'origin' }),
    });
    expect((await entry(p, 'test', 'entry')).test ?? null).toBeNull();
    await p.write({ 'content/collections/test.yaml': { inject: { test: 'from collection' } } });
    expect((await entry(p, 'test', 'entry')).test).toBe('from collection');
    await p.write({ 'content/collections/test/origin.md': markdown({ id: 'origin', test: 'from origin' }) });
    expect((await entry(p, 'test', 'entry')).test).toBe('from origin');
  });

  it('it_gets_values_from_origin_and_collection', async () => {
    const p = await make({
      'content/collections/test.yaml': { inject: { one: 'one in collection', two: 'two in collection', three: 'three in collection' } },
      'content/collections/test/origin.md': markdown({ id: 'origin', two: 'two in origin', three: 'three in origin' }),
      'content/collections/test/entry.md': markdown({ id: 'entry', origin: 'origin', three: 'three in entry' }),
    });
    expect(await entry(p, 'test', 'entry')).toMatchObject({ one: 'one in collection', two: 'two in origin', three: 'three in entry' });
  });

  it('if_the_value_is_explicitly_set_to_null_then_it_should_not_fall_back', async () => {
    const p = await make({
      'content/collections/test.yaml': {
        inject: { one: 'one in collection', two: 'two in collection', three: 'three in collection', four: 'four in collection' },
      },
      'content/collections/test/origin.md': markdown({ id: 'origin', two: null, three: 'three in origin', four: 'four in origin' }),
      'content/collections/test/entry.md': markdown({ id: 'entry', origin: 'origin', three: null, four: 'four in entry' }),
    });
    expect(await entry(p, 'test', 'entry')).toMatchObject({
      one: 'one in collection', // falls all the way back
      two: null, // falls back from entry, stops at origin
      three: null, // stops at entry
      four: 'four in entry', // set in entry
    });
  });

  it('it_gets_the_url_from_the_collection', async () => {
    // The original's `de` site lives on its own domain at `/`; our sites share one host and
    // tell sites apart by path (api/sites.ts leaves out a site repeating another's prefix),
    // so this port keeps `en` and `fr`, which differ by path, and their absolute URLs.
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: 'http://domain.com/', locale: 'en_US' }, fr: { url: 'http://domain.com/fr/', locale: 'fr_FR' } }),
      'content/collections/blog.yaml': { sites: ['en', 'fr'], route: { en: 'blog/{slug}', fr: 'le-blog/{slug}' } },
      'content/collections/blog/en/foo.md': markdown({ id: 'en' }),
      'content/collections/blog/fr/le-foo.md': markdown({ id: 'fr' }),
      'content/collections/blog/en/redirected.md': markdown({ id: 'redirect', redirect: 'http://example.com/page' }),
      'content/collections/blog/en/redirect-404.md': markdown({ id: 'redirect-404', redirect: '404' }),
    });
    expect(await entry(p, 'blog', 'en')).toMatchObject({ uri: '/blog/foo', url: '/blog/foo', permalink: 'http://domain.com/blog/foo' });
    expect(await entry(p, 'blog', 'fr')).toMatchObject({ uri: '/le-blog/le-foo', url: '/fr/le-blog/le-foo', permalink: 'http://domain.com/fr/le-blog/le-foo' });
    expect(await entry(p, 'blog', 'redirect')).toMatchObject({ uri: '/blog/redirected', url: 'http://example.com/page', permalink: 'http://example.com/page' });
    expect(await entry(p, 'blog', 'redirect-404')).toMatchObject({ uri: '/blog/redirect-404', url: '/blog/redirect-404', permalink: 'http://domain.com/blog/redirect-404' });
  });

  it('entries_in_a_collection_without_a_route_dont_have_a_uri', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/foo.md': markdown({ id: 'a' }),
    });
    expect(await entry(p, 'test', 'a')).toMatchObject({ uri: null, url: null, permalink: null });
  });

  it('a_localized_entry_without_a_route_for_that_site_doesnt_have_a_uri', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      'content/collections/test.yaml': { sites: ['en', 'fr'], route: { en: '/test/{slug}' } },
      'content/collections/test/fr/foo.md': markdown({ id: 'a' }),
    });
    expect(await entry(p, 'test', 'a')).toMatchObject({ uri: null, url: null });
  });

  it('entries_in_a_structured_collection_without_a_route_dont_have_a_uri', async () => {
    const p = await make({
      'content/collections/test.yaml': { structure: { max_depth: 3 } },
      'content/collections/test/foo.md': markdown({ id: 'a' }),
      'content/trees/collections/test.yaml': { tree: [{ entry: 'a' }] },
    });
    expect(await entry(p, 'test', 'a')).toMatchObject({ uri: null, url: null });
  });

  it('a_localized_entry_in_a_structured_collection_without_a_route_for_that_site_doesnt_have_a_uri', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      'content/collections/test.yaml': { sites: ['en', 'fr'], structure: { max_depth: 3 }, route: { en: '/test/{slug}' } },
      'content/collections/test/fr/foo.md': markdown({ id: 'a' }),
      'content/trees/collections/fr/test.yaml': { tree: [{ entry: 'a' }] },
    });
    expect(await entry(p, 'test', 'a')).toMatchObject({ uri: null, url: null });
  });

  describe('it_gets_urls_for_first_child_redirects', () => {
    it.each([
      ['string', '@child'],
      ['array', { url: '@child' }],
    ])('%s', async (_, value) => {
      const p = await make({
        'resources/sites.yaml': sites({ en: { url: 'http://domain.com/', locale: 'en_US' } }),
        'content/collections/pages.yaml': { route: '{parent_uri}/{slug}', structure: { max_depth: 3 } },
        'content/collections/pages/en/parent.md': markdown({ id: '1', redirect: value }),
        'content/collections/pages/en/child.md': markdown({ id: '2' }),
        'content/collections/pages/en/nochildren.md': markdown({ id: '3', redirect: value }),
        'content/trees/collections/en/pages.yaml': { tree: [{ entry: '1', children: [{ entry: '2' }] }, { entry: '3' }] },
      });
      expect(await entry(p, 'pages', '1')).toMatchObject({ uri: '/parent', url: '/parent/child', permalink: 'http://domain.com/parent/child' });
      expect(await entry(p, 'pages', '2')).toMatchObject({ uri: '/parent/child', url: '/parent/child', permalink: 'http://domain.com/parent/child' });
      // No child: the redirect resolves to 404, which is no redirect at all.
      expect(await entry(p, 'pages', '3')).toMatchObject({ uri: '/nochildren', url: '/nochildren', permalink: 'http://domain.com/nochildren' });
    });
  });

  it('setting_queried_keys_will_filter_the_arrayable_array', async () => {
    // selectedQueryColumns() is what the API's `fields` parameter selects.
    const p = await make({
      'content/collections/blog.yaml': {},
      'content/collections/blog/test.md': markdown({ id: 'test-id', foo: 'bar' }),
    });
    const all = await entry(p, 'blog', 'test-id');
    expect(Object.keys(all).length).toBeGreaterThan(3);
    expect(all).toMatchObject({ id: 'test-id', foo: 'bar', published: true });
    expect(await entry(p, 'blog', 'test-id', '?fields=id,foo')).toEqual({ id: 'test-id', foo: 'bar' });
  });

  describe('it_gets_dates_for_dated_collection_entries', () => {
    // [date in the file name, time_enabled, time_seconds_enabled, expected date]; without a
    // date in its name the entry is dated by its file's modification time, "now" in the original.
    const cases: [string, string | null, boolean | null, boolean | null, string][] = [
      ['no date explicitly set, time not explicitly enabled', null, null, null, '2015-09-24 00:00:00'],
      ['no date explicitly set, time enabled, seconds enabled', null, true, true, '2015-09-24 13:45:23'],
      ['no date explicitly set, time enabled, seconds disabled', null, true, false, '2015-09-24 13:45:00'],
      ['date set, time not explicitly enabled', '2023-04-19', null, null, '2023-04-19 00:00:00'],
      ['date set, time enabled, seconds enabled', '2023-04-19', true, true, '2023-04-19 00:00:00'],
      ['date set, time enabled, seconds disabled', '2023-04-19', true, false, '2023-04-19 00:00:00'],
      ['datetime set, time not explicitly enabled', '2023-04-19-1425', null, null, '2023-04-19 00:00:00'],
      ['datetime set, time enabled, seconds enabled', '2023-04-19-1425', true, true, '2023-04-19 14:25:00'],
      ['datetime set, time enabled, seconds disabled', '2023-04-19-1425', true, false, '2023-04-19 14:25:00'],
      ['datetime with seconds set, time not explicitly enabled', '2023-04-19-142512', null, null, '2023-04-19 00:00:00'],
      ['datetime with seconds set, time enabled, seconds enabled', '2023-04-19-142512', true, true, '2023-04-19 14:25:12'],
      ['datetime with seconds set, time enabled, seconds disabled', '2023-04-19-142512', true, false, '2023-04-19 14:25:00'],
      ['date set, time disabled', '2023-04-19', false, null, '2023-04-19 00:00:00'],
      ['date set, time disabled, seconds enabled', '2023-04-19', false, true, '2023-04-19 00:00:00'],
      ['datetime set, time disabled', '2023-04-19-1425', false, null, '2023-04-19 00:00:00'],
      ['datetime set, time disabled, seconds enabled', '2023-04-19-1425', false, true, '2023-04-19 00:00:00'],
      ['datetime with seconds set, time disabled', '2023-04-19-142512', false, null, '2023-04-19 00:00:00'],
      ['datetime with seconds set, time disabled, seconds enabled', '2023-04-19-142512', false, true, '2023-04-19 00:00:00'],
    ];
    it.each(cases)('%s', async (_, setDate, time, seconds, expected) => {
      const file = `content/collections/test/${setDate ? `${setDate}.` : ''}foo.md`;
      const fields: Record<string, Record<string, unknown>> = time === null ? {} : { date: { type: 'date', time_enabled: time, time_seconds_enabled: seconds } };
      const p = await make({
        'content/collections/test.yaml': { date: true },
        'resources/blueprints/collections/test/test.yaml': blueprint(fields),
        [file]: markdown({ id: 'a' }),
      });
      await p.touch(file, new Date('2015-09-24T13:45:23Z'));
      const data = await entry(p, 'test', 'a');
      expect(data.date).toBe(carbon(expected));
      expect(data.slug).toBe('foo');
    });
  });

  it('it_gets_dates_for_non_dated_collection_entries', async () => {
    // A `date` field named `date` just to prove it does not make the collection dated.
    const p = await make({
      'content/collections/test.yaml': {},
      'resources/blueprints/collections/test/test.yaml': blueprint({ date: { type: 'date' } }),
      'content/collections/test/a.md': markdown({ id: 'a' }),
      'content/collections/test/b.md': markdown({ id: 'b', date: '2023-04-19' }),
    });
    expect((await entry(p, 'test', 'a')).date).toBeNull();
    // The `date` value is the field's, augmented as a date; the entry itself has no date.
    expect((await entry(p, 'test', 'b')).date).toBe(carbon('2023-04-19 00:00:00'));
  });

  it('it_falls_back_to_the_origin_for_the_date', async () => {
    const p = await make({
      'content/collections/dated.yaml': { date: true },
      'content/collections/dated/2024-06-10.origin.md': markdown({ id: 'origin' }),
      'content/collections/dated/descendant.md': markdown({ id: 'descendant', origin: 'origin' }),
    });
    const date = async () => (await entry(p, 'dated', 'descendant')).date;
    expect(await date()).toBe(carbon('2024-06-10 00:00:00'));

    await p.remove('content/collections/dated/2024-06-10.origin.md');
    await p.write({ 'content/collections/dated/2024-06-11.origin.md': markdown({ id: 'origin' }) });
    expect(await date()).toBe(carbon('2024-06-11 00:00:00'));

    await p.remove('content/collections/dated/descendant.md');
    await p.write({ 'content/collections/dated/2024-06-12.descendant.md': markdown({ id: 'descendant', origin: 'origin' }) });
    expect(await date()).toBe(carbon('2024-06-12 00:00:00'));

    await p.remove('content/collections/dated/2024-06-11.origin.md');
    await p.write({ 'content/collections/dated/2024-06-13.origin.md': markdown({ id: 'origin' }) });
    expect(await date()).toBe(carbon('2024-06-12 00:00:00'));

    await p.remove('content/collections/dated/2024-06-12.descendant.md');
    await p.write({ 'content/collections/dated/descendant.md': markdown({ id: 'descendant', origin: 'origin' }) });
    expect(await date()).toBe(carbon('2024-06-13 00:00:00'));
  });

  it('it_gets_the_order_from_the_collections_structure', async () => {
    const p = await make({
      'content/collections/ordered.yaml': { structure: { max_depth: 3 } },
      'content/collections/ordered/one.md': markdown({ id: 'one' }),
      'content/collections/ordered/two.md': markdown({ id: 'two' }),
      'content/collections/ordered/three.md': markdown({ id: 'three' }),
      'content/collections/ordered/four.md': markdown({ id: 'four' }),
      'content/trees/collections/ordered.yaml': { tree: [{ entry: 'three' }, { entry: 'one', children: [{ entry: 'four' }] }, { entry: 'two' }] },
    });
    expect((await entry(p, 'ordered', 'one')).order).toBe(2);
    expect((await entry(p, 'ordered', 'two')).order).toBe(4);
    expect((await entry(p, 'ordered', 'three')).order).toBe(1);
    expect((await entry(p, 'ordered', 'four')).order).toBe(3);
  });

  it('it_gets_the_order_from_the_data_if_not_structured', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      'content/collections/test.yaml': { sites: ['en', 'fr'] },
      'content/collections/test/en/one.md': markdown({ id: 'one' }),
      'content/collections/test/en/two.md': markdown({ id: 'two', order: 17 }),
      'content/collections/test/en/three.md': markdown({ id: 'three', order: 'potato' }),
      'content/collections/test/en/four.md': markdown({ id: 'four', order: 24 }),
      'content/collections/test/fr/five.md': markdown({ id: 'five', origin: 'four' }),
    });
    expect((await entry(p, 'test', 'one')).order).toBeNull();
    expect((await entry(p, 'test', 'two')).order).toBe(17);
    expect((await entry(p, 'test', 'three')).order).toBe('potato');
    expect((await entry(p, 'test', 'four')).order).toBe(24);
    expect((await entry(p, 'test', 'five')).order).toBe(24);
  });

  it('future_dated_entries_are_private_when_configured_in_the_collection', async () => {
    vi.useFakeTimers({ now: Date.parse('2019-01-01T00:00:00Z'), toFake: ['Date'] });
    const p = await make({
      'content/collections/dated.yaml': { date: true, date_behavior: { future: 'private' } },
      'content/collections/dated/undated.md': markdown({ id: 'undated' }),
      'content/collections/dated/2018-01-01.past.md': markdown({ id: 'past' }),
      'content/collections/dated/2019-01-02.future.md': markdown({ id: 'future' }),
    }, { api: { statusFilters: ['dated'] } });
    // Without a date in its name, the entry is dated now (its file is modified now).
    await p.touch('content/collections/dated/undated.md', new Date('2019-01-01T00:00:00Z'));
    expect((await entry(p, 'dated', 'undated')).private).toBe(false);
    expect((await entry(p, 'dated', 'past')).private).toBe(false);
    expect((await entry(p, 'dated', 'future')).private).toBe(true);
  });

  it('past_dated_entries_are_private_when_configured_in_the_collection', async () => {
    vi.useFakeTimers({ now: Date.parse('2019-01-01T00:00:00Z'), toFake: ['Date'] });
    const p = await make({
      'content/collections/dated.yaml': { date: true, date_behavior: { past: 'private' } },
      'content/collections/dated/undated.md': markdown({ id: 'undated' }),
      'content/collections/dated/2019-01-02.future.md': markdown({ id: 'future' }),
      'content/collections/dated/2018-01-02.past.md': markdown({ id: 'past' }),
    }, { api: { statusFilters: ['dated'] } });
    // Dated exactly now: `lte(now())`, so private.
    await p.touch('content/collections/dated/undated.md', new Date('2019-01-01T00:00:00Z'));
    expect((await entry(p, 'dated', 'undated')).private).toBe(true);
    expect((await entry(p, 'dated', 'future')).private).toBe(false);
    expect((await entry(p, 'dated', 'past')).private).toBe(true);
  });

  it('it_gets_and_sets_the_published_state', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/a.md': markdown({ id: 'a' }),
      'content/collections/test/b.md': markdown({ id: 'b', published: false }),
    });
    expect((await entry(p, 'test', 'a')).published).toBe(true);
    // An unpublished entry is a draft: the API does not show it.
    expect((await p.get('/collections/test/entries/b')).status).toBe(404);
    expect(await p.ids('/collections/test/entries')).toEqual(['a']);
  });

  describe('blueprints: first and second in collections/blog', () => {
    const files = {
      'content/collections/blog.yaml': {},
      'resources/blueprints/collections/blog/first.yaml': blueprint({}),
      'resources/blueprints/collections/blog/second.yaml': blueprint({}),
    };
    const handle = async (p: Project, id: string) => (await entry(p, 'blog', id)).blueprint.handle;

    it('it_gets_the_blueprint_when_defined_on_itself', async () => {
      const p = await make({ ...files, 'content/collections/blog/a.md': markdown({ id: 'a', blueprint: 'second' }) });
      expect(await handle(p, 'a')).toBe('second');
    });

    it('it_gets_the_blueprint_when_defined_in_a_value', async () => {
      // On itself or in a value: both are the `blueprint` key of the entry file.
      const p = await make({ ...files, 'content/collections/blog/a.md': markdown({ id: 'a', title: 'A', blueprint: 'second' }) });
      expect(await p.data('/collections/blog/entries/a')).toMatchObject({ title: 'A', blueprint: { handle: 'second', title: 'Second' } });
    });

    it('it_gets_the_blueprint_when_defined_in_an_origin_value', async () => {
      const p = await make({
        ...files,
        'content/collections/blog/origin.md': markdown({ id: 'origin', blueprint: 'second' }),
        'content/collections/blog/a.md': markdown({ id: 'a', origin: 'origin' }),
      });
      expect(await handle(p, 'a')).toBe('second');
    });

    it('it_gets_the_blueprint_when_defined_in_an_origin_property', async () => {
      const p = await make({
        ...files,
        'content/collections/blog/origin.md': markdown({ id: 'origin', blueprint: 'second' }),
        'content/collections/blog/middle.md': markdown({ id: 'middle', origin: 'origin' }),
        'content/collections/blog/a.md': markdown({ id: 'a', origin: 'middle' }),
      });
      expect(await handle(p, 'a')).toBe('second');
    });

    it('it_gets_the_default_collection_blueprint_when_undefined', async () => {
      const p = await make({ ...files, 'content/collections/blog/a.md': markdown({ id: 'a' }) });
      expect(await handle(p, 'a')).toBe('first');
    });
  });

  it('it_gets_the_last_modified_time', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/bar.md': markdown({ id: 'bar' }),
    });
    await p.touch('content/collections/test/bar.md', new Date('2017-01-02T00:00:00Z'));
    expect((await entry(p, 'test', 'bar')).updated_at).toBe(carbon('2017-01-02 00:00:00'));

    await p.write({ 'content/collections/test/bar.md': markdown({ id: 'bar', updated_at: Date.parse('2017-01-03T00:00:00Z') / 1000 }) });
    await p.touch('content/collections/test/bar.md', new Date('2017-01-02T00:00:00Z'));
    const data = await entry(p, 'test', 'bar');
    expect(data.updated_at).toBe(carbon('2017-01-03 00:00:00'));
    expect(data.last_modified).toBe(carbon('2017-01-03 00:00:00'));
  });

  it('it_gets_and_sets_the_collection', async () => {
    const p = await make({
      'content/collections/foo.yaml': {},
      'content/collections/foo/a.md': markdown({ id: 'a' }),
    });
    expect((await entry(p, 'foo', 'a')).collection).toEqual({ title: 'Foo', handle: 'foo' });
  });

  it('it_gets_and_sets_the_id', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/a.md': markdown({ id: '123' }),
    });
    expect((await entry(p, 'test', '123')).id).toBe('123');
  });

  it('no_page_is_returned_when_the_collection_isnt_using_a_structure', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/a.md': markdown({ id: 'entry-id' }),
    });
    expect((await entry(p, 'test', 'entry-id')).parent).toBeNull();
  });

  it('it_gets_ancestors', async () => {
    const p = await make({
      'resources/sites.yaml': sites({
        en: { url: '/', locale: 'en_US' },
        fr: { url: '/fr/', locale: 'fr_FR' },
        fr_CA: { url: '/fr-ca/', locale: 'fr_CA' },
        de: { url: '/de/', locale: 'de_DE' },
      }),
      'content/collections/test.yaml': { sites: ['en', 'fr', 'fr_CA', 'de'] },
      'content/collections/test/en/one.md': markdown({ id: '1' }),
      'content/collections/test/fr/two.md': markdown({ id: '2', origin: '1' }),
      'content/collections/test/fr_CA/three.md': markdown({ id: '3', origin: '2' }),
      'content/collections/test/de/four.md': markdown({ id: '4', origin: '2' }),
    });
    // Entry::ancestors() walks the origins: each answer names its own.
    const ancestors = async (id: string): Promise<string[]> => {
      const origin = (await entry(p, 'test', id)).origin_id as string | null;
      return origin === null ? [] : [origin, ...(await ancestors(origin))];
    };
    expect(await ancestors('1')).toEqual([]);
    expect(await ancestors('2')).toEqual(['1']);
    expect(await ancestors('3')).toEqual(['2', '1']);
    expect(await ancestors('4')).toEqual(['2', '1']);
  });

  it('it_updates_the_origin_of_descendants_when_saving_an_entry_with_localizations', async () => {
    // The original also counts Blink cache clears; the values it asserts are what a reader sees.
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' }, de: { url: '/de/', locale: 'de_DE' } }),
      'content/collections/test.yaml': { sites: ['en', 'fr', 'de'] },
      'content/collections/test/en/one.md': markdown({ id: '1', foo: 'root' }),
      'content/collections/test/fr/two.md': markdown({ id: '2', origin: '1' }),
      'content/collections/test/de/three.md': markdown({ id: '3', origin: '2' }),
    });
    const foo = async () => Promise.all(['1', '2', '3'].map(async (id) => (await entry(p, 'test', id)).foo));
    expect(await foo()).toEqual(['root', 'root', 'root']);
    await p.write({ 'content/collections/test/en/one.md': markdown({ id: '1', foo: 'root updated' }) });
    expect(await foo()).toEqual(['root updated', 'root updated', 'root updated']);
    await p.write({ 'content/collections/test/fr/two.md': markdown({ id: '2', origin: '1', foo: 'two updated' }) });
    expect(await foo()).toEqual(['root updated', 'two updated', 'two updated']);
  });
});
