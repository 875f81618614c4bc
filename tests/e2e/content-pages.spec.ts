import { expect, test } from './fixtures';

/** The site renders content entries by URL in every language, with real 404s. */

test('the English home page renders its content entry', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveTitle('Home | Kairotone');
});

test('a German page is found by its localized slug and marked as German', async ({ page }) => {
  await page.goto('/de/ueber-uns');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
});

test('the Japanese site uses the language tag ja', async ({ page }) => {
  await page.goto('/jp/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: '会社概要' })).toBeVisible();
});

test('the logo leads to the home page of the current language, navigating on the client', async ({ page }) => {
  await page.goto('/de/ueber-uns');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const data = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/de.data'));
  await page.getByRole('link', { name: 'Kairotone' }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
});

test('an unknown language prefix is a 404 page naming the path', async ({ page, consoleErrors }) => {
  const response = await page.goto('/xx/about');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /xx/about' })).toBeVisible();
  // The browser itself logs the 404 document load; that is the expected outcome here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
});
