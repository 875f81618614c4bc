import type { Page } from '@playwright/test';
import { allowConsoleErrors } from '../support';
import { expectNoAxeViolations } from './axe';
import { filesWithTitle, frontMatter, STAMPS } from './content-files';
import { contentFile, expect, signIn, test } from './fixtures';
import { apiChange, apiEntry, perProject, uniqueWord } from './panel-api';
import { CP_USERS } from './users';

/**
 * Entries in the panel: the list, a title saved and public at once, a German override, two
 * editors on one entry, a writer without publish, creating and deleting, the keyboard.
 * Desktop and tablet run at once on one content root: each test takes its own entries by project.
 */

const NEWS_EN = 'content/collections/news/en';
const titleBox = (page: Page) => page.getByRole('textbox', { name: /^Title/ });
const unsaved = (page: Page) => page.getByText('Unsaved changes', { exact: true });

/** Saves a changed form with its button and waits until the panel says it is saved (a toast of an earlier save does not count). */
async function save(page: Page, how: () => Promise<void> = () => page.getByRole('button', { name: 'Save' }).click()): Promise<void> {
  await expect(unsaved(page)).toBeVisible();
  await how();
  await expect(unsaved(page)).toHaveCount(0);
  await expect(page.getByRole('status').getByText('Saved', { exact: true }).first()).toBeVisible();
}

/** The fields the site's content check needs in a news article (image and category through their pickers). */
async function fillArticle(page: Page, title: string, content: string): Promise<void> {
  await titleBox(page).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill(`${title}: the short version.`);
  await page.getByRole('textbox', { name: 'Author' }).fill('Test Author');
  await page.getByRole('textbox', { name: 'Content' }).fill(content);
  await page.getByRole('button', { name: 'Browse Image' }).click();
  const browser = page.getByRole('dialog', { name: 'Choose an asset' });
  await browser.getByRole('searchbox', { name: 'Search assets' }).fill('ibc-2026-recap');
  await browser.getByRole('button', { name: 'Choose ibc-2026-recap.jpg' }).click();
  await expect(page.getByRole('list', { name: 'Image: chosen' })).toContainText('ibc-2026-recap.jpg');
  await page.getByRole('combobox', { name: 'News categories' }).fill('events');
  await page.getByRole('option', { name: /events/i }).first().click();
  await expect(page.getByRole('list', { name: 'News categories: chosen' })).not.toBeEmpty();
}

test('the news list shows titles, statuses, dates and last edits; search, sorting, status filter and pages work; axe finds nothing', async ({ page }) => {
  await signIn(page, 'admin', '/cp/collections/news');
  const table = page.getByRole('table', { name: /^News: \d+ entr(y|ies)$/ });
  for (const name of ['Title', 'Slug', 'Status', 'Date', 'Last edited']) await expect(table.getByRole('columnheader', { name })).toBeVisible();
  // Nobody edits this one in these tests: its row is as the content has it.
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Beacon firmware 3.2 is here', exact: true }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('beacon-firmware-3-2');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Published');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Oct 28, 2026');
  await expect(row.getByRole('cell').nth(3).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  // The collection's own order (newest first) is what the Date header says.
  await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  await expectNoAxeViolations(page, 'the news list');

  const titles = table.getByRole('rowheader');
  const slugs = table.locator('tbody tr td:nth-of-type(1)');
  const before = await titles.count();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill('firmware');
  await expect(page).toHaveURL(/search=firmware/);
  await expect.poll(async () => (await titles.allTextContents()).every((t) => /firmware/i.test(t))).toBe(true);
  expect(await titles.count()).toBeLessThan(before);
  await expect(table.getByRole('link', { name: 'Beacon firmware 3.2 is here', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill('');
  await expect(page).not.toHaveURL(/search=/);
  await expect.poll(() => titles.count()).toBe(before);

  await table.getByRole('button', { name: 'Slug' }).click();
  await expect(table.getByRole('columnheader', { name: 'Slug' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort', /./);
  await expect.poll(async () => sortedAs(await slugs.allTextContents(), 1)).toBe(true);
  await table.getByRole('button', { name: 'Slug' }).click();
  await expect(table.getByRole('columnheader', { name: 'Slug' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => sortedAs(await slugs.allTextContents(), -1)).toBe(true);

  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Published' });
  await expect(page).toHaveURL(/status=published/);
  await expect.poll(async () => new Set(await table.locator('tbody .cp-badge').allTextContents())).toEqual(new Set(['Published']));
  await status.selectOption({ label: 'Scheduled' });
  await expect(page.getByText('No entries match.')).toBeVisible();
  await status.selectOption({ label: 'All' });
  await expect.poll(() => titles.count()).toBeGreaterThanOrEqual(before);

  // 14 articles and more: with ten a page there are two pages at least.
  await page.getByRole('combobox', { name: 'Per page' }).selectOption('10');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText(/Page 1 of [2-9]/);
  await expect(titles).toHaveCount(10);
  const first = await titles.first().textContent();
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText(/Page 2 of [2-9]/);
  await expect(titles.first()).not.toHaveText(first ?? '');
  await expectNoAxeViolations(page, 'the news list, second page');
});

function sortedAs(values: string[], direction: 1 | -1): boolean {
  return values.length > 1 && values.every((v, i) => i === 0 || (direction === 1 ? values[i - 1]! <= v : values[i - 1]! >= v));
}

test('an English title saved in the panel is on the public page within 2 s', async ({ page }, info) => {
  const entry = perProject(info, [
    { id: 'news-year-in-review-2025', file: `${NEWS_EN}/2025-12-08.year-in-review-2025.md`, url: '/news/year-in-review-2025' },
    { id: 'news-workshop-live-music-sync-paris', file: `${NEWS_EN}/2026-01-20.workshop-live-music-sync-paris.md`, url: '/news/workshop-live-music-sync-paris' },
  ] as const);
  const title = `Edited ${uniqueWord(info, 'title')}`;
  await signIn(page, 'admin', `/cp/collections/news/entries/${entry.id}`);
  await titleBox(page).fill(title);
  await save(page);
  await expect.poll(async () => (await page.request.get(entry.url)).text(), { timeout: 2000, intervals: [100] }).toContain(`<h1`);
  await expect.poll(async () => (await page.request.get(entry.url)).text(), { timeout: 2000, intervals: [100] }).toContain(title);
  expect((await frontMatter(entry.file)).title).toBe(title);
  expect((await frontMatter(entry.file)).updated_by).toBeTruthy();
});

test('overriding one field in German writes origin plus the overrides only; Use origin value takes it out again', async ({ page }, info) => {
  const entry = perProject(info, [
    { id: 'product-beacon-de', file: 'content/collections/products/de/beacon.md' },
    { id: 'product-crew-kit-de', file: 'content/collections/products/de/crew-kit.md' },
  ] as const);
  await signIn(page, 'admin', `/cp/collections/products/entries/${entry.id}`);
  const tagline = page.locator('[data-field="tagline"]');
  // The German product overrides every localizable field: it follows English for the tagline first (a run before may have done so).
  if ((await frontMatter(entry.file)).tagline !== undefined) {
    await tagline.getByRole('button', { name: 'Use origin value' }).click();
    await save(page);
  }
  const before = await frontMatter(entry.file);
  expect(before.origin).toBe(entry.id.replace(/-de$/, ''));
  expect(before).not.toHaveProperty('tagline');
  await expect(tagline.getByText('Inherited from English')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tagline' })).not.toBeEditable();

  await tagline.getByRole('button', { name: 'Override' }).click();
  await expect(tagline.getByText('Overridden in this site')).toBeVisible();
  const text = `Deutscher Slogan ${uniqueWord(info, 'slogan')}`;
  await page.getByRole('textbox', { name: 'Tagline' }).fill(text);
  await save(page);
  const after = await frontMatter(entry.file);
  expect(Object.keys(after).sort()).toEqual([...new Set([...Object.keys(before), 'tagline', ...STAMPS])].sort());
  expect(after.tagline).toBe(text);
  for (const key of Object.keys(before).filter((k) => !STAMPS.includes(k))) expect(after[key], key).toEqual(before[key]);

  await tagline.getByRole('button', { name: 'Use origin value' }).click();
  await expect(tagline.getByRole('button', { name: 'Override' })).toBeVisible();
  await save(page);
  const back = await frontMatter(entry.file);
  expect(back).not.toHaveProperty('tagline');
  expect(Object.keys(back).sort()).toEqual([...new Set([...Object.keys(before), ...STAMPS])].sort());
});

for (const choice of ['Overwrite', 'Reload'] as const) {
  test(`two editors on one entry: the second save gets the conflict, names the first editor, keeps the typing, and ${choice} does what it says`, async ({ page, browser, baseURL, consoleErrors }, info) => {
    const entry = perProject(
      info,
      choice === 'Overwrite'
        ? ([
            { id: 'news-broadcast-expo-tokyo', file: `${NEWS_EN}/2026-02-24.broadcast-expo-tokyo.md` },
            { id: 'news-remote-app-for-android', file: `${NEWS_EN}/2026-03-17.remote-app-for-android.md` },
          ] as const)
        : ([
            { id: 'news-workshop-timecode-for-podcasters', file: `${NEWS_EN}/2026-04-09.workshop-timecode-for-podcasters.md` },
            { id: 'news-indie-feature-shot-on-crew-kit', file: `${NEWS_EN}/2026-05-14.indie-feature-shot-on-crew-kit.md` },
          ] as const),
    );
    const url = `/cp/collections/news/entries/${entry.id}`;
    const first = `First ${uniqueWord(info, 'admin')}`;
    const second = `Second ${uniqueWord(info, 'editor')}`;
    const other = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    try {
      const page2 = await other.newPage();
      await signIn(page, 'admin', url);
      await signIn(page2, 'editor', url);
      await expect(titleBox(page2)).not.toHaveValue('');

      await titleBox(page).fill(first);
      await save(page);
      expect((await frontMatter(entry.file)).title).toBe(first);

      await titleBox(page2).fill(second);
      await page2.getByRole('button', { name: 'Save' }).click();
      const dialog = page2.getByRole('alertdialog', { name: 'This item changed since you opened it' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`changed by ${CP_USERS.admin.name}`);
      const change = dialog.getByRole('row').filter({ has: page2.getByRole('rowheader', { name: 'Title' }) });
      await expect(change).toContainText(second);
      await expect(change).toContainText(first);
      // Nothing is written until the editor chooses, and their typing is still in the form.
      expect((await frontMatter(entry.file)).title).toBe(first);
      await expect(titleBox(page2)).toHaveValue(second);
      await expectNoAxeViolations(page2, 'the conflict dialog');

      await dialog.getByRole('button', { name: choice }).click();
      await expect(dialog).toBeHidden();
      if (choice === 'Overwrite') {
        await expect(unsaved(page2)).toHaveCount(0);
        await expect(page2.getByRole('status').getByText('Saved', { exact: true }).first()).toBeVisible();
        expect((await frontMatter(entry.file)).title).toBe(second);
        expect((await frontMatter(entry.file)).updated_by).toBeTruthy();
      } else {
        await expect(titleBox(page2)).toHaveValue(first);
        await expect(page2.getByText('Unsaved changes')).toHaveCount(0);
        expect((await frontMatter(entry.file)).title).toBe(first);
      }
      // The 409 is the second browser's; the first saw nothing wrong.
      allowConsoleErrors(consoleErrors, /status of 409/);
    } finally {
      await other.close();
    }
  });
}

test('a writer cannot publish (the toggle is off limits and the server refuses a forged request) but saves text and creates drafts', async ({ page, baseURL, consoleErrors }, info) => {
  const entry = perProject(info, [
    { id: 'news-on-tour-with-a-festival-crew', file: `${NEWS_EN}/2026-06-02.on-tour-with-a-festival-crew.md` },
    { id: 'news-bridge-a2-launch', file: `${NEWS_EN}/2026-06-30.bridge-a2-launch.md` },
  ] as const);
  await signIn(page, 'writer', `/cp/collections/news/entries/${entry.id}`);
  const published = page.getByRole('switch', { name: 'Published' });
  await expect(published).toBeDisabled();
  await expect(published).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('You may not publish entries in this collection.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // A forged request with the writer's own session and token: the server says no, and writes nothing.
  const doc = await apiEntry(page.request, 'news', entry.id);
  const fileBefore = await contentFile(entry.file);
  const forged = await apiChange(page.request, 'PUT', `/cp/api/collections/news/entries/${entry.id}`, { version: doc.version, values: doc.values, slug: doc.meta.slug, date: doc.meta.date, published: !doc.meta.published }, baseURL!);
  expect(forged.status()).toBe(403);
  expect(await contentFile(entry.file)).toBe(fileBefore);

  const title = `Writer ${uniqueWord(info, 'text')}`;
  await titleBox(page).fill(title);
  await save(page);
  const after = await frontMatter(entry.file);
  expect(after.title).toBe(title);
  expect(after.published).not.toBe(false);

  const draft = `Draft ${uniqueWord(info, 'new')}`;
  await page.goto('/cp/collections/news/entries/create/en');
  await expect(page.getByRole('switch', { name: 'Published' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'false');
  await fillArticle(page, draft, 'A draft by the writer.');
  await save(page);
  await expect(page).toHaveURL(/\/cp\/collections\/news\/entries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('complementary', { name: 'Publishing' }).getByText('Draft', { exact: true }).first()).toBeVisible();
  const [file] = await filesWithTitle(NEWS_EN, draft);
  expect(file).toBeDefined();
  expect((await frontMatter(file!)).published).toBe(false);
  allowConsoleErrors(consoleErrors, /status of 403/);
});

test('an entry created in the panel is listed with its status and has a file with a UUID; Delete removes it', async ({ page }, info) => {
  const title = `Created ${uniqueWord(info, 'entry')}`;
  await signIn(page, 'admin', '/cp/collections/news');
  await page.getByRole('link', { name: 'Create entry' }).click();
  await expect(page.getByRole('heading', { name: 'Create entry in News' })).toBeVisible();
  await fillArticle(page, title, 'A new article, written in the panel.');
  await page.getByRole('switch', { name: 'Published' }).click();
  await expect(page.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
  await save(page);
  await expect(page).toHaveURL(/\/cp\/collections\/news\/entries\/[0-9a-f-]{36}$/);

  const [file] = await filesWithTitle(NEWS_EN, title);
  expect(file, 'the new entry file').toBeDefined();
  const data = await frontMatter(file!);
  expect(data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  // The content field is the Markdown body, after the front matter.
  expect(await contentFile(file!)).toMatch(/\n---\n+A new article, written in the panel\.\n?$/);
  expect(page.url()).toContain(String(data.id));

  await page.getByRole('link', { name: 'News' }).click();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Published');

  await row.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this entry?' });
  await expect(confirm).toContainText(title);
  await expectNoAxeViolations(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Delete entry' }).click();
  await expect(page).toHaveURL(/\/cp\/collections\/news\?site=en$/);
  await expect(page.getByRole('status').getByText(`Deleted “${title}”`)).toBeVisible();
  expect(await filesWithTitle(NEWS_EN, title)).toEqual([]);
});

test('a global edited in English shows in German as inherited, with Override', async ({ page }, info) => {
  // One global file per project, and a field per repetition (each run starts from what the last one left).
  const target = perProject(info, [
    { handle: 'error_page', fields: ['heading', 'image_heading', 'description'] },
    { handle: 'shop_now_modal', fields: ['shop_title', 'local_reseller_title', 'link_shop_title'] },
  ] as const);
  const handle = target.handle;
  const field = target.fields[info.repeatEachIndex % target.fields.length]!;
  const label = field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const value = `Global ${uniqueWord(info, field)}`;

  // German follows English for this field first: Use origin value, then save.
  await signIn(page, 'admin', `/cp/globals/${handle}?site=de`);
  const deField = page.locator(`[data-field="${field}"]`);
  await deField.getByRole('button', { name: 'Use origin value' }).click();
  await save(page);
  expect(await frontMatter(`content/globals/de/${handle}.yaml`)).not.toHaveProperty(field);

  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'English' });
  await expect(page).toHaveURL(/site=en/);
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await save(page);
  expect((await frontMatter(`content/globals/en/${handle}.yaml`))[field]).toBe(value);

  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'Deutsch' });
  await expect(page).toHaveURL(/site=de/);
  const inherited = page.getByRole('textbox', { name: label, exact: true });
  await expect(inherited).toHaveValue(value);
  await expect(inherited).not.toBeEditable();
  await expect(deField.getByText('Inherited from English')).toBeVisible();
  await expect(deField.getByRole('button', { name: 'Override' })).toBeVisible();
});

test('the keyboard alone fills and saves the form (Save and Ctrl+S), with a visible focus', async ({ page }, info) => {
  const entry = perProject(info, [
    { id: 'news-workshop-multicam-basics-berlin', file: `${NEWS_EN}/2026-07-22.workshop-multicam-basics-berlin.md` },
    { id: 'news-documentary-in-the-arctic', file: `${NEWS_EN}/2026-08-19.documentary-in-the-arctic.md` },
  ] as const);
  await signIn(page, 'admin', `/cp/collections/news/entries/${entry.id}`);
  await expect(titleBox(page)).not.toHaveValue('');
  await tabTo(page, titleBox(page), 'Tab');
  await expectVisibleFocus(page);
  const first = `Keys ${uniqueWord(info, 'one')}`;
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(first);
  await save(page, () => page.keyboard.press('Control+s'));
  expect((await frontMatter(entry.file)).title).toBe(first);

  const second = `Keys ${uniqueWord(info, 'two')}`;
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(second);
  await tabTo(page, page.getByRole('button', { name: 'Save' }), 'Shift+Tab');
  await expectVisibleFocus(page);
  await save(page, () => page.keyboard.press('Enter'));
  await expect.poll(async () => (await frontMatter(entry.file)).title).toBe(second);
});

/** Presses Tab (or Shift+Tab) until the control has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, key: 'Tab' | 'Shift+Tab'): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The focused control shows it: an outline or a focus ring (box-shadow). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0, shadow: style.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow, 'a visible focus indicator').toBe(true);
}
