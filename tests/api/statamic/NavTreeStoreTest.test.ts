// Ported from statamic/cms 5.x tests/Stache/Stores/NavTreeStoreTest.php: which files in
// content/trees/navigation are trees (only `.yaml` ones) and which site a file's tree is for,
// read from `/navs/{nav}/tree`.
import { describe, expect, it } from 'vitest';
import { projects, sites } from './support/project';
import { problems } from './support/trees';

const make = projects();

/** The pages of a nav tree answer, as branches. */
function branches(items: { page: { url: string; title: string } }[]) {
  return items.map(({ page }) => ({ url: page.url, title: page.title }));
}

describe('NavTreeStoreTest', () => {
  it('it_only_gets_yaml_files', async () => {
    const tree = { tree: [{ id: 'x', title: 'X', url: '/x' }] };
    const p = await make({
      'content/navigation/one.yaml': {},
      'content/navigation/two.yaml': {},
      'content/navigation/non-yaml-file.yaml': {},
      'content/trees/navigation/one.yaml': tree,
      'content/trees/navigation/two.yaml': tree,
      'content/trees/navigation/non-yaml-file.md': 'tree:\n  -\n    title: X\n',
    });
    expect((await p.get('/navs/one/tree')).status).toBe(200);
    expect((await p.get('/navs/two/tree')).status).toBe(200);
    expect((await p.get('/navs/non-yaml-file/tree')).status).toBe(404);
    expect((await problems(p)).warnings).toEqual([
      { file: 'content/trees/navigation/non-yaml-file.md', reason: 'Statamic reads only .yaml tree files: this file is ignored' },
    ]);
  });

  it('it_makes_nav_tree_instances_from_files', async () => {
    const p = await make({
      'content/navigation/links.yaml': {},
      'content/trees/navigation/links.yaml': 'tree:\n  -\n    url: /foo\n    title: Foo\n  -\n    url: /bar\n    title: Bar\n',
    });
    expect(branches(await p.data('/navs/links/tree'))).toEqual([
      { url: '/foo', title: 'Foo' },
      { url: '/bar', title: 'Bar' },
    ]);
  });

  it('it_makes_nav_tree_instances_from_files_when_using_multisite', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: 'http://domain.com/', locale: 'en_US' }, fr: { url: 'http://domain.com/fr/', locale: 'fr_FR' } }),
      'content/navigation/links.yaml': {},
      'content/trees/navigation/fr/links.yaml': 'tree:\n  -\n    url: /le-foo\n    title: Le Foo\n  -\n    url: /le-bar\n    title: Le Bar\n',
    });
    expect(branches(await p.data('/navs/links/tree?site=fr'))).toEqual([
      { url: '/le-foo', title: 'Le Foo' },
      { url: '/le-bar', title: 'Le Bar' },
    ]);
    expect((await p.get('/navs/links/tree?site=en')).status).toBe(404);
  });
});
