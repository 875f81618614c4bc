import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contentFile, expect, signIn, test } from './fixtures';
import { allowConsoleErrors } from '../support';
import { apiChange, apiEntry, ownCopy, removeEntry, type OwnEntry } from './panel-api';

/**
 * Live preview (issue 26, item 11): the real page beside the form, from the unsaved values,
 * within 500 ms of typing, at three widths; drafts and new entries too; preview answers are
 * never stored or indexed, and only a live token opens one. Each project edits its own
 * article (the two run at once on one content root).
 */
/**
 * Each test previews an article of its own: a published copy of a demo article, made through
 * the API and deleted after, so no other test (nor the other project's run) edits it meanwhile.
 */
let own: OwnEntry;
test.beforeEach(async ({ page, baseURL }, info) => {
  await signIn(page, 'admin', '/cp/collections/news');
  own = await ownCopy(page, baseURL!, info, 'news', 'news-beacon-firmware-3-2', { prefix: 'Preview', published: true });
  await page.goto(own.url);
  await expect(page.getByRole('textbox', { name: 'Title (required)' })).toHaveValue(own.title);
});
test.afterEach(async ({ page, baseURL }) => {
  if (own) await removeEntry(page.request, baseURL!, 'news', own);
});

/** The requirement: the preview shows a change within 500 ms of typing (the scheduler's share is proven with fake timers in cp/lib/preview-scheduler.test.ts); here a shared, busy test machine gets slack on top, and the time taken is reported. */
const UPDATE_MS = 500;
const SLACK_MS = 4_500;

const tablet = () => test.info().project.name === 'cp-tablet';

const previewFrame = (page: Page, title: string) => page.frameLocator(`iframe[title="Preview of ${title}"][data-front]`);

async function openPreview(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Live preview' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Live preview' })).toBeVisible();
}

test('live preview changes without saving: the preview shows the new title in time, the file and the public page do not', async ({ page }) => {
  const { file, page: url, title } = own;
  const newTitle = `${title} (${test.info().project.name} preview ${Date.now()})`;
  const before = await contentFile(file);
  await openPreview(page);
  await expect(previewFrame(page, title).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Up to date')).toBeVisible();

  // A desktop types beside the preview; on a tablet the preview takes the form's place: back to the form, type, preview again.
  if (tablet()) await page.getByRole('button', { name: 'Back to the form' }).click();
  const started = Date.now();
  await page.getByRole('textbox', { name: 'Title (required)' }).fill(newTitle);
  if (tablet()) await openPreview(page);
  await expect(previewFrame(page, newTitle).getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: UPDATE_MS + SLACK_MS });
  const took = Date.now() - started;
  test.info().annotations.push({ type: 'preview update', description: `${took} ms from typing to the new page on screen` });
  await expect(page.getByText('Up to date')).toBeVisible();

  // Nothing saved: the file is as it was, visitors get the old title, the form still says unsaved.
  expect(await contentFile(file)).toBe(before);
  const publicPage = await page.request.get(url!);
  expect(publicPage.status()).toBe(200);
  const html = await publicPage.text();
  expect(html).toContain(title);
  expect(html).not.toContain(newTitle);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

test('a draft is not public but shows in preview; an entry never saved previews too', async ({ page }) => {
  const { page: url, title } = own;
  expect((await page.request.get(url!)).status()).toBe(200);
  const published = page.getByRole('switch', { name: 'Published' });
  await expect(published).toHaveAttribute('aria-checked', 'true');
  await published.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await expect(published).toHaveAttribute('aria-checked', 'false');
  // Saved as a draft: visitors get a 404 (within the publishing time), the preview still shows it.
  await expect.poll(async () => (await page.request.get(url!)).status(), { timeout: 5_000 }).toBe(404);
  await openPreview(page);
  await expect(previewFrame(page, title).getByRole('heading', { level: 1 })).toHaveText(title);
  expect((await page.request.get(url!)).status()).toBe(404);

  // A new entry, not saved (no id yet): its page as it would be.
  const fresh = `Preview of a new entry ${test.info().project.name} ${Date.now()}`;
  await page.goto('/cp/collections/news/entries/create/en');
  await page.getByRole('textbox', { name: 'Title (required)' }).fill(fresh);
  await openPreview(page);
  await expect(previewFrame(page, fresh).getByRole('heading', { level: 1 })).toHaveText(fresh);
});

test('preview answers: no-store and noindex, framed by the panel only; an unknown or missing token shows nothing', async ({ page }) => {
  const { title } = own;
  await openPreview(page);
  const link = page.getByRole('link', { name: /Open in new tab/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/cp\/preview\/[\w-]{32}$/);

  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['x-robots-tag']).toContain('noindex');
  const csp = answer.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("script-src 'none'");
  expect(await answer.text()).toContain(title);
  // The panel itself may not be framed by anyone, but may frame its previews.
  const panel = await page.request.get('/cp');
  expect(panel.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(panel.headers()['content-security-policy']).toContain("frame-src 'self'");

  // The link works without the session (it is the token that opens it) …
  const signedOut = await page.context().browser()!.newContext();
  try {
    const shared = await signedOut.request.get(new URL(href!, page.url()).href);
    expect(shared.status()).toBe(200);
  } finally {
    await signedOut.close();
  }
  // … and nothing opens without one: guessed, altered, missing.
  for (const path of ['/cp/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', `${href!.slice(0, -1)}${href!.endsWith('A') ? 'B' : 'A'}`, '/cp/preview/', '/cp/preview/../preview', '/cp/preview']) {
    const guessed = await page.request.get(path);
    expect(guessed.status(), path).toBe(404);
    expect(guessed.headers()['cache-control'], path).toBe('no-store');
    expect(await guessed.text(), path).not.toContain(title);
  }
});

test('device buttons draw the page at a phone’s, a tablet’s and a desktop’s width', async ({ page }) => {
  const { title } = own;
  await openPreview(page);
  const frame = page.locator(`iframe[title="Preview of ${title}"][data-front]`);
  await expect(frame).toBeVisible();
  const widths = { Phone: 390, Tablet: 768, Desktop: 1280 };
  for (const [name, width] of Object.entries(widths)) {
    await page.getByRole('radio', { name }).check();
    await expect(page.getByRole('radio', { name })).toBeChecked();
    // The page's own width (its breakpoints) is the device's; on screen it is scaled to fit the pane.
    await expect.poll(() => frame.evaluate((el: HTMLIFrameElement) => el.contentWindow!.innerWidth)).toBe(width);
    const box = (await frame.boundingBox())!;
    const pane = (await page.getByRole('region', { name: 'Live preview' }).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(Math.min(width, pane.width) + 1);
  }
  // Phone and desktop differ on screen (the phone is drawn narrower than the desktop).
  await page.getByRole('radio', { name: 'Phone' }).check();
  const phone = (await frame.boundingBox())!.width;
  await page.getByRole('radio', { name: 'Desktop' }).check();
  await expect.poll(async () => (await frame.boundingBox())!.width).not.toBe(phone);
});

test('the edit screen with the preview open has no axe violations', async ({ page }) => {
  const { title } = own;
  await openPreview(page);
  await expect(previewFrame(page, title).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Up to date')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  if (test.info().project.name === 'cp-tablet') {
    // On a tablet the preview takes the form's place; back to the form by its button.
    await page.getByRole('button', { name: 'Back to the form' }).click();
    await expect(page.getByRole('textbox', { name: 'Title (required)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Live preview' })).toHaveAttribute('aria-pressed', 'false');
  }
});

/**
 * Issue 36, item 7: the session an editor has before opening the preview (a title saved, a
 * German localization saved, a conflict, an unchanged save) left the preview blank in 10 of
 * 16 runs. The same steps, then another entry's unsaved title in the preview, in time.
 */
test('after a title save, a German localization, a conflict and an unchanged save, another entry’s preview shows its unsaved title', async ({ page, baseURL, consoleErrors }) => {
  const titleBox = page.getByRole('textbox', { name: 'Title (required)' });
  const saved = async () => {
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expect(page.getByRole('status').getByText('Saved', { exact: true }).first()).toBeVisible();
  };
  const other = await ownCopy(page, baseURL!, test.info(), 'news', 'news-beacon-firmware-3-2', { prefix: 'Preview other', published: true });
  let german: string | null = null;
  try {
    // A title saved.
    await titleBox.fill(`${own.title} saved`);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved();

    // A German localization, with a title of its own, saved.
    await page.getByRole('button', { name: 'Create localization: Deutsch' }).click();
    await expect(page).not.toHaveURL(own.url);
    german = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const title = page.locator('[data-field="title"]');
    await title.getByRole('button', { name: 'Override' }).click();
    await titleBox.fill(`${own.title} auf Deutsch`);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved();

    // A conflict: the German file changes underneath (another editor), then this form saves.
    const current = await apiEntry(page.request, 'news', german);
    const underneath = await apiChange(page.request, 'PUT', `/cp/api/collections/news/entries/${german}`, { version: current.version, values: { ...current.values, title: `${own.title} von nebenan` }, localized: current.localized ?? [], published: current.meta.published }, baseURL!);
    expect(underneath.status(), await underneath.text()).toBe(200);
    await titleBox.fill(`${own.title} noch einmal`);
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'This item changed since you opened it' });
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await expect(dialog).toBeHidden();
    await saved();
    allowConsoleErrors(consoleErrors, /status of 409/);

    // An unchanged save.
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    // Another entry, from the list; its title changed; the preview opened.
    await page.getByRole('link', { name: 'News', exact: true }).first().click();
    await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'English' });
    await page.getByRole('searchbox').first().fill(other.title);
    await page.getByRole('link', { name: other.title }).click();
    await expect(titleBox).toHaveValue(other.title);
    const newTitle = `${other.title} unsaved`;
    await titleBox.fill(newTitle);
    const started = Date.now();
    await openPreview(page);
    await expect(previewFrame(page, newTitle).getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 2_000 + SLACK_MS });
    test.info().annotations.push({ type: 'preview after a session', description: `${Date.now() - started} ms from opening to the page on screen` });
    await expect(page.getByText('Up to date')).toBeVisible();
  } finally {
    if (german) await removeEntry(page.request, baseURL!, 'news', { ...own, id: german });
    await removeEntry(page.request, baseURL!, 'news', other);
  }
});
