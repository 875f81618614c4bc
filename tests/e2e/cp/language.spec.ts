import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../../server/env';
import { allowConsoleErrors } from '../support';
import { expectNoAxeViolations } from './axe';
import { contentFile, expect, signIn, test } from './fixtures';
import { CP_USERS } from './users';

/**
 * The panel in the editor's language (issue 28): the browser's at first, then the one they
 * pick in Preferences, kept in their user file as Statamic keeps it. Blueprint labels stay
 * as the blueprint writes them.
 */

const catalog = (code: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cp', 'i18n', 'messages', `${code}.json`), 'utf8')) as Record<string, string>;
const ja = catalog('ja');
const de = catalog('de');
const en = catalog('en');

test.describe('with a browser in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('signing in, the menus and the forms speak Japanese; blueprint labels stay as written', async ({ page, consoleErrors }) => {
    const user = CP_USERS.editor;
    await page.goto('/cp');
    await expect(page.getByRole('heading', { name: ja['signIn.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.getByLabel(ja['signIn.email']!).fill(user.email);
    await page.getByLabel(ja['signIn.password']!).fill('not the password');
    await page.getByRole('button', { name: ja['signIn.submit'] }).click();
    await expect(page.getByRole('alert')).toHaveText(ja['signIn.failed']!);
    allowConsoleErrors(consoleErrors, /status of 422/);

    await page.getByLabel(ja['signIn.password']!).fill(user.password);
    await page.getByRole('button', { name: ja['signIn.submit'] }).click();
    const nav = page.getByRole('navigation', { name: ja['shell.navigation'], includeHidden: true });
    // Below 1024 px the navigation folds behind the menu button: there, by name, at any width.
    await expect(nav.getByRole('link', { name: ja['nav.collections'], includeHidden: true })).toBeAttached();
    await expect(nav.getByRole('link', { name: ja['nav.globals'], includeHidden: true })).toBeAttached();
    await expectNoAxeViolations(page, 'collections in Japanese');

    await page.goto('/cp/collections/products/entries/product-slate-one');
    // The blueprint's label as written, with the panel's own words for "required".
    await expect(page.getByRole('textbox', { name: new RegExp(`^Title\\s?${ja['field.requiredHidden']!.replace(/[()（）]/g, '\\$&')}$`) })).toBeVisible();
    await expect(page.getByRole('button', { name: ja['form.save'], exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: ja['preview.toggle'], exact: true })).toBeVisible();
  });
});

test('an editor picks German in Preferences: the panel speaks it at once and after a reload, until they go back to the browser’s language', async ({ page }) => {
  const user = CP_USERS.linguist;
  await signIn(page, 'linguist', '/cp/collections');
  await page.getByRole('button', { name: user.name }).click();
  await page.getByRole('link', { name: en['prefs.title'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['prefs.title'] })).toBeVisible();
  await page.getByLabel(en['prefs.language']!).selectOption({ label: 'Deutsch' });
  await page.getByRole('button', { name: en['form.save'], exact: true }).click();

  // At once, without a reload: the screen, the menu and the document's language.
  await expect(page.getByRole('heading', { level: 1, name: de['prefs.title'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: de['shell.navigation'], includeHidden: true }).getByRole('link', { name: de['nav.collections'], includeHidden: true })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(parse(await contentFile(`users/${user.email}.yaml`)).preferences).toEqual({ locale: 'de' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: de['prefs.title'] })).toBeVisible();
  await expect(page.getByLabel(de['prefs.language']!)).toHaveValue('de');
  await expectNoAxeViolations(page, 'preferences in German');

  await page.getByLabel(de['prefs.language']!).selectOption({ label: de['prefs.browserLanguage']!.replace('{language}', 'English') });
  await page.getByRole('button', { name: de['form.save'], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['prefs.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(parse(await contentFile(`users/${user.email}.yaml`))).not.toHaveProperty('preferences');
});
