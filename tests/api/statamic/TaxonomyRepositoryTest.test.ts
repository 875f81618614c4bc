// Ported from statamic/cms 5.x tests/Stache/Repositories/TaxonomyRepositoryTest.php over the
// Stache fixture's taxonomies (categories, tags): a taxonomy is found by its handle, read from
// its terms (each fixture taxonomy gets one term so that its title shows).
import { describe, expect, it } from 'vitest';
import { projects } from './support/project';

const make = projects();

const FIXTURE = {
  'content/taxonomies/categories.yaml': 'title: Categories\n',
  'content/taxonomies/tags.yaml': 'title: Tags\n',
  'content/taxonomies/categories/one.yaml': {},
  'content/taxonomies/tags/one.yaml': {},
};

describe('TaxonomyRepositoryTest', () => {
  it('it_gets_a_taxonomy_by_handle', async () => {
    const p = await make(FIXTURE);
    expect((await p.data('/taxonomies/categories/terms/one')).taxonomy).toEqual({ title: 'Categories', handle: 'categories' });
    expect((await p.data('/taxonomies/tags/terms/one')).taxonomy).toEqual({ title: 'Tags', handle: 'tags' });
    expect((await p.get('/taxonomies/unknown/terms')).status).toBe(404);
  });

  it('test_find_or_fail_gets_taxonomy', async () => {
    const p = await make(FIXTURE);
    expect((await p.data('/taxonomies/tags/terms/one')).taxonomy).toMatchObject({ title: 'Tags' });
  });

  it('test_find_or_fail_throws_exception_when_taxonomy_does_not_exist', async () => {
    const p = await make(FIXTURE);
    expect(await p.get('/taxonomies/does-not-exist/terms')).toEqual({ status: 404, body: { message: 'Not found.' } });
  });
});
