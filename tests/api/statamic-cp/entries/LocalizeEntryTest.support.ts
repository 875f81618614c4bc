// The setup shared by LocalizeEntryTest.test.ts (the cases that run) and LocalizeEntryTest.pending.ts (those that still fail).
import { markdown, panelProject, sites, storeEntry, type FileContent } from '../support/entries';

export const EN_FR = sites({ en: { url: 'http://localhost/', locale: 'en' }, fr: { url: 'http://localhost/fr/', locale: 'fr' } });
export const USER = ['access cp', 'access en site', 'access fr site', 'view blog entries', 'edit blog entries', 'view pages entries', 'edit pages entries'];

export function project(files: Record<string, FileContent>, role = USER) {
  return panelProject({ 'resources/sites.yaml': EN_FR, ...files }, { roles: { test: role } });
}

/** localize(): the localization of `origin` in `site`. */
export async function localize(client: Awaited<ReturnType<Awaited<ReturnType<typeof project>>['as']>>, collection: string, origin: string, site: string) {
  return storeEntry(client, collection, { site, origin, values: {}, published: false });
}

export const BLOG = {
  'content/collections/blog.yaml': { title: 'Blog', date: true, revisions: false, sites: ['en', 'fr'] },
  'content/collections/blog/en/2013-08-24.test.md': markdown({ id: 'test-id' }),
};

/** The pages collection of the three tree cases: home and about in both sites, team in en only; the trees as given. */
export function pages(enTree: unknown[], frTree: unknown[], { frAbout = true } = {}): Record<string, FileContent> {
  return {
    'content/collections/pages.yaml': { title: 'Pages', sites: ['en', 'fr'], structure: { root: true } },
    'content/collections/pages/en/home.md': markdown({ id: 'home' }),
    'content/collections/pages/fr/home.md': markdown({ id: 'fr-home', origin: 'home' }),
    'content/collections/pages/en/about.md': markdown({ id: 'about' }),
    ...(frAbout ? { 'content/collections/pages/fr/about.md': markdown({ id: 'fr-about', origin: 'about' }) } : {}),
    'content/collections/pages/en/team.md': markdown({ id: 'team' }),
    'content/trees/collections/en/pages.yaml': { tree: enTree },
    'content/trees/collections/fr/pages.yaml': { tree: frTree },
  };
}

/** The localization of `origin` in fr written by the request: its id, from the folder's files. */
export async function frLocalization(p: Awaited<ReturnType<typeof project>>, collection: string, origin: string): Promise<{ file: string; data: Record<string, unknown> } | null> {
  for (const file of await p.files(`content/collections/${collection}/fr`)) {
    const { data } = await p.entry(`content/collections/${collection}/fr/${file}`);
    if (data.origin === origin) return { file, data };
  }
  return null;
}
