import type { Locator, Page } from '@playwright/test';

/** The entry's own title (grid rows have Title fields of their own). */
export const titleBox = (page: Page) => page.getByRole('textbox', { name: /^Title \(required\)$/ });

/** The panel's screens behind sign-in, each with what shows once it is ready (the a11y and valid-HTML suites walk them all). */
export const SCREENS: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'collections', path: '/cp/collections', ready: (p) => p.getByRole('table', { name: 'Collections' }) },
  { name: 'entries list', path: '/cp/collections/products', ready: (p) => p.getByRole('table', { name: /^Products:/ }) },
  { name: 'entries list in Japanese', path: '/cp/collections/news?site=jp', ready: (p) => p.getByRole('table', { name: /^News:/ }) },
  { name: 'entry form', path: '/cp/collections/products/entries/product-slate-one', ready: (p) => titleBox(p) },
  { name: 'a German localization', path: '/cp/collections/products/entries/product-slate-one-de', ready: (p) => p.getByText('The same in every site: edit it in the origin').first() },
  { name: 'create entry', path: '/cp/collections/news/entries/create/en', ready: (p) => p.getByRole('heading', { name: 'Create entry in News' }) },
  { name: 'globals list', path: '/cp/globals', ready: (p) => p.getByRole('table', { name: 'Globals' }) },
  { name: 'global form', path: '/cp/globals/seo', ready: (p) => p.getByRole('textbox', { name: 'Site name' }) },
  { name: 'a global in German', path: '/cp/globals/seo?site=de', ready: (p) => p.getByRole('textbox', { name: 'Site name' }) },
  { name: 'dashboard', path: '/cp/dashboard', ready: (p) => p.getByRole('region', { name: 'Recent changes' }).getByRole('listitem').first() },
  { name: 'an entry’s history', path: '/cp/collections/products/entries/product-slate-one/history', ready: (p) => p.getByRole('link', { name: /Demo content/ }) },
  { name: 'a global’s history', path: '/cp/globals/seo/history?site=de', ready: (p) => p.getByRole('link', { name: /Demo content/ }) },
  { name: 'taxonomies list', path: '/cp/taxonomies', ready: (p) => p.getByRole('table', { name: 'Taxonomies' }) },
  { name: 'terms list in German', path: '/cp/taxonomies/news_categories?site=de', ready: (p) => p.getByRole('table', { name: /^News categories:/ }) },
  { name: 'term form', path: '/cp/taxonomies/news_categories/terms/workshops', ready: (p) => titleBox(p) },
  { name: 'a term in Japanese', path: '/cp/taxonomies/news_categories/terms/workshops?site=jp', ready: (p) => titleBox(p) },
  { name: 'create term', path: '/cp/taxonomies/news_categories/terms/create', ready: (p) => p.getByRole('heading', { name: 'New term in News categories' }) },
  { name: 'asset library', path: '/cp/assets/browse/assets/products/beacon', ready: (p) => p.getByRole('list', { name: /^beacon: \d+ files$/ }) },
  { name: 'asset library as a list', path: '/cp/assets/browse/assets/products?view=list', ready: (p) => p.getByRole('table', { name: /^products:/ }) },
  { name: 'asset editor', path: '/cp/assets/browse/assets/products/beacon/hero.jpg/edit', ready: (p) => p.getByRole('textbox', { name: 'Alt text' }) },
  { name: 'an asset in German', path: '/cp/assets/browse/assets/products/beacon/hero.jpg/edit?site=de', ready: (p) => p.getByText('The same in every site: edit it in the origin').first() },
  { name: 'a term’s history', path: '/cp/taxonomies/news_categories/terms/stories/history?site=de', ready: (p) => p.getByRole('link', { name: /Demo content/ }) },
];
