// Ported from statamic/cms 5.x tests/Stache/Repositories/NavigationRepositoryTest.php over the
// Stache fixture's navigations (footer, sidebar): a navigation is found by its handle, read
// from `/navs/{nav}/tree`. The fixture's footer tree is moved from its Statamic 3 folder
// (content/structures) to Statamic 5's (content/trees); sidebar gets an (empty) tree file so
// that finding it shows in an answer.
import { describe, expect, it } from 'vitest';
import { markdown, projects } from './support/project';

const make = projects();

const FIXTURE = {
  'content/collections/pages.yaml': { title: 'Pages', route: '{parent_uri}/{slug}', structure: { root: true } },
  'content/collections/pages/home.md': markdown({ id: 'pages-home', title: 'Home' }),
  'content/collections/pages/about.md': markdown({ id: 'pages-about', title: 'About' }),
  'content/collections/pages/contact.md': markdown({ id: 'pages-contact', title: 'Contact' }),
  'content/navigation/footer.yaml': 'title: Footer\nroot: true\n',
  'content/navigation/sidebar.yaml': 'title: Sidebar\ntree:\n  -\n    entry: pages-contact\n  -\n    entry: pages-about\n',
  'content/trees/navigation/footer.yaml': 'tree:\n  -\n    entry: pages-home\n  -\n    entry: pages-about\n  -\n    entry: pages-contact\n',
  'content/trees/navigation/sidebar.yaml': 'tree: []\n',
};

const titles = async (p: Awaited<ReturnType<typeof make>>, nav: string) => (await p.data(`/navs/${nav}/tree`)).map((item: { page: { title: string } }) => item.page.title);

describe('NavigationRepositoryTest', () => {
  it('it_gets_a_nav_by_handle', async () => {
    const p = await make(FIXTURE);
    expect(await p.data('/navs/sidebar/tree')).toEqual([]);
    expect(await titles(p, 'footer')).toEqual(['Home', 'About', 'Contact']);
    expect((await p.get('/navs/unknown/tree')).status).toBe(404);
  });

  it('test_find_or_fail_gets_nav', async () => {
    const p = await make(FIXTURE);
    expect((await p.get('/navs/footer/tree')).status).toBe(200);
  });

  it('test_find_or_fail_throws_exception_when_nav_does_not_exist', async () => {
    const p = await make(FIXTURE);
    expect(await p.get('/navs/does-not-exist/tree')).toEqual({ status: 404, body: { message: 'Not found.' } });
  });
});
