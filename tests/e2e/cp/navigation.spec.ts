import type { Page } from '@playwright/test';
import type { EntryDocument } from '../../../cp/shared/api';
import { allowConsoleErrors } from '../support';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { apiChange, apiEntry, perProject, removeEntry, uniqueWord } from './panel-api';

/**
 * Menus and page trees in the panel: the main menu reordered with the keyboard alone and the
 * public menu following, a new page placed under a parent and its public URL following the
 * tree, a move the depth limit refuses said aloud. Desktop and tablet run at once on one content
 * root: each takes its own site (English, German), so they never save the same tree file.
 */

/** The tree's own live region (dnd-kit keeps another, for drags). */
const live = (page: Page) => page.locator('.cp-tree-live');

/** Saves with Ctrl+S and waits for the panel to say so. */
async function saveWithKeyboard(page: Page): Promise<void> {
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').getByText('Saved', { exact: true }).first()).toBeVisible();
}

/** Into the tree from the Save button before it (the tree is one tab stop), then to the last item. */
async function focusLastItem(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('treeitem').first()).toBeFocused();
  await page.keyboard.press('End');
}

test('the main menu is reordered with the keyboard alone and the public menu follows; the screens pass axe', async ({ page }, info) => {
  // Two axe runs and a republished page.
  test.setTimeout(60_000);
  const site = perProject(info, ['en', 'de'] as const);
  const about = perProject(info, ['About us', 'Über uns']);
  const support = 'Support';
  await signIn(page, 'admin', '/cp/navigation');
  await expect(page.getByRole('table', { name: 'Navigation' })).toBeVisible();
  await expectNoAxeViolations(page, 'the navigations list');
  await page.getByRole('link', { name: 'Main navigation' }).click();
  if (site !== 'en') await page.getByRole('combobox', { name: 'Site' }).selectOption(site);

  const tree = page.getByRole('tree', { name: 'Main navigation' });
  const last = tree.getByRole('treeitem', { name: about });
  await expect(last).toHaveAttribute('aria-posinset', '4');
  await expect(last).toHaveAttribute('aria-setsize', '4');
  await expect(last).toHaveAttribute('aria-level', '1');
  await expect(tree.getByRole('treeitem', { name: support })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, 'the main navigation’s tree');

  // Arrow keys walk the tree; Left folds an open item, Right opens it again.
  await focusLastItem(page);
  await expect(last).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(tree.getByRole('treeitem', { name: support })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tree.getByRole('treeitem', { name: support })).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: support })).toHaveAttribute('aria-expanded', 'true');

  // The last item up twice: Tab reaches its actions, Enter moves it, the focus stays on the action.
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  const moveUp = page.getByRole('button', { name: `Move up: ${about}` });
  await expect(moveUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(live(page)).toHaveText(`${about} moved: position 3 of 4, level 1.`);
  await expect(moveUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(live(page)).toHaveText(`${about} moved: position 2 of 4, level 1.`);
  await expect(last).toHaveAttribute('aria-posinset', '2');
  await saveWithKeyboard(page);

  // The public menu (in the site's menu dialog): the page is republished without a rebuild.
  const home = site === 'en' ? '/' : `/${site}/`;
  await expect(async () => {
    await page.goto(home);
    const menu = (await page.getByRole('navigation', { name: site === 'en' ? 'Main navigation' : 'Hauptnavigation', includeHidden: true }).first().textContent()) ?? '';
    expect(menu.indexOf(about)).toBeGreaterThan(-1);
    expect(menu.indexOf(about)).toBeLessThan(menu.indexOf(support));
  }).toPass({ timeout: 20_000 });
});

test('a move past the menu’s depth is refused and said; add and edit a link; leaving asks first', async ({ page }, info) => {
  const site = perProject(info, ['en', 'de'] as const);
  await signIn(page, 'admin', `/cp/navigation/meta?site=${site}`);
  const tree = page.getByRole('tree', { name: 'Meta navigation' });
  const second = tree.getByRole('treeitem').nth(1);
  const name = (await second.getAttribute('aria-labelledby').then((id) => page.locator(`#${id}`).textContent())) ?? '';
  await page.getByRole('button', { name: `Indent: ${name}` }).click();
  await expect(live(page)).toHaveText(`${name} cannot move there: this tree allows 1 level.`);
  await expect(second).toHaveAttribute('aria-level', '1');

  await page.getByRole('button', { name: 'Add link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Status page');
  await dialog.getByRole('textbox', { name: 'URL' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the add-link dialog with an error');
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://status.example.com');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(tree.getByRole('treeitem', { name: 'Status page' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit: Status page' }).click();
  await page.getByRole('dialog', { name: 'Edit item' }).getByRole('textbox', { name: 'Title' }).fill('System status');
  await page.getByRole('dialog', { name: 'Edit item' }).getByRole('button', { name: 'Apply' }).click();
  await expect(tree.getByRole('treeitem', { name: 'System status' })).toBeVisible();

  // Unsaved: leaving asks; staying keeps the edit; removing asks too.
  await page.getByRole('main').getByRole('link', { name: 'Navigation' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await page.getByRole('button', { name: 'Remove: System status' }).click();
  await page.getByRole('alertdialog', { name: 'Remove System status?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(tree.getByRole('treeitem', { name: 'System status' })).toHaveCount(0);
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
});

test('a new page moved under Support with the keyboard: its public URL follows the tree', async ({ page, baseURL }, info) => {
  const site = perProject(info, ['en', 'de'] as const);
  await signIn(page, 'admin', `/cp/collections/pages?site=${site}`);
  const source = await apiEntry(page.request, 'pages', site === 'en' ? 'page-faq' : 'page-faq-de');
  const slug = uniqueWord(info, 'tree');
  const title = `Tree ${slug}`;
  const created = await apiChange(page.request, 'POST', '/cp/api/collections/pages/entries', { site, values: { ...source.values, title }, slug, published: true }, baseURL!);
  expect(created.status(), await created.text()).toBe(201);
  const doc = (await created.json()) as EntryDocument;
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tree', pressed: true })).toBeVisible();
    const tree = page.getByRole('tree', { name: 'Pages' });
    const mine = tree.getByRole('treeitem', { name: title });
    await expect(mine).toHaveAttribute('aria-level', '1');
    await expectNoAxeViolations(page, 'the pages tree');

    await focusLastItem(page);
    await expect(mine).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Move up: ${title}` })).toBeFocused();
    // Home, Products, Support, Where to buy, About, Imprint, Privacy, then the new page: up to right below Support.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
    await expect(mine).toHaveAttribute('aria-posinset', '4');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Indent: ${title}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(live(page)).toHaveText(`${title} moved: position 4 of 4, level 2.`);
    await expect(mine).toHaveAttribute('aria-level', '2');
    await saveWithKeyboard(page);

    const prefix = site === 'en' ? '' : `/${site}`;
    await expect.poll(async () => (await apiEntry(page.request, 'pages', doc.id)).meta.url).toBe(`${prefix}/support/${slug}`);
    await expect(async () => {
      const response = await page.goto(`${prefix}/support/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(title));
    }).toPass({ timeout: 20_000 });
  } finally {
    await removeEntry(page.request, baseURL!, 'pages', { id: doc.id, file: '', title, url: '', page: null });
  }
});

// Issue 36: a writer (news only) is shown only the sections they may open, and a menu they may
// not open says which permission it needs instead of "Something went wrong".
test('a writer sees only what they may open; a menu they may not open names the permission it needs', async ({ page, consoleErrors }) => {
  await signIn(page, 'writer', '/cp/navigation/main?site=de');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('You do not have permission to do this (it needs “edit main nav”).');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  allowConsoleErrors(consoleErrors, /status of 403/);
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  const sidebar = page.getByRole('navigation', { name: 'Control panel' });
  for (const open of ['Collections', 'Taxonomies', 'Assets']) await expect(sidebar.getByRole('link', { name: open })).toBeVisible();
  for (const closed of ['Navigation', 'Globals', 'Users', 'Roles']) await expect(sidebar.getByRole('link', { name: closed })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a writer without access to the menu');
});
