import { expect, test } from './fixtures';
import { allowConsoleErrors, entry, global, hydrated, msg, pageHeading } from './support';

/**
 * The site renders content entries by URL in every language, with real 404s. A page that
 * opens with a hero block takes its `<h1>` from that hero (pageHeading reads it from content).
 */

test('the English home page renders its content entry', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: pageHeading(entry('pages', 'en', 'home')), exact: true })).toBeVisible();
  // The home page's title is the site name alone.
  await expect(page).toHaveTitle(global('en', 'seo').site_name!);
});

test('a German page is found by its localized slug and marked as German', async ({ page }) => {
  await page.goto('/de/ueber-uns');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const about = entry('pages', 'de', 'ueber-uns');
  await expect(page.getByRole('heading', { level: 1, name: pageHeading(about), exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${about.title} | Kairotone`);
});

test('the Japanese site uses the language tag ja', async ({ page }) => {
  await page.goto('/jp/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: pageHeading(entry('pages', 'jp', 'about')), exact: true })).toBeVisible();
});

test('the logo leads to the home page of the current language, navigating on the client', async ({ page }) => {
  await page.goto('/de/ueber-uns');
  await hydrated(page);
  const data = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/de.data'));
  await page.getByRole('banner').getByRole('link', { name: msg('de', 'shell.home', { siteName: 'Kairotone' }), exact: true }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('heading', { level: 1, name: pageHeading(entry('pages', 'de', 'home')), exact: true })).toBeVisible();
});

test('an unknown language prefix is a 404 page naming the path', async ({ page, consoleErrors }) => {
  const response = await page.goto('/xx/about');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: global('en', 'error_page').heading, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Page not found: /xx/about', { exact: true })).toBeVisible();
  // The browser itself logs the 404 document load; that is the expected outcome here.
  allowConsoleErrors(consoleErrors);
});

test('block icons are drawn from the icon sprite', async ({ page }) => {
  await page.goto('/');
  const icons = page.locator('main .feature__icon svg use');
  expect(await icons.count()).toBeGreaterThan(0);
  // A <use> whose symbol could not be loaded (missing file, data: URL, CSP) has no geometry.
  await expect
    .poll(() => icons.evaluateAll((uses) => uses.map((use) => (use as SVGUseElement).getBBox()).filter((box) => box.width > 4 && box.height > 4).length))
    .toBe(await icons.count());
  const sprite = await icons.first().getAttribute('href');
  expect(sprite).toMatch(/^\/assets\/icons-[\w-]+\.svg#feature-/);
  const response = await page.request.get(sprite!.split('#')[0]!);
  expect(response.headers()['cache-control']).toContain('immutable');
});
