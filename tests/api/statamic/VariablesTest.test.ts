// Ported from statamic/cms 5.x tests/Data/Globals/VariablesTest.php: a global set's values in
// a site and their fallback to the site's origin, read from `/globals/{handle}?site=`. The
// original asserts the files Statamic writes; here those files are written and read back.
import { describe, expect, it } from 'vitest';
import { projects, sites } from './support/project';

const make = projects();

// The original's sites b and c share a URL; ours keeps sites apart by path prefix. Site e is
// one the original adds a localization for.
const SITES = sites({
  a: { url: '/', locale: 'en' },
  b: { url: '/b/', locale: 'fr' },
  c: { url: '/c/', locale: 'fr' },
  d: { url: '/d/', locale: 'fr' },
  e: { url: '/e/', locale: 'fr' },
});

/** The values of set `test` in a site: the answer without `handle` and `api_url`. */
async function values(p: Awaited<ReturnType<typeof make>>, site: string): Promise<Record<string, unknown>> {
  const { handle: _handle, api_url: _apiUrl, ...rest } = await p.data(`/globals/test?site=${site}`);
  return rest;
}

describe('VariablesTest', () => {
  it('it_gets_file_contents_for_saving', async () => {
    const p = await make({
      'resources/sites.yaml': SITES,
      'content/globals/test.yaml': { title: 'Test' },
      // What Statamic writes for the root localization: null and empty values stripped.
      'content/globals/a/test.yaml': "array:\n  - 'first one'\n  - 'second one'\nstring: 'The string'",
    });
    expect(await values(p, 'a')).toEqual({ array: ['first one', 'second one'], string: 'The string' });
  });

  it('it_gets_file_contents_for_saving_a_localized_set', async () => {
    const p = await make({
      'resources/sites.yaml': SITES,
      'content/globals/test.yaml': { title: 'Test' },
      'content/globals/a/test.yaml': "array:\n  - 'first one'\n  - 'second one'\nstring: 'The string'",
      // A localization keeps its null and empty values (they stop the fallback) and names its origin.
      'content/globals/b/test.yaml': "array:\n  - 'first one'\n  - 'second one'\nstring: 'The string'\n'null': null\nempty: {  }\norigin: a",
      'content/globals/c/test.yaml': "array:\n  - 'first one'\n  - 'second one'\nstring: 'The string'",
    });
    expect(await values(p, 'a')).toEqual({ array: ['first one', 'second one'], string: 'The string' });
    expect(await values(p, 'b')).toEqual({ array: ['first one', 'second one'], string: 'The string', null: null, empty: {} });
    expect(await values(p, 'c')).toEqual({ array: ['first one', 'second one'], string: 'The string' });
  });

  it('if_the_value_is_explicitly_set_to_null_then_it_should_not_fall_back', async () => {
    const p = await make({
      'resources/sites.yaml': SITES,
      'content/globals/test.yaml': { title: 'Test' },
      'content/globals/a/test.yaml': { one: 'alfa', two: 'bravo', three: 'charlie', four: 'delta' },
      // originates from a
      'content/globals/b/test.yaml': { one: 'echo', two: null, origin: 'a' },
      // originates from b, which originates from a
      'content/globals/c/test.yaml': { three: 'foxtrot', origin: 'b' },
      // does not originate from anything
      'content/globals/d/test.yaml': { one: 'golf', two: 'hotel', three: 'india' },
      // originates from d. just to test that it doesn't unintentionally fall back to the default/first.
      'content/globals/e/test.yaml': { one: 'juliett', two: null, origin: 'd' },
    });
    expect(await values(p, 'a')).toEqual({ one: 'alfa', two: 'bravo', three: 'charlie', four: 'delta' });
    expect(await values(p, 'b')).toEqual({ one: 'echo', two: null, three: 'charlie', four: 'delta' });
    expect(await values(p, 'c')).toEqual({ one: 'echo', two: null, three: 'foxtrot', four: 'delta' });
    expect(await values(p, 'd')).toEqual({ one: 'golf', two: 'hotel', three: 'india' });
    expect(await values(p, 'e')).toEqual({ one: 'juliett', two: null, three: 'india' });
  });

  it('it_converts_to_an_array', async () => {
    const p = await make({
      'resources/sites.yaml': SITES,
      'resources/blueprints/globals/test.yaml': { fields: [{ handle: 'baz', field: { type: 'text' } }] },
      'content/globals/test.yaml': { title: 'Test' },
      'content/globals/a/test.yaml': { foo: 'bar', baz: 'qux' },
    });
    // The answer holds the augmented keys (values and blueprint fields, sorted), then handle and api_url.
    expect(Object.keys(await p.data('/globals/test?site=a'))).toEqual(['baz', 'foo', 'handle', 'api_url']);
  });
});
