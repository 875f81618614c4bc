import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from './fixtures';
import { allowConsoleErrors, entry, global, GOOGLEBOT_UA, hydrated, msg, pageHeading, site } from './support';

/** The 404 page from the error_page global; crawlers get a plain page with the same status. */

interface ErrorPageContent {
  image_heading: string;
  image: string;
  heading: string;
  description: string;
}

/** The error image's alt text in a language (the asset's meta file). */
function imageAlt(handle: 'en' | 'de', image: string): string {
  const [dir, file] = image.split('/');
  const meta = parse(readFileSync(new URL(`../../public/media/${dir}/.meta/${file}.yaml`, import.meta.url), 'utf8')) as { data: Record<string, string> };
  return meta.data[handle === 'en' ? 'alt' : `alt_${handle}`] ?? meta.data.alt!;
}

test('an unknown page answers 404 with the error page from content', async ({ page, consoleErrors }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  const content = global<ErrorPageContent>('en', 'error_page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.heading);
  await expect(main.getByRole('img', { name: imageAlt('en', content.image) })).toBeVisible();
  await expect(main.getByText(content.image_heading, { exact: true })).toBeVisible();
  await expect(main.getByText(msg('en', 'error.notFoundCode'), { exact: true })).toBeVisible();
  await expect(main.getByText(content.description, { exact: true })).toBeVisible();
  await expect(main.getByText('Page not found: /nope', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to Homepage', exact: true })).toHaveAttribute('href', '/');
  // The document has a title too.
  await expect(page).toHaveTitle(new RegExp(content.heading));
  allowConsoleErrors(consoleErrors);
});

test('the error page keeps the shell: menu and footer are there', async ({ page, consoleErrors }) => {
  await page.goto('/nope');
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('button', { name: msg('en', 'shell.menu'), exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  allowConsoleErrors(consoleErrors);
});

test('Go to Homepage leads to the home page', async ({ page, consoleErrors }) => {
  await page.goto('/nope');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Go to Homepage', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'en', 'home')));
  allowConsoleErrors(consoleErrors);
});

test('a German 404 is in German and leads to the German home page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/de/nope');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', site('de').lang);
  const content = global<ErrorPageContent>('de', 'error_page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.heading);
  await expect(main.getByRole('img', { name: imageAlt('de', content.image) })).toBeVisible();
  await expect(main.getByText(msg('de', 'error.pageNotFound', { path: '/de/nope' }), { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: msg('de', 'error.goHome'), exact: true })).toHaveAttribute('href', '/de');
  allowConsoleErrors(consoleErrors);
});

test('a route validation failure is a 404 naming the full path', async ({ page, consoleErrors }) => {
  const response = await page.goto('/news/bad%20slug!');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByText('Page Not Found: /news/bad%20slug!', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(global<ErrorPageContent>('en', 'error_page').heading);
  allowConsoleErrors(consoleErrors);
});

test('an invalid product or download slug fails validation the same way', async ({ page, consoleErrors }) => {
  for (const path of ['/products/bad%20slug!', '/de/downloads/%3Cscript%3E']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('main').getByText(msg(path.startsWith('/de') ? 'de' : 'en', 'error.routeInvalid', { path }), { exact: true })).toBeVisible();
  }
  allowConsoleErrors(consoleErrors);
});

test.describe('for crawlers', () => {
  test.use({ userAgent: GOOGLEBOT_UA });

  test('a 404 is a plain page with the same status and no shell', async ({ page, consoleErrors }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /nope');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: msg('en', 'shell.menu'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByText(global<ErrorPageContent>('en', 'error_page').heading)).toHaveCount(0);
    allowConsoleErrors(consoleErrors);
  });

  test('a route validation failure is plain too, with its status', async ({ page, consoleErrors }) => {
    const response = await page.goto('/news/bad%20slug!');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /news/bad%20slug!');
    await expect(page.getByRole('button', { name: msg('en', 'shell.menu'), exact: true })).toHaveCount(0);
    allowConsoleErrors(consoleErrors);
  });

  test('pages themselves still render fully for crawlers', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'en', 'about')));
  });
});
