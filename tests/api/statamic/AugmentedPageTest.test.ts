// Ported from statamic/cms 5.x tests/Data/Structures/AugmentedPageTest.php: the keys and values
// of a navigation page as the API answers them (AugmentedPage on an API route). The original
// mocks the page and entry; here they are a tree branch, an entry file and blueprints.
// Supplements (values added at runtime by PHP code) have no file equivalent and are left out.
import { describe, expect, it } from 'vitest';
import { markdown, projects } from './support/project';

const make = projects();

describe('AugmentedPageTest', () => {
  it('it_gets_page_keys', async () => {
    const p = await make({
      'content/navigation/pages.yaml': {},
      'content/trees/navigation/pages.yaml': { tree: [{ id: 'page', data: { one: 'two', three: 'four' } }] },
    });
    const [item] = await p.data('/navs/pages/tree');
    expect(Object.keys(item.page)).toEqual(['entry_id', 'id', 'one', 'permalink', 'three', 'title', 'uri', 'url']);
  });

  it('it_gets_entry_keys', async () => {
    const p = await make({
      'resources/blueprints/collections/articles/article.yaml': { fields: [{ handle: 'title', field: { type: 'text' } }, { handle: 'foo', field: { type: 'text' } }, { handle: 'one', field: { type: 'text' } }] },
      'resources/blueprints/navigation/pages.yaml': { fields: [{ handle: 'jane', field: { type: 'text' } }] },
      'content/collections/articles.yaml': { title: 'Articles', route: '/articles/{slug}' },
      'content/collections/articles/entry.md': markdown({ id: '123', one: 'one', three: 'three' }),
      'content/navigation/pages.yaml': {},
      'content/trees/navigation/pages.yaml': { tree: [{ id: 'page', entry: '123', data: { john: 'doe', jane: 'doe', three: 'four' } }] },
    });
    const [item] = await p.data('/navs/pages/tree');
    const keys = Object.keys(item.page);
    expect(keys).toEqual(
      expect.arrayContaining([
        // entry values
        'one', 'three',
        // entry blueprint
        'title', 'foo',
        // augmented entry keys (our API has no control panel and no users: no `edit_url`, no `updated_by`)
        'api_url', 'collection', 'blueprint', 'date', 'id', 'origin_id', 'is_entry', 'last_modified', 'locale', 'mount', 'order',
        'permalink', 'private', 'published', 'slug', 'status', 'updated_at', 'uri', 'url',
        // page blueprint
        'jane',
        // page data
        'john',
        // page keys
        'entry_id',
      ]),
    );
    // AugmentedPage::apiKeys(): no `parent` on API routes.
    expect(keys).not.toContain('parent');
    expect(keys).toEqual([...keys].sort());
  });

  it('it_gets_values_from_the_page', async () => {
    const p = await make({
      'resources/blueprints/navigation/pages.yaml': { fields: [{ handle: 'one', field: { type: 'text' } }, { handle: 'three', field: { type: 'text' } }] },
      'content/navigation/pages.yaml': {},
      'content/trees/navigation/pages.yaml': {
        tree: [{ id: 'page-id', title: 'The Page Title', url: '/the-url', data: { one: 'two', three: 'four', five: 'six' } }],
      },
    });
    const [item] = await p.data('/navs/pages/tree');
    // A page with its own url has it as its uri too (Page::uri()); the original mocks them apart.
    expect(item.page).toEqual({
      title: 'The Page Title',
      url: '/the-url',
      uri: '/the-url',
      permalink: 'http://localhost/the-url',
      one: 'two',
      three: 'four',
      five: 'six',
      id: 'page-id',
      entry_id: null,
    });
  });

  it('it_gets_values_from_the_entry', async () => {
    const p = await make({
      'resources/blueprints/collections/articles/article.yaml': { fields: [{ handle: 'title', field: { type: 'text' } }, { handle: 'one', field: { type: 'text' } }] },
      'resources/blueprints/navigation/pages.yaml': { fields: [{ handle: 'one', field: { type: 'textarea' } }, { handle: 'three', field: { type: 'textarea' } }] },
      'content/collections/articles.yaml': { title: 'Articles', route: '/the-uri' },
      'content/collections/articles/entry.md': markdown({ id: '123', title: 'The Entry Title', one: 'two', three: null, five: 'six' }),
      'content/navigation/pages.yaml': {},
      'content/trees/navigation/pages.yaml': {
        tree: [{ id: 'page-id', entry: '123', title: 'The Page Title', data: { one: 'dos', three: 'quatro', five: 'seis' } }],
      },
    });
    const [item] = await p.data('/navs/pages/tree');
    expect(item.page).toMatchObject({
      title: 'The Page Title',
      url: '/the-uri',
      uri: '/the-uri',
      permalink: 'http://localhost/the-uri',
      one: 'dos',
      three: 'quatro',
      five: 'seis',
      id: 'page-id',
      entry_id: '123',
    });
  });
});
