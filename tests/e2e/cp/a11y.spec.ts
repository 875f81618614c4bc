import type { Page } from '@playwright/test';
import { allowConsoleErrors } from '../support';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { apiChange, apiEntry, perProject, uniqueWord } from './panel-api';

/** axe finds no WCAG 2.2 AA violation on any screen of the panel, at the desktop's and the tablet's width (the two projects). */

// The entry's own title (grid rows have Title fields of their own).
const titleBox = (page: Page) => page.getByRole('textbox', { name: /^Title \(required\)$/ });

test('the sign-in screen', async ({ page }) => {
  await page.goto('/cp');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in');
});

const SCREENS: { name: string; path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { name: 'collections', path: '/cp/collections', ready: (p) => p.getByRole('table', { name: 'Collections' }) },
  { name: 'entries list', path: '/cp/collections/products', ready: (p) => p.getByRole('table', { name: /^Products:/ }) },
  { name: 'entries list in Japanese', path: '/cp/collections/news?site=jp', ready: (p) => p.getByRole('table', { name: /^News:/ }) },
  { name: 'entry form', path: '/cp/collections/products/entries/product-slate-one', ready: (p) => titleBox(p) },
  { name: 'a German localization', path: '/cp/collections/products/entries/product-slate-one-de', ready: (p) => p.getByText('The same in every site: edit it in the origin').first() },
  { name: 'create entry', path: '/cp/collections/news/entries/create/en', ready: (p) => p.getByRole('heading', { name: 'Create entry in News' }) },
  { name: 'globals list', path: '/cp/globals', ready: (p) => p.getByRole('table', { name: 'Globals' }) },
  { name: 'global form', path: '/cp/globals/seo', ready: (p) => p.getByRole('textbox', { name: 'Site name' }) },
  { name: 'a global in German', path: '/cp/globals/seo?site=de', ready: (p) => p.getByRole('textbox', { name: 'Site name' }) },
];

for (const screen of SCREENS) {
  test(`the ${screen.name} screen (${screen.path})`, async ({ page }) => {
    await signIn(page, 'editor', screen.path);
    await expect(screen.ready(page)).toBeVisible();
    await expectNoAxeViolations(page, screen.path);
  });
}

test('the conflict dialog', async ({ page, baseURL, consoleErrors }, info) => {
  const id = perProject(info, ['news-sync-studio-2-0', 'news-introducing-slate-one'] as const);
  await signIn(page, 'admin', `/cp/collections/news/entries/${id}`);
  await expect(titleBox(page)).not.toHaveValue('');
  // Someone saves first (through the API, as another tab would).
  const doc = await apiEntry(page.request, 'news', id);
  const first = await apiChange(page.request, 'PUT', `/cp/api/collections/news/entries/${id}`, { version: doc.version, values: { ...doc.values, title: `Theirs ${uniqueWord(info, 'a11y')}` }, slug: doc.meta.slug, date: doc.meta.date, published: doc.meta.published }, baseURL!);
  expect(first.status()).toBe(200);
  await titleBox(page).fill(`Mine ${uniqueWord(info, 'a11y')}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog', { name: 'This item changed since you opened it' })).toBeVisible();
  await expectNoAxeViolations(page, 'the conflict dialog');
  allowConsoleErrors(consoleErrors, /status of 409/);
});
