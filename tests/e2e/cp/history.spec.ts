import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { ownCopy, perProject, removeEntry, uniqueWord } from './panel-api';
import { titleBox } from './screens';
import { CP_USERS } from './users';

/**
 * History and undo: an entry edited twice, its history, the difference in the editor's words,
 * an earlier version restored and public at once; the dashboard's recent changes and drafts;
 * a global set's and a term's history in one site. Each project works on its own copy of a page
 * and its own site.
 */

async function saveTitle(page: Page, title: string): Promise<void> {
  await titleBox(page).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expect(titleBox(page)).toHaveValue(title);
}

test('restore an earlier version of an entry: its history, the difference by label, the form and the public page show it', async ({ page, baseURL }, info) => {
  await signIn(page, 'editor', '/cp/collections');
  const entry = await ownCopy(page, baseURL!, info, 'pages', 'page-about', { prefix: 'History', published: true });
  const first = `First ${uniqueWord(info, 'title')}`;
  const second = `Second ${uniqueWord(info, 'title')}`;
  await page.goto(entry.url);
  await saveTitle(page, first);
  await saveTitle(page, second);

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: `History: ${second}`, level: 1 })).toBeVisible();
  const versions = page.getByRole('region', { name: 'Versions' }).getByRole('link');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText(`Entry saved: ${second}`);
  await expect(versions.nth(0)).toContainText(CP_USERS.editor.name);
  await expect(versions.nth(2)).toContainText('Entry created');

  // Keyboard: the version link is reached and followed with Enter; the difference takes the focus.
  await versions.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(versions.nth(1)).toHaveAttribute('aria-current', 'true');
  const difference = page.getByRole('region', { name: 'Changes since this version' });
  await expect(difference.getByRole('heading', { name: 'Changes since this version' })).toBeFocused();
  const row = difference.getByRole('row', { name: /^Title/ });
  await expect(row.getByRole('rowheader')).toHaveText('TitleChanged');
  await expect(row.getByRole('cell').nth(0)).toHaveText(first);
  await expect(row.getByRole('cell').nth(1)).toHaveText(second);
  await expect(difference.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page, 'an entry’s history with a difference');

  await difference.getByRole('button', { name: 'Restore this version' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await expect(dialog).toContainText(second);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'the restore dialog');
  await dialog.getByRole('button', { name: 'Restore' }).click();

  await expect(page).toHaveURL(new RegExp(`${entry.url}$`));
  await expect(page.getByRole('status').getByText(/^Restored the version of /)).toBeVisible();
  await expect(titleBox(page)).toHaveValue(first);
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await page.request.get(entry.page!)).text(), { timeout: 3000, intervals: [100] }).toContain(first);

  // The restore is a new version of its own, by the editor, saying which version it restores.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText(`Restored ${second} to the version of`);
  await removeEntry(page.request, baseURL!, 'pages', entry);
});

test('the dashboard opens at /cp and lists the latest change and a draft, each linking to its entry; axe finds nothing', async ({ page, baseURL }, info) => {
  await signIn(page, 'editor', '/cp');
  await expect(page).toHaveURL(/\/cp\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const draft = await ownCopy(page, baseURL!, info, 'pages', 'page-support', { prefix: 'Draft' });
  await page.reload();
  const recent = page.getByRole('region', { name: 'Recent changes' });
  const change = recent.getByRole('listitem').filter({ has: page.getByRole('link', { name: draft.title, exact: true }) });
  await expect(change).toContainText(`by ${CP_USERS.editor.name}`);
  await expect(change).toContainText('Entry');
  await expect(change.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  const drafts = page.getByRole('region', { name: 'Drafts' });
  await expect(drafts.getByRole('listitem').filter({ hasText: draft.title })).toContainText('Draft');
  await expect(page.getByRole('region', { name: 'Scheduled' })).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard');

  await drafts.getByRole('link', { name: draft.title, exact: true }).click();
  await expect(titleBox(page)).toHaveValue(draft.title);
  await removeEntry(page.request, baseURL!, 'pages', draft);
});

test('a global set’s history: the difference in the site’s values and the site switcher; axe finds nothing', async ({ page }, info) => {
  const site = info.project.name === 'cp-tablet' ? 'fr' : 'es';
  await signIn(page, 'editor', `/cp/globals/footer?site=${site}`);
  const box = page.getByRole('textbox', { name: 'Copyright' });
  const text = `© ${uniqueWord(info, 'footer')}`;
  await box.fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/cp/globals/footer/history\\?site=${site}$`));
  const versions = page.getByRole('region', { name: 'Versions' }).getByRole('link');
  await expect(versions.first()).toContainText(`Globals saved: Footer (${site})`);
  await versions.last().click();
  const row = page.getByRole('region', { name: 'Changes since this version' }).getByRole('row', { name: /^Copyright/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText(text);
  await expectNoAxeViolations(page, 'a global’s history');
});

test('a term’s history in one site: the renamed title, and the earlier one restored through the term’s save; axe finds nothing', async ({ page }, info) => {
  const site = perProject(info, [
    { handle: 'es', before: 'Actualizaciones' },
    { handle: 'zh', before: '更新' },
  ] as const);
  const renamed = `${site.before} ${uniqueWord(info, 'term')}`;
  await signIn(page, 'editor', `/cp/taxonomies/news_categories/terms/updates?site=${site.handle}`);
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(site.before);
  await title.fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/cp/taxonomies/news_categories/terms/updates/history\\?site=${site.handle}$`));
  const versions = page.getByRole('region', { name: 'Versions' }).getByRole('link');
  await expect(versions.first()).toContainText(`Term saved: ${renamed} (news_categories, ${site.handle})`);
  await versions.nth(1).click();
  const difference = page.getByRole('region', { name: 'Changes since this version' });
  const row = difference.getByRole('row', { name: /^Title/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText(site.before);
  await expect(row.getByRole('cell').nth(1)).toHaveText(renamed);
  await expectNoAxeViolations(page, 'a term’s history');

  await difference.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page).toHaveURL(new RegExp(`/cp/taxonomies/news_categories/terms/updates\\?site=${site.handle}$`));
  await expect(page.getByRole('status').getByText(/^Restored the version of /)).toBeVisible();
  await expect(title).toHaveValue(site.before);
});
