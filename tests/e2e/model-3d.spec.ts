import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { allowConsoleErrors, contentYaml, entry, hydrated, isMobile, msg, type Block } from './support';

/**
 * The 3D model block (issue 7): the poster first, the 3D library and the model only once the
 * block is in view, then a view that turns and zooms by mouse, touch and keyboard, still
 * with prefers-reduced-motion, and the poster kept where WebGL is missing or the model
 * fails. Chromium renders WebGL in software here (SwiftShader, playwright.config.ts).
 */

// WebGL here is SwiftShader on the CPU, beside another worker on two cores: a frame of the
// phone's 2× canvas can take most of a second, so loading the view and seeing it change get
// the time that takes (what is tested is that it happens, not how fast; bench/ measures speed).
test.describe.configure({ timeout: 90_000 });
// Held that long by software WebGL, the page's one-off fetch of the route-rules manifest can
// time out (10 s): the failure is logged as SPEC.md asks ("Manifest load fails: Logged") and
// changes nothing the 3D view does.
test.afterEach(({ consoleErrors }) => allowConsoleErrors(consoleErrors, /^Failed to load the route-rules manifest of build \S+: TimeoutError/));
const VIEW_WITHIN_MS = 40_000;

const PRODUCT = '/products/beacon';
const block = entry('products', 'en', 'beacon').blocks!.find((b: Block) => b.type === 'model_3d')! as Block & { model: string; poster: string; caption: string };
const MODEL_URL = `/media/${block.model}`;
/** The poster's alt text names the product; the interactive view carries the same name. */
const POSTER_ALT = contentYaml<{ data: { alt: string } }>(`../public/media/${block.poster.replace(/([^/]+)$/, '.meta/$1.yaml')}`).data.alt;

const isModel = (request: Request) => new URL(request.url()).pathname === MODEL_URL;
const isViewerCode = (request: Request) => /\/assets\/model-viewer-[\w-]+\.js$/.test(new URL(request.url()).pathname);

/** Requests of one kind made so far. */
function record(page: Page, matches: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

const viewer = (page: Page) => page.getByRole('application', { name: POSTER_ALT });

async function openViewer(page: Page): Promise<Locator> {
  await page.goto(PRODUCT);
  await hydrated(page);
  await page.getByRole('img', { name: POSTER_ALT }).scrollIntoViewIfNeeded();
  await expect(viewer(page)).toBeVisible({ timeout: VIEW_WITHIN_MS });
  return viewer(page);
}

/** The view's pixels, taken unfocused: whether the focus ring shows depends on how focus came. */
async function pixels(stage: Locator): Promise<Buffer> {
  await stage.blur();
  return stage.screenshot();
}

/** Lets the page draw `count` frames (the viewer renders in animation frames). */
async function frames(page: Page, count: number): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/** Waits until the view's pixels differ from `before`. */
async function expectChanged(page: Page, stage: Locator, before: Buffer): Promise<void> {
  await expect.poll(async () => (await pixels(stage)).equals(before), { timeout: 30_000 }).toBe(false);
}

test('shows the poster first and loads the 3D code and the model only when the block comes into view', async ({ page }) => {
  const models = record(page, isModel);
  const code = record(page, isViewerCode);
  await page.goto(PRODUCT);
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('img', { name: POSTER_ALT })).toHaveCount(1);
  expect(models).toEqual([]);
  expect(code).toEqual([]);

  const model = page.waitForRequest(isModel);
  await page.getByRole('img', { name: POSTER_ALT }).scrollIntoViewIfNeeded();
  await model;
  expect(code).toHaveLength(1);
  await expect(viewer(page)).toBeVisible({ timeout: VIEW_WITHIN_MS });
  await expect(page.getByText(msg('en', 'model.hint'))).toBeVisible();
  await expect(viewer(page)).toHaveAccessibleDescription(msg('en', 'model.hint'));
  await expect(page.getByRole('button', { name: msg('en', 'model.reset') })).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('stays still by itself, and turns with the keyboard, the mouse or a finger; Reset view goes back', async ({ page }, testInfo) => {
    const stage = await openViewer(page);
    await stage.focus();
    const start = await pixels(stage);
    await frames(page, 30);
    expect((await pixels(stage)).equals(start), 'no automatic motion').toBe(true);

    await stage.focus();
    await page.keyboard.press('ArrowLeft');
    await expectChanged(page, stage, start);
    await stage.focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => (await pixels(stage)).equals(start)).toBe(true);

    await stage.focus();
    await page.keyboard.press('+');
    await expectChanged(page, stage, start);
    await page.getByRole('button', { name: msg('en', 'model.reset') }).click();
    await expect.poll(async () => (await pixels(stage)).equals(start)).toBe(true);

    const box = (await stage.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (isMobile(testInfo.project.name)) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 5; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 20, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    } else {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 100, y, { steps: 5 });
      await page.mouse.up();
    }
    await expectChanged(page, stage, start);

    if (isMobile(testInfo.project.name)) {
      // Two fingers moving apart zoom in.
      await page.getByRole('button', { name: msg('en', 'model.reset') }).click();
      await expect.poll(async () => (await pixels(stage)).equals(start)).toBe(true);
      const cdp = await page.context().newCDPSession(page);
      const fingers = (spread: number) => [{ x: x - spread, y, id: 1 }, { x: x + spread, y, id: 2 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
      for (let step = 1; step <= 5; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(20 + step * 20) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
      await expectChanged(page, stage, start);
    }
  });
});

test('turns by itself when motion is welcome', async ({ page }) => {
  const stage = await openViewer(page);
  const start = await pixels(stage);
  await frames(page, 10);
  await expectChanged(page, stage, start);
});

test('keeps the poster where WebGL is missing, and loads no model', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/.test(type) ? null : (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof original;
  });
  const models = record(page, isModel);
  await page.goto(PRODUCT);
  await hydrated(page);
  await page.getByRole('img', { name: POSTER_ALT }).scrollIntoViewIfNeeded();
  await expect(page.getByText(msg('en', 'model.unavailable'))).toBeVisible();
  await expect(page.getByRole('img', { name: POSTER_ALT })).toBeVisible();
  await expect(viewer(page)).toHaveCount(0);
  expect(models).toEqual([]);
});

test('keeps the poster when the model cannot be loaded', async ({ page, consoleErrors }) => {
  await page.route(`**${MODEL_URL}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(PRODUCT);
  await hydrated(page);
  await page.getByRole('img', { name: POSTER_ALT }).scrollIntoViewIfNeeded();
  // Software WebGL prepares the light while the model loads: slow on a busy machine.
  await expect(page.getByText(msg('en', 'model.unavailable'))).toBeVisible({ timeout: VIEW_WITHIN_MS });
  await expect(page.getByRole('img', { name: POSTER_ALT })).toBeVisible();
  await expect(viewer(page)).toHaveCount(0);
  expect(consoleErrors.filter((e) => /Failed to load the 3D model/.test(e))).toHaveLength(1);
  allowConsoleErrors(consoleErrors, /Failed to load the 3D model|status of 404/);
});

test('pages without embed blocks load none of their code', async ({ page }) => {
  const scripts = record(page, (request) => request.resourceType() === 'script' || /\.js$/.test(new URL(request.url()).pathname));
  await page.goto('/about');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const names = scripts.map((r) => new URL(r.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
  expect(names.length).toBeGreaterThan(3);
  for (const chunk of ['model-viewer', 'model-3d', 'reseller-map', 'google-map', 'video', 'privacy-settings', 'consent']) expect(names, chunk).not.toContain(chunk);
});

test.describe('the mouse wheel', () => {
  test.use({ reducedMotion: 'reduce' });

  test('scrolls the page over an untouched view, and zooms once the visitor has pressed in it', async ({ page }) => {
    const stage = await openViewer(page);
    const start = await pixels(stage);
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
    await frames(page, 5);
    expect((await stage.screenshot()).equals(start), 'the view did not zoom').toBe(true);

    const now = (await stage.boundingBox())!;
    await page.mouse.click(now.x + now.width / 2, now.y + now.height / 2);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, -300);
    await expectChanged(page, stage, start);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});
