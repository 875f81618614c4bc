import { allowConsoleErrors } from '../support';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { apiChange, apiEntry, perProject, uniqueWord } from './panel-api';
import { SCREENS, titleBox } from './screens';

/** axe finds no WCAG 2.2 AA violation on any screen of the panel, at the desktop's and the tablet's width (the two projects). */

test('the sign-in screen', async ({ page }) => {
  await page.goto('/cp');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in');
});

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
