// The flat files of statamic/cms 5.x tests/Stache/__fixtures__/content (collections and the
// pages tree), shared by the ported Stache store and repository tests.
import type { FileContent } from './project';

/** The original's fixture: four collections, an entry in a subfolder, a file beside the collections. */
export const STACHE_FIXTURE: Record<string, FileContent> = {
  'content/collections/alphabetical.yaml': "title: Alphabetical\nroute: 'alphabetical/{slug}'\n",
  'content/collections/alphabetical/alpha.md': '---\nid: alphabetical-alpha\ntitle: Alpha\n',
  'content/collections/alphabetical/bravo.md': '---\nid: alphabetical-bravo\ntitle: Bravo\n',
  'content/collections/alphabetical/zulu.md': '---\nid: alphabetical-zulu\ntitle: Zulu\n',
  'content/collections/blog.yaml': 'title: Blog\ndate: true\ntaxonomies:\n  - tags\n',
  'content/collections/blog/2017-25-12.christmas.md': '---\nid: blog-christmas\ntitle: Christmas\n',
  'content/collections/blog/2018-07-04.fourth-of-july.md': '---\nid: blog-fourth-of-july\ntitle: Fourth of July\n',
  'content/collections/entry-cant-go-here.md': '---\nid: entry-cant-go-here\ntitle: Entry Cant Go Here\n',
  'content/collections/numeric.yaml': "title: Numeric\nroute: 'numeric/{slug}'\norderable: true\nentry_order:\n  - numeric-one\n  - numeric-two\n  - numeric-three\n",
  'content/collections/numeric/one.md': '---\nid: numeric-one\ntitle: One\n',
  'content/collections/numeric/three.md': '---\nid: numeric-three\ntitle: Three\n',
  'content/collections/numeric/two.md': '---\nid: numeric-two\ntitle: Two\n',
  'content/collections/pages.yaml': "title: Pages\nroute: '{parent_uri}/{slug}'\nstructure:\n  root: true\n",
  'content/collections/pages/about.md': '---\nid: pages-about\ntitle: About\n',
  'content/collections/pages/about/board.md': '---\nid: pages-board\ntitle: Board\n',
  'content/collections/pages/about/directors.md': '---\nid: pages-directors\ntitle: Directors\n',
  'content/collections/pages/blog.md': '---\nid: pages-blog\ntitle: Blog\n',
  'content/collections/pages/contact.md': '---\nid: pages-contact\ntitle: Contact\n',
  'content/collections/pages/home.md': '---\nid: pages-home\ntitle: Home\n',
  'content/trees/collections/pages.yaml':
    'tree:\n  - entry: pages-home\n  - entry: pages-about\n    children:\n      - entry: pages-board\n        children:\n          - entry: pages-directors\n  - entry: pages-blog\n',
};
