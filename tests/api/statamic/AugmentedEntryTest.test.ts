// Ported from statamic/cms 5.x tests/Data/Entries/AugmentedEntryTest.php: the keys and values
// of an augmented entry, which is what the API answers for it (EntryResource).
import { describe, expect, it } from 'vitest';
import { blueprint, carbon } from './support/content';
import { markdown, projects, sites } from './support/project';

const make = projects();

describe('AugmentedEntryTest', () => {
  it('it_gets_values', async () => {
    // Not ported of the original's expectations: `edit_url` (no control panel), `updated_by`
    // (users are not served) and the supplements `three`, `four` and `eight` (set on the PHP
    // object at run time, never in a file).
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' } }),
      'resources/blueprints/collections/test/test.yaml': blueprint({
        date: { type: 'date', time_enabled: true, time_seconds_enabled: true },
        two: { type: 'text' },
        four: { type: 'text' },
        six: { type: 'text' },
        unused_in_bp: { type: 'text' },
      }),
      'content/collections/test.yaml': { date: true, route: '/test/{slug}', inject: { seven: 'the "seven" value from the collection' } },
      'content/collections/mountable.yaml': { mount: 'entry-id' },
      'content/collections/test/origin.md': markdown({
        id: 'origin-id',
        five: 'the "five" value from the origin',
        six: 'the "six" value from the origin and in the blueprint',
      }),
      'content/collections/test/2018-01-03-170512.entry-slug.md': markdown({
        id: 'entry-id',
        origin: 'origin-id',
        blueprint: 'test',
        one: 'the "one" value on the entry',
        two: 'the "two" value on the entry and in the blueprint',
        updated_by: 'test-user',
        updated_at: '1486131000',
      }),
    });
    const data = await p.data('/collections/test/entries/entry-id');
    expect(data).toMatchObject({
      id: 'entry-id',
      origin_id: 'origin-id',
      slug: 'entry-slug',
      uri: '/test/entry-slug',
      url: '/test/entry-slug',
      permalink: 'http://localhost/test/entry-slug',
      api_url: 'http://localhost/api/collections/test/entries/entry-id',
      status: 'published',
      published: true,
      private: false,
      date: carbon('2018-01-03 17:05:12'),
      order: null,
      is_entry: true,
      collection: { title: 'Test', handle: 'test' },
      blueprint: { title: 'Test', handle: 'test' },
      mount: { title: 'Mountable', handle: 'mountable' },
      locale: 'en',
      last_modified: carbon('2017-02-03 14:10:00'),
      updated_at: carbon('2017-02-03 14:10:00'),
      one: 'the "one" value on the entry',
      two: 'the "two" value on the entry and in the blueprint',
      five: 'the "five" value from the origin',
      six: 'the "six" value from the origin and in the blueprint',
      seven: 'the "seven" value from the collection',
      title: null,
      unused_in_bp: null,
    });
    // Statamic lists the keys sorted.
    expect(Object.keys(data)).toEqual([...Object.keys(data)].sort());
  });

  it('it_gets_the_mount_from_the_value_first_if_it_exists', async () => {
    const p = await make({
      'content/collections/a.yaml': {},
      'content/collections/test.yaml': {},
      'content/collections/test/entry-slug.md': markdown({ id: 'entry-id' }),
    });
    const mount = async () => (await p.data('/collections/test/entries/entry-id')).mount;
    expect(await mount()).toBeNull();
    await p.write({ 'content/collections/a.yaml': { mount: 'entry-id' } });
    expect(await mount()).toEqual({ title: 'A', handle: 'a' });
    await p.write({ 'content/collections/test/entry-slug.md': markdown({ id: 'entry-id', mount: 'b' }) });
    expect(await mount()).toBe('b');
  });

  it('authors_is_just_the_value_if_its_not_in_the_blueprint', async () => {
    const p = await make({
      'content/collections/test.yaml': {},
      'content/collections/test/entry-slug.md': markdown({ id: 'entry-id', author: ['user-1', 'user-2'] }),
    });
    const authors = async () => (await p.data('/collections/test/entries/entry-id')).authors;
    expect((await authors()) ?? null).toBeNull();
    await p.write({ 'content/collections/test/entry-slug.md': markdown({ id: 'entry-id', author: ['user-1', 'user-2'], authors: 'joe and bob' }) });
    expect(await authors()).toBe('joe and bob');
  });
});
