import { expect, test } from './fixtures';
import { entry, msg } from './support';

/**
 * Campaign links (decision 014): the prerendered page answers whatever campaign and click-id
 * parameters a link carries; the address keeps them for analytics, the page hydrates and works,
 * and its canonical link stays clean. A category filter is a prerendered page of its own.
 */
test('a newsletter link with utm_* and a click id shows the page, keeps its address and hydrates', async ({ page }) => {
  const tagged = '/jp/products/beacon?utm_source=newsletter&utm_medium=email&gclid=Cj0KCQ';
  const response = await page.goto(tagged);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry('products', 'jp', 'beacon').title);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(new URL(page.url()).search).toBe('?utm_source=newsletter&utm_medium=email&gclid=Cj0KCQ');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/jp\/products\/beacon$/);
  // The page works after hydration: the shop prompt opens.
  await page.getByRole('button', { name: msg('jp', 'product.buy') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a tagged link to a category filter shows that category; its chips filter on the client', async ({ page }) => {
  const response = await page.goto('/de/news?utm_campaign=herbst&filter=events');
  expect(response?.status()).toBe(200);
  const filter = page.getByRole('navigation', { name: msg('de', 'news.filterLabel') });
  await expect(filter.getByRole('link', { name: 'Veranstaltungen' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await filter.getByRole('link', { name: msg('de', 'news.allCategories') }).click();
  await expect(page).toHaveURL(/\/de\/news$/);
  await expect(filter.getByRole('link', { name: msg('de', 'news.allCategories') })).toHaveAttribute('aria-current', 'page');
});
