import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../../server/env';
import { allowConsoleErrors } from '../support';
import { expectNoAxeViolations } from './axe';
import { contentFile, expect, signIn, test } from './fixtures';
import { perProject, uniqueWord } from './panel-api';
import { CP_USERS } from './users';

/**
 * Taxonomies and terms in the panel (issue 28, part 3): a category renamed in one language
 * shows on that language's public pages at once; new terms are created and deleted; a term
 * that entries use is not deleted. Desktop and tablet take a language each.
 */

const ja = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cp', 'i18n', 'messages', 'ja.json'), 'utf8')) as Record<string, string>;
const EVENTS = 'content/taxonomies/news_categories/events.yaml';
const titleBox = (page: Page) => page.getByRole('textbox', { name: /^Title/ });

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').getByText('Saved', { exact: true }).first()).toBeVisible();
}

test('a category renamed in one language: only that localization is written, and its public pages show it at once', async ({ page }, info) => {
  const site = perProject(info, [
    { handle: 'de', name: 'Deutsch', before: 'Veranstaltungen', article: '/de/news/kairotone-auf-der-broadcast-expo-tokyo' },
    { handle: 'fr', name: 'Français', before: 'Événements', article: '/fr/news/kairotone-au-broadcast-expo-tokyo' },
  ] as const);
  const renamed = `${site.before} ${uniqueWord(info, 'neu')}`;
  const before = parse(await contentFile(EVENTS)) as Record<string, unknown>;

  await signIn(page, 'admin', '/cp/taxonomies');
  await expect(page.getByRole('table', { name: 'Taxonomies' })).toBeVisible();
  await expectNoAxeViolations(page, 'taxonomies');
  await page.getByRole('link', { name: 'News categories' }).click();
  await page.getByLabel('Site').selectOption({ label: site.name });
  const terms = page.getByRole('table', { name: /^News categories:/ });
  await expect(terms.getByRole('link', { name: site.before, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'terms list');
  await terms.getByRole('link', { name: site.before, exact: true }).click();

  await expect(titleBox(page)).toHaveValue(site.before);
  await expectNoAxeViolations(page, 'a term in another language');
  await titleBox(page).fill(renamed);
  await save(page);

  const after = parse(await contentFile(EVENTS)) as { localizations: Record<string, unknown> };
  expect(after).toEqual({ ...before, localizations: { ...(before.localizations as object), [site.handle]: { title: renamed } } });
  await expect.poll(async () => (await page.request.get(site.article)).text(), { timeout: 2000, intervals: [100] }).toContain(renamed);
});

test('a new term is created from its title, found in the list, and deleted after asking; a term in use is not deleted', async ({ page, consoleErrors }, info) => {
  const title = `Case studies ${uniqueWord(info, 'term')}`;
  await signIn(page, 'admin', '/cp/taxonomies/news_categories');
  await page.getByRole('link', { name: 'Create term' }).click();
  await expect(page.getByRole('heading', { name: 'New term in News categories' })).toBeVisible();
  await expectNoAxeViolations(page, 'create term');
  await titleBox(page).fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/cp\/taxonomies\/news_categories\/terms\/case-studies-term-/);
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(parse(await contentFile(`content/taxonomies/news_categories/${slug}.yaml`))).toMatchObject({ title });
  await expect(page.getByText('No entry uses this term.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this term?' });
  await dialog.getByRole('button', { name: 'Delete term' }).click();
  await expect(page.getByRole('status').getByText(`Deleted “${title}”`)).toBeVisible();
  await expect(page.getByRole('table', { name: /^News categories:/ })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await expect(contentFile(`content/taxonomies/news_categories/${slug}.yaml`)).rejects.toThrow(/ENOENT/);

  // Entries name "Products": deleting it is refused, with how many, and the file stays.
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByText(/entries use this term\./)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete this term?' }).getByRole('button', { name: 'Delete term' }).click();
  await expect(page.getByRole('status').getByText(/entries use this term\. Please remove it from them first\./)).toBeVisible();
  allowConsoleErrors(consoleErrors, /status of 409/);
  expect(parse(await contentFile('content/taxonomies/news_categories/products.yaml'))).toMatchObject({ title: 'Products' });
});

test.describe('with a browser in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the terms screens speak Japanese, and a refused delete says why in Japanese', async ({ page, consoleErrors }) => {
    const user = CP_USERS.admin;
    await page.goto('/cp/taxonomies/news_categories/terms/products?site=jp');
    await page.getByLabel(ja['signIn.email']!).fill(user.email);
    await page.getByLabel(ja['signIn.password']!).fill(user.password);
    await page.getByRole('button', { name: ja['signIn.submit'] }).click();
    await expect(titleBox(page)).toHaveValue('製品');
    await expect(page.getByRole('link', { name: ja['nav.taxonomies'] }).first()).toBeAttached();
    await expectNoAxeViolations(page, 'a term in Japanese');
    await page.getByRole('button', { name: ja['delete.button'], exact: true }).click();
    await page.getByRole('alertdialog', { name: ja['delete.termTitle'] }).getByRole('button', { name: ja['delete.termConfirm'] }).click();
    await expect(page.getByRole('status').getByText(/件のエントリーがこのタームを使用しています。先にエントリーから外してください。/)).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 409/);
  });
});
