// Ported from statamic/cms 5.x tests/Data/Taxonomies/AugmentedTermTest.php: the values of a
// term as the API answers them. TermResource leaves out `entries` and `collection`; there is
// no control panel (`edit_url`) and no users (`updated_by` finds none).
import { describe, expect, it, vi } from 'vitest';
import { projects } from './support/project';

const make = projects();

describe('AugmentedTermTest', () => {
  it('it_gets_values', async () => {
    vi.useFakeTimers({ now: Date.parse('2020-04-15T13:00:00Z'), toFake: ['Date'] });
    const p = await make({
      'resources/blueprints/taxonomies/test/test.yaml': { fields: [{ handle: 'two', field: { type: 'text' } }, { handle: 'unused_in_bp', field: { type: 'text' } }] },
      'content/taxonomies/test.yaml': { inject: { three: 'the "three" value from the taxonomy' } },
      'content/taxonomies/test/term-slug.yaml': {
        blueprint: 'test',
        one: 'the "one" value on the term',
        two: 'the "two" value on the term and in the blueprint',
        updated_by: 'test-user',
        updated_at: '1486131000',
      },
    });
    expect(await p.data('/taxonomies/test/terms/term-slug')).toMatchObject({
      id: 'test::term-slug',
      slug: 'term-slug',
      title: 'term-slug',
      uri: '/test/term-slug',
      url: '/test/term-slug',
      permalink: 'http://localhost/test/term-slug',
      api_url: 'http://localhost/api/taxonomies/test/terms/term-slug',
      is_term: true,
      taxonomy: { handle: 'test' },
      entries_count: 0,
      one: 'the "one" value on the term',
      two: 'the "two" value on the term and in the blueprint',
      three: 'the "three" value from the taxonomy',
      unused_in_bp: null,
      locale: 'default',
      updated_at: '2017-02-03T14:10:00.000000Z',
      updated_by: null,
    });
  });
});
