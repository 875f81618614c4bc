import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { allowConsoleErrors } from '../support';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { apiChange, apiEntry, apiSession, removeEntry, uniqueWord, type OwnEntry } from './panel-api';
import type { EntryDocument, EntryListResponse } from '../../../cp/shared/api';
import type { LibraryAsset } from '../../../cp/shared/asset-library';

/**
 * The asset library (`/cp/assets/browse/{container}`): browsing as a grid and a list, folders
 * and search; uploads (accepted, refused, a name that exists); the editor's alt text on the
 * public page; a rename the public page follows; deleting a used asset; permissions.
 * Desktop and tablet run at once on one content root: each test works in a folder of its own.
 */

const LIBRARY = '/cp/assets/browse/assets';

/** A real JPEG of `width`×`height` in one colour. */
function jpeg(width = 640, height = 400, hue = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: hue, g: 200 - hue / 2, b: 90 } } })
    .jpeg()
    .toBuffer();
}

/** HTML under an image's name: the server looks at the bytes, not the name. */
const HTML_AS_JPEG = Buffer.from('<!doctype html><html><head><title>x</title></head><body><script>alert(1)</script></body></html>\n');
const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>\n');

/** Uploads through the API as the panel does (the page's session, its CSRF token and the site's Origin). */
async function apiUpload(page: Page, baseURL: string, folder: string, name: string, buffer: Buffer): Promise<LibraryAsset> {
  const { csrf } = await apiSession(page.request);
  const response = await page.request.post('/cp/api/assets/assets', {
    multipart: { file: { name, mimeType: 'image/jpeg', buffer }, folder },
    headers: { Origin: new URL(baseURL).origin, 'X-CSRF-Token': csrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as LibraryAsset;
}

/** A published news article of the test's own showing `image` (a path in the container). */
async function articleWithImage(page: Page, baseURL: string, info: TestInfo, image: string): Promise<OwnEntry> {
  const list = await page.request.get('/cp/api/collections/news/entries?site=en&perPage=10');
  const from = ((await list.json()) as EntryListResponse).data.find((row) => row.status === 'published')!.id;
  const source = await apiEntry(page.request, 'news', from);
  const word = uniqueWord(info, 'asset-article');
  const title = `Asset article ${word}`;
  const created = await apiChange(page.request, 'POST', '/cp/api/collections/news/entries', { site: 'en', values: { ...source.values, title, image }, slug: word, date: source.meta.date, published: true }, baseURL);
  expect(created.status(), await created.text()).toBe(201);
  const doc = (await created.json()) as EntryDocument;
  return { id: doc.id, file: '', title, url: `/cp/collections/news/entries/${doc.id}`, page: doc.meta.url };
}

/** A folder for this test and project only (made through the API). */
async function ownFolder(page: Page, baseURL: string, info: TestInfo, prefix: string): Promise<string> {
  const name = uniqueWord(info, prefix);
  const made = await apiChange(page.request, 'POST', '/cp/api/assets/assets/folders', { parent: '', name }, baseURL);
  expect(made.status(), await made.text()).toBe(201);
  return name;
}

const imageLoaded = (page: Page, name: string | RegExp) =>
  page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('the library: the menu leads to it; folders with breadcrumbs, a grid and a list kept in the URL, sorting and a search across folders; axe finds nothing', async ({ page }) => {
  await signIn(page, 'admin', '/cp/dashboard');
  // Below 1024 px the menu folds away behind its button.
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Assets' }).click();
  // One container: its library at once, as in Statamic.
  await expect(page).toHaveURL(/\/cp\/assets\/browse\/assets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  const grid = page.getByRole('list', { name: /^Assets: \d+ files?$/ });
  await expect(grid.getByRole('link', { name: 'Folder products' })).toBeVisible();
  await expectNoAxeViolations(page, 'the library’s top folder');

  await grid.getByRole('link', { name: 'Folder products' }).click();
  await page.getByRole('list', { name: /^products:/ }).getByRole('link', { name: 'Folder beacon' }).click();
  await expect(page).toHaveURL(`${LIBRARY}/products/beacon`);
  const crumbs = page.getByRole('navigation', { name: 'Folder path' });
  await expect(crumbs.getByRole('link')).toHaveText(['Assets', 'products']);
  await expect(crumbs.getByText('beacon')).toHaveAttribute('aria-current', 'page');
  const beacon = page.getByRole('list', { name: /^beacon: \d+ files$/ });
  const hero = beacon.getByRole('link', { name: /^hero\.jpg/ });
  await expect(hero).toBeVisible();
  // The thumbnail comes through /_ipx, lazily, with its size given (no layout shift).
  const thumb = hero.locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/_ipx\/.*hero\.jpg\?v=[0-9a-z]+-[0-9a-z]+$/);
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  await expect(thumb).toHaveAttribute('width', '160');
  await expect(thumb).toHaveAttribute('height', /^\d+$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page, 'a folder as a grid');

  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/\?view=list$/);
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: /^beacon: \d+ files$/ });
  for (const name of ['Name', 'Size', 'Dimensions', 'Modified']) await expect(table.getByRole('columnheader', { name })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /hero\.jpg/ })).toBeVisible();
  await expectNoAxeViolations(page, 'a folder as a list');

  // Sorting by size: the header says so, and the sizes come largest first the second time.
  await table.getByRole('button', { name: 'Size' }).click();
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: 'Size' }).click();
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=size&order=desc/);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('size-desc');

  // The view stays a list in another folder and after a reload.
  await crumbs.getByRole('link', { name: 'products' }).click();
  await expect(page).toHaveURL(`${LIBRARY}/products?view=list`);
  await page.reload();
  await expect(page.getByRole('table', { name: /^products:/ }).getByRole('link', { name: 'Folder beacon' })).toBeVisible();

  // A search looks in every folder and says where each file is.
  await page.getByRole('searchbox', { name: 'Search assets' }).fill('hero');
  await expect(page).toHaveURL(/q=hero/);
  const results = page.getByRole('table', { name: /^\d+ files matching “hero”$/ });
  await expect(results.getByRole('columnheader', { name: 'Folder' })).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: 'products/beacon' }).getByRole('link', { name: /hero\.jpg/ })).toBeVisible();
  expect(await results.getByRole('rowheader').count()).toBeGreaterThan(1);
  await expect(page.getByText('Results from every folder of Assets')).toBeVisible();
  await expectNoAxeViolations(page, 'a search');
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.getByRole('list', { name: /^\d+ files matching “hero”$/ }).getByRole('link', { name: /^hero\.jpg products\/beacon/ })).toBeVisible();
});

test('uploads: an image is accepted with its thumbnail; HTML named .jpg and an SVG with a script are refused with the server’s words; a name that exists asks first', async ({ page, consoleErrors }, info) => {
  await signIn(page, 'admin', LIBRARY);
  // A new folder of this test's own, made through the screen.
  const folder = uniqueWord(info, 'uploads');
  await page.getByRole('button', { name: 'New folder' }).click();
  const create = page.getByRole('dialog', { name: 'Create a folder' });
  await create.getByRole('textbox', { name: 'Folder name' }).fill(folder);
  await create.getByRole('button', { name: 'Create folder' }).click();
  await expect(page).toHaveURL(`${LIBRARY}/${folder}`);
  await expect(page.getByText('This folder is empty. Drop files here or use Upload files.')).toBeVisible();

  const photo = `photo-${folder}.jpg`;
  await page.getByLabel('Upload files').setInputFiles([
    { name: photo, mimeType: 'image/jpeg', buffer: await jpeg() },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: HTML_AS_JPEG },
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG_WITH_SCRIPT },
  ]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: photo })).toContainText('Uploaded');
  await expect(uploads.getByRole('alert').filter({ hasText: /^notes\.jpg was not uploaded: \S/ })).toBeVisible();
  await expect(uploads.getByRole('alert').filter({ hasText: /^logo\.svg was not uploaded: \S/ })).toBeVisible();
  await expect(page.getByRole('status').getByText(`Uploaded ${photo}`)).toBeVisible();
  // The accepted one is in the folder with its thumbnail; the refused ones are not.
  const grid = page.getByRole('list', { name: `${folder}: 1 file` });
  const tile = grid.getByRole('link', { name: new RegExp(`^${photo.replace(/\./g, '\\.')} 640 × 400$`) });
  await expect(tile).toBeVisible();
  await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(grid.getByRole('link', { name: /notes|logo/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the library after uploads');

  // The same name again, dropped on the library: asked first, and kept both.
  const bytes = (await jpeg(320, 200, 30)).toString('base64');
  const dropped = await page.evaluateHandle(
    ([name, data]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type: 'image/jpeg' }));
      return transfer;
    },
    [photo, bytes] as const,
  );
  const library = page.locator('.cp-library');
  await library.dispatchEvent('dragover', { dataTransfer: dropped });
  await library.dispatchEvent('drop', { dataTransfer: dropped });
  const ask = page.getByRole('alertdialog', { name: 'This name is taken' });
  await expect(ask).toContainText(`This folder already has a file named “${photo}”`);
  await expect(ask.getByRole('button', { name: 'Skip' })).toBeFocused();
  await expectNoAxeViolations(page, 'the name conflict dialog');
  await ask.getByRole('button', { name: 'Keep both' }).click();
  await expect(ask).toBeHidden();
  await expect(uploads.getByRole('listitem').filter({ hasText: /Uploaded as photo-.*-1\.jpg/ })).toBeVisible();
  await expect(page.getByRole('list', { name: `${folder}: 2 files` }).getByRole('link')).toHaveCount(2);
  allowConsoleErrors(consoleErrors, /status of (409|415|422)/);
});

test('alt text saved in the editor shows on the public page; a rename keeps the page showing the image under its new URL', async ({ page, baseURL }, info) => {
  await signIn(page, 'admin', '/cp/dashboard');
  const folder = await ownFolder(page, baseURL!, info, 'alt');
  const asset = await apiUpload(page, baseURL!, folder, `alt-${folder}.jpg`, await jpeg(800, 500, 60));
  const article = await articleWithImage(page, baseURL!, info, asset.path);
  try {
    await page.goto(`${LIBRARY}/${asset.path}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: asset.basename })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Where it is used' }).getByRole('link', { name: article.title })).toBeVisible();
    await expectNoAxeViolations(page, 'the asset editor');

    const alt = `A test photo ${folder}`;
    await page.getByRole('textbox', { name: /^Alt/ }).fill(alt);
    // The focal point from the keyboard.
    await page.getByRole('spinbutton', { name: 'Horizontal position' }).fill('30');
    await page.getByRole('spinbutton', { name: 'Vertical position' }).fill('70');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').getByText('Saved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    await page.goto(article.page!);
    const img = page.getByRole('img', { name: alt });
    await expect(img).toBeVisible();
    await expect.poll(() => imageLoaded(page, alt)).toBe(true);

    // Rename: the article's reference follows, and its page shows the image under the new name.
    await page.goto(`${LIBRARY}/${asset.path}/edit`);
    await page.getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: `Rename ${asset.basename}` });
    await expect(dialog.getByRole('textbox', { name: 'New name' })).toHaveValue(asset.basename.replace(/\.jpg$/, ''));
    await expectNoAxeViolations(page, 'the rename dialog');
    const renamed = `renamed-${folder}`;
    await dialog.getByRole('textbox', { name: 'New name' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(page).toHaveURL(`${LIBRARY}/${folder}/${renamed}.jpg/edit?site=en`);
    await expect(page.getByRole('status').getByText(`Renamed to ${renamed}.jpg; one item updated`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Alt/ })).toHaveValue(alt);

    await page.goto(article.page!);
    await expect(page.getByRole('img', { name: alt })).toHaveAttribute('src', new RegExp(renamed));
    await expect.poll(() => imageLoaded(page, alt)).toBe(true);

    // The meta file's history: the upload, the alt text and the rename, each a commit (uploads are
    // committed although the test root's .gitignore keeps public/media out, as this repository's
    // keeps the rendered photos out), newest first.
    await page.goto(`${LIBRARY}/${folder}/${renamed}.jpg/edit`);
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(`${LIBRARY}/${folder}/${renamed}.jpg/history`);
    await expect(page.getByRole('heading', { level: 1, name: /^History: / })).toBeVisible();
    const versions = page.getByRole('region', { name: 'Versions' }).getByRole('link');
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Asset moved');
    await expect(versions.nth(2)).toContainText('Asset uploaded');
    await expectNoAxeViolations(page, 'an asset’s history');
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(`${LIBRARY}/${folder}/${renamed}.jpg/edit`);
  } finally {
    await removeEntry(page.request, baseURL!, 'news', article);
  }
});

test('deleting a used asset shows where it is used and is refused until the editor confirms', async ({ page, baseURL }, info) => {
  await signIn(page, 'admin', '/cp/dashboard');
  const folder = await ownFolder(page, baseURL!, info, 'delete');
  const asset = await apiUpload(page, baseURL!, folder, `used-${folder}.jpg`, await jpeg(400, 300, 200));
  const article = await articleWithImage(page, baseURL!, info, asset.path);
  try {
    // The server refuses a delete that does not say it means it.
    const refused = await apiChange(page.request, 'DELETE', `/cp/api/assets/assets/asset?path=${encodeURIComponent(asset.path)}`, undefined, baseURL!);
    expect(refused.status()).toBe(409);

    await page.goto(`${LIBRARY}/${asset.path}/edit`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this asset?' });
    await expect(dialog.getByRole('list', { name: 'Where it is used' }).getByRole('link', { name: article.title })).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete asset' });
    await expect(confirm).toBeDisabled();
    await expectNoAxeViolations(page, 'the delete dialog of a used asset');
    await dialog.getByRole('checkbox', { name: 'Delete it even though it is used' }).check();
    await confirm.click();
    await expect(page).toHaveURL(`${LIBRARY}/${folder}`);
    await expect(page.getByRole('status').getByText(`Deleted “${asset.basename}”`)).toBeVisible();
    await expect(page.getByText('This folder is empty. Drop files here or use Upload files.')).toBeVisible();
  } finally {
    await removeEntry(page.request, baseURL!, 'news', article);
  }
});

test('replace a file in place (same path, new picture) and move it to another folder', async ({ page, baseURL, consoleErrors }, info) => {
  await signIn(page, 'admin', '/cp/dashboard');
  const from = await ownFolder(page, baseURL!, info, 'move-from');
  const to = await ownFolder(page, baseURL!, info, 'move-to');
  const asset = await apiUpload(page, baseURL!, from, `moving-${from}.jpg`, await jpeg(400, 300, 10));
  await page.goto(`${LIBRARY}/${asset.path}/edit`);
  const facts = page.getByRole('region', { name: 'File' });
  await expect(facts).toContainText('400 × 300');

  // Another type is refused with the server's words; a JPEG replaces the bytes, the path stays.
  await page.getByLabel('Replace file').setInputFiles({ name: 'other.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>') });
  await expect(facts.getByRole('alert')).toContainText(/\S/);
  await page.getByLabel('Replace file').setInputFiles({ name: 'bigger.jpg', mimeType: 'image/jpeg', buffer: await jpeg(640, 400, 90) });
  await expect(page.getByRole('status').getByText(`Replaced the file of ${asset.basename}`)).toBeVisible();
  await expect(facts).toContainText('640 × 400');
  await expect(page).toHaveURL(`${LIBRARY}/${asset.path}/edit`);

  await page.getByRole('button', { name: 'Move to folder' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${asset.basename}` });
  await expect(dialog.getByRole('button', { name: 'Move here' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Up one folder' }).click();
  await dialog.getByRole('button', { name: `Open folder ${to}` }).click();
  await expectNoAxeViolations(page, 'the move dialog');
  await dialog.getByRole('button', { name: 'Move here' }).click();
  await expect(page).toHaveURL(`${LIBRARY}/${to}/${asset.basename}/edit?site=en`);
  await expect(page.getByRole('status').getByText(`Moved ${asset.basename}`)).toBeVisible();
  await page.goto(`${LIBRARY}/${from}`);
  await expect(page.getByText('This folder is empty. Drop files here or use Upload files.')).toBeVisible();
  allowConsoleErrors(consoleErrors, /status of 422/);
});

test('abilities: an editor without delete, rename, move or edit sees none of them; a writer who may only view cannot upload', async ({ page, browser, baseURL }) => {
  await signIn(page, 'editor', `${LIBRARY}/products/beacon`);
  await expect(page.getByLabel('Upload files')).toBeAttached();
  await expect(page.getByRole('button', { name: 'New folder' })).toBeVisible();
  await page.getByRole('link', { name: /^hero\.jpg/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'hero.jpg' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'History' })).toBeVisible();
  for (const name of ['Delete', 'Rename', 'Move to folder', 'Save']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Alt/ })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Replace file')).toHaveCount(0);

  const other = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  try {
    const writer = await other.newPage();
    await signIn(writer, 'writer', LIBRARY);
    await expect(writer.getByRole('list', { name: /^Assets:/ }).getByRole('link', { name: 'Folder products' })).toBeVisible();
    await expect(writer.getByLabel('Upload files')).toHaveCount(0);
    await expect(writer.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
