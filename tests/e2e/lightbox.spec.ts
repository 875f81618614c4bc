import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allowConsoleErrors, entry, hydrated, msg } from './support';

/**
 * The image lightbox opened from a gallery block: an accessible modal dialog with
 * previous/next, zoom, rotation, reset and close; keys, swipe, the error state, and its code
 * loaded only where and when it is used.
 */

// A product page without a 3D block: its software-rendered WebGL would compete with the lightbox for the CPU.
const SLUG = 'bridge-a2';
const PRODUCT = `/products/${SLUG}`;
const galleryHeading = () => entry('products', 'en', SLUG).blocks!.find((b) => b.type === 'gallery')!.heading!;

function gallery(page: Page): Locator {
  return page.getByRole('region', { name: galleryHeading(), exact: true });
}

/** The `src` of every gallery image, in order (the lightbox shows the same full-size files). */
async function gallerySources(page: Page): Promise<string[]> {
  // Thumbnails are resized through /_ipx; the lightbox shows the full-size source each image links to.
  return gallery(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

/** Opens image `index` of the gallery; returns its button, the dialog and the image inside. */
async function openLightbox(page: Page, index = 0) {
  const button = gallery(page).getByRole('link').nth(index);
  const alt = (await button.locator('img').getAttribute('alt')) ?? '';
  await button.click();
  await expect(page.getByRole('dialog', { name: alt, exact: true })).toBeVisible();
  // Its name follows the shown image: later steps find it as the one dialog.
  const dialog = page.getByRole('dialog');
  return { button, dialog, image: dialog.locator('img') };
}

function button(dialog: Locator, id: string): Locator {
  return dialog.getByRole('button', { name: msg('en', id), exact: true });
}

/** Scale and rotation (degrees) of the element's computed transform matrix. */
function transformOf(image: Locator): Promise<{ scale: number; rotation: number }> {
  return image.evaluate((el) => {
    const m = new DOMMatrixReadOnly(getComputedStyle(el).transform);
    return { scale: Math.round(Math.hypot(m.a, m.b) * 100) / 100, rotation: Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI) };
  });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a gallery image opens a named modal dialog; Previous/Next and the arrow keys change the image', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const sources = await gallerySources(page);
  expect(sources.length).toBeGreaterThan(2);
  const { dialog, image } = await openLightbox(page);
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  await expect(image).toHaveAttribute('src', sources[0]!);
  await expect(dialog.locator('[data-status]')).toHaveAttribute('data-status', 'shown');

  for (const id of ['lightbox.previous', 'lightbox.next', 'lightbox.zoomIn', 'lightbox.zoomOut', 'lightbox.rotateLeft', 'lightbox.rotateRight', 'lightbox.reset', 'lightbox.close']) {
    await expect(button(dialog, id)).toBeVisible();
  }
  // The first image: Previous stops at the end.
  await expect(button(dialog, 'lightbox.previous')).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);

  await button(dialog, 'lightbox.next').click();
  await expect(image).toHaveAttribute('src', sources[1]!);
  const secondAlt = await gallery(page).getByRole('link').nth(1).locator('img').getAttribute('alt');
  await expect(page.getByRole('dialog', { name: secondAlt!, exact: true })).toBeVisible();
  await button(dialog, 'lightbox.previous').click();
  await expect(image).toHaveAttribute('src', sources[0]!);

  await page.keyboard.press('ArrowRight');
  await expect(image).toHaveAttribute('src', sources[1]!);
  await page.keyboard.press('ArrowRight');
  await expect(image).toHaveAttribute('src', sources[2]!);
  await page.keyboard.press('ArrowLeft');
  await expect(image).toHaveAttribute('src', sources[1]!);
});

test('zoom, rotation and reset transform the image', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const { dialog, image } = await openLightbox(page);
  await expect(image).toHaveAttribute('data-zoom', '1');

  await button(dialog, 'lightbox.zoomIn').click();
  await expect(image).toHaveAttribute('data-zoom', '1.12');
  await expect.poll(() => transformOf(image)).toEqual({ scale: 1.12, rotation: 0 });
  await button(dialog, 'lightbox.zoomIn').click();
  await expect(image).toHaveAttribute('data-zoom', '1.24');
  await button(dialog, 'lightbox.zoomOut').click();
  await expect(image).toHaveAttribute('data-zoom', '1.12');
  await page.keyboard.press('-');
  await expect(image).toHaveAttribute('data-zoom', '1');
  await page.keyboard.press('+');
  await expect(image).toHaveAttribute('data-zoom', '1.12');

  await button(dialog, 'lightbox.rotateRight').click();
  await expect(image).toHaveAttribute('data-rotation', '90');
  await expect.poll(() => transformOf(image)).toEqual({ scale: 1.12, rotation: 90 });
  await button(dialog, 'lightbox.rotateLeft').click();
  await button(dialog, 'lightbox.rotateLeft').click();
  await expect(image).toHaveAttribute('data-rotation', '270');
  await expect.poll(() => transformOf(image)).toEqual({ scale: 1.12, rotation: -90 });

  await button(dialog, 'lightbox.reset').click();
  await expect(image).toHaveAttribute('data-zoom', '1');
  await expect(image).toHaveAttribute('data-rotation', '0');
  await expect.poll(() => transformOf(image)).toEqual({ scale: 1, rotation: 0 });

  // Double click toggles zoom 2 and back.
  await image.dblclick();
  await expect(image).toHaveAttribute('data-zoom', '2');
  await image.dblclick();
  await expect(image).toHaveAttribute('data-zoom', '1');
});

test('the mouse wheel zooms', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const { image } = await openLightbox(page);
  await image.hover();
  await page.mouse.wheel(0, -100);
  await expect(image).toHaveAttribute('data-zoom', '1.12');
});

test('Escape closes the lightbox and returns the focus to the gallery button', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const { button: opener, dialog } = await openLightbox(page, 1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the Close button closes the lightbox', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const { button: opener, dialog } = await openLightbox(page);
  await button(dialog, 'lightbox.close').click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a horizontal swipe shows the next image', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const sources = await gallerySources(page);
  const { image } = await openLightbox(page);
  await expect(image).toHaveAttribute('src', sources[0]!);
  const box = (await image.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x + 60, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 60, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(image).toHaveAttribute('src', sources[1]!);
  await cdp.detach();
});

test('an image that fails to load shows the error state and dispatches an error event', async ({ page, consoleErrors }) => {
  await page.route(`**/media/products/${SLUG}/gallery-2.jpg`, (route) => route.fulfill({ status: 404 }));
  await page.goto(PRODUCT);
  await hydrated(page);
  // The lightbox's CustomEvent does not bubble; a capturing listener on the document still sees it.
  await page.evaluate(() => {
    const w = window as unknown as { lightboxErrors: unknown[] };
    w.lightboxErrors = [];
    document.addEventListener('error', (event) => event instanceof CustomEvent && w.lightboxErrors.push(event.detail), true);
  });
  const { dialog } = await openLightbox(page, 1);
  await expect(dialog.getByText(msg('en', 'lightbox.error'), { exact: true })).toBeVisible();
  await expect(dialog.locator('[data-status]')).toHaveAttribute('data-status', 'error');
  await expect(dialog.locator('svg').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { lightboxErrors: { index: number; src: string }[] }).lightboxErrors)).toEqual([
    { index: 1, src: expect.stringContaining('gallery-2.jpg') as unknown as string },
  ]);
  // The other images still work.
  await button(dialog, 'lightbox.next').click();
  await expect(dialog.locator('img')).toHaveAttribute('src', /gallery-3\.jpg/);
  await expect(dialog.locator('[data-status]')).toHaveAttribute('data-status', 'shown');
  allowConsoleErrors(consoleErrors);
});

test('the lightbox code is downloaded only after the first open, and never on pages without a gallery', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/about');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.includes('lightbox'))).toEqual([]);

  await page.goto(PRODUCT);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.includes('lightbox'))).toEqual([]);
  await openLightbox(page);
  expect(requests.filter((url) => url.includes('lightbox')).length).toBeGreaterThan(0);
});
