// Ported from statamic/cms 5.x tests/Feature/Navigation/EditNavigationPageTest.php: the values
// the control panel shows for one navigation item. Statamic answers `navigation.pages.edit` with
// the item's blueprint values (and meta) and, for an entry item, the entry's as origin values;
// ours shows the item in the navigation's tree (GET /cp/api/navigation/{nav}/tree): its own
// `title` and `url` and, for an entry item, the entry's title (`entryTitle`) it falls back to.
//
// Adapted throughout: our tree editor edits an item's title, URL and entry, and keeps its other
// keys (Statamic's `data`, a blueprint's fields like `foo`) without showing them (decision 028);
// the mocked fieldtype's "(preprocessed)", `meta`, `localizedFields` and `syncableFields` belong
// to Statamic's publish form and have no counterpart here.
import { describe, expect, it } from 'vitest';
import { cpProjects, markdown } from '../support/structures';

const make = cpProjects();

async function item(tree: Record<string, unknown>[], files: Record<string, string | Record<string, unknown>> = {}) {
  const p = await make({ 'content/navigation/test.yaml': { title: 'Test' }, 'content/trees/navigation/test.yaml': { tree }, ...files });
  const answer = await (await p.user('super')).get('/cp/api/navigation/test/tree?site=en');
  expect(answer.status).toBe(200);
  return answer.body.tree[0];
}

describe('EditNavigationPageTest', () => {
  it('it_gets_the_values_for_a_regular_nav_item', async () => {
    const node = await item([{ id: 'id7', title: 'The title', url: 'http://example.com', data: { foo: 'bar' } }]);
    expect(node).toEqual({ id: 'id7', title: 'The title', url: 'http://example.com', children: [] });
  });

  it('it_gets_the_values_for_a_text_only_nav_item', async () => {
    const node = await item([{ id: 'id7', url: 'http://example.com', data: { foo: 'bar' } }]);
    expect(node).toEqual({ id: 'id7', url: 'http://example.com', children: [] });
    expect(node.title).toBeUndefined();
  });

  it('it_gets_the_values_for_an_entry_nav_item', async () => {
    const node = await item([{ id: 'id7', entry: '123', title: 'The page title', data: { foo: 'page foo' } }], {
      'content/collections/articles.yaml': { title: 'Articles', inject: { baz: 'collection baz' } },
      'content/collections/articles/entry.md': markdown({ id: '123', title: 'entry title', foo: 'entry foo', bar: 'entry bar', qux: 'entry qux' }),
    });
    // The item's own title (Statamic's `values.title`), and the entry's (its `originValues.title`).
    expect(node).toMatchObject({ id: 'id7', entry: '123', title: 'The page title', entryTitle: 'entry title', children: [] });
    expect(node.url).toBeUndefined();
  });
});
