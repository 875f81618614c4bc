import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { contentYaml, entries, entry, global, hydrated, msg, pageHeading, site } from './support';

/** Page types: headings from content, the news listing and its filter titles, products, downloads. */

const SITE_NAME = () => global('en', 'seo').site_name!;

function categoryTitle(slug: string, handle: 'en' | 'de'): string {
  const term = contentYaml<{ title: string; localizations?: Record<string, { title: string }> }>(`taxonomies/news_categories/${slug}.yaml`);
  return handle === 'en' ? term.title : (term.localizations?.[handle]?.title ?? term.title);
}

async function ogTitle(page: Page): Promise<string | null> {
  return page.locator('meta[property="og:title"]').getAttribute('content');
}

test.describe('content pages', () => {
  test('a page that opens with a hero takes its <h1> from the hero; the document title stays the entry’s title', async ({ page }) => {
    await page.goto('/about');
    const about = entry('pages', 'en', 'about');
    expect(about.blocks?.[0]?.type).toBe('hero');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.blocks![0]!.heading!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${about.title} | ${SITE_NAME()}`);
  });

  test('a page without a hero shows its title as <h1> with the description as lead', async ({ page }) => {
    await page.goto('/support/downloads');
    const downloads = entry('pages', 'en', 'downloads');
    expect(downloads.blocks?.[0]?.type).not.toBe('hero');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(downloads.title);
    await expect(page.getByRole('main').getByText(downloads.description as string, { exact: true })).toBeVisible();
  });

  test('the home page’s title is the site name alone', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(SITE_NAME());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'en', 'home')));
  });
});

test.describe('news listing', () => {
  test('a category filter adds the category and the tagline to the document and social titles', async ({ page }) => {
    await page.goto('/news?filter=events');
    const title = await page.title();
    for (const part of [msg('en', 'news.title'), categoryTitle('events', 'en'), msg('en', 'news.tagline'), SITE_NAME()]) expect(title).toContain(part);
    expect(await ogTitle(page)).toBe(title);
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
  });

  test('in German the filter title uses the German category title', async ({ page }) => {
    await page.goto('/de/news?filter=events');
    const title = await page.title();
    for (const part of [msg('de', 'news.title'), categoryTitle('events', 'de'), msg('de', 'news.tagline')]) expect(title).toContain(part);
    expect(title).not.toContain(categoryTitle('events', 'en'));
    expect(await ogTitle(page)).toBe(title);
  });

  test('an unknown category keeps the default title', async ({ page }) => {
    // The server logs the failed lookup; the browser sees a normal page.
    const response = await page.goto('/news?filter=no-such-category');
    expect(response?.status()).toBe(200);
    const expected = `${msg('en', 'news.title')} | ${SITE_NAME()}`;
    await expect(page).toHaveTitle(expected);
    expect(await ogTitle(page)).toBe(expected);
    await expect(page.getByText(msg('en', 'news.empty'), { exact: true })).toBeVisible();
  });

  test('the filter lists only that category’s articles and marks its chip as current', async ({ page }) => {
    await page.goto('/news?filter=events');
    const filter = page.getByRole('navigation', { name: msg('en', 'news.filterLabel') });
    await expect(filter.getByRole('link', { name: categoryTitle('events', 'en'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(filter.getByRole('link', { name: msg('en', 'news.allCategories'), exact: true })).not.toHaveAttribute('aria-current', 'page');

    const expected = entries('news', 'en').filter((e) => (e.news_categories as string[] | undefined)?.includes('events'));
    expect(expected.length).toBeGreaterThan(0);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(expected.length);
    for (const e of expected) {
      await expect(page.getByRole('heading', { level: 2, name: e.title, exact: true })).toBeVisible();
    }
  });

  test('choosing a category on the client updates the list and the title', async ({ page }) => {
    await page.goto('/news');
    await hydrated(page);
    await expect(page).toHaveTitle(`${msg('en', 'news.title')} | ${SITE_NAME()}`);
    const filter = page.getByRole('navigation', { name: msg('en', 'news.filterLabel') });
    await filter.getByRole('link', { name: categoryTitle('workshops', 'en'), exact: true }).click();
    await expect(page).toHaveURL(/\/news\?filter=workshops$/);
    await expect(page).toHaveTitle(new RegExp(categoryTitle('workshops', 'en')));
    const expected = entries('news', 'en').filter((e) => (e.news_categories as string[] | undefined)?.includes('workshops'));
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(expected.length);
  });

  test('an article card leads to the article', async ({ page }) => {
    await page.goto('/jp/news');
    await hydrated(page);
    const article = entry('news', 'jp', 'beacon-firmware-3-2');
    await page.getByRole('link', { name: article.title, exact: true }).click();
    await expect(page).toHaveURL(/\/jp\/news\/beacon-firmware-3-2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('html')).toHaveAttribute('lang', site('jp').lang);
  });
});

test.describe('products and downloads', () => {
  test('a product page shows its title, tagline, Buy now and breadcrumbs', async ({ page }) => {
    await page.goto('/products/beacon');
    const product = entry('products', 'en', 'beacon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByText(product.tagline as string, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: msg('en', 'product.buy'), exact: true })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: msg('en', 'breadcrumb.label') });
    await expect(crumbs.getByRole('link', { name: msg('en', 'breadcrumb.home'), exact: true })).toHaveAttribute('href', '/');
  });

  test('a download page lists its files as https links', async ({ page }) => {
    await page.goto('/downloads/sync-studio');
    const download = entry('downloads', 'en', 'sync-studio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(download.title);
    const files = (download.files as { url: string; label: string }[]).filter((f) => f.url.startsWith('https://'));
    expect(files.length).toBeGreaterThan(0);
    const section = page.getByRole('region', { name: msg('en', 'download.files'), exact: true });
    for (const file of files) {
      await expect(section.getByRole('link', { name: new RegExp(file.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toHaveAttribute('href', file.url);
    }
  });

  test('the support downloads hub links to the download pages of its language', async ({ page }) => {
    await page.goto('/de/support/downloads');
    const firmware = entry('downloads', 'de', 'beacon-firmware');
    const link = page.getByRole('main').getByRole('link', { name: firmware.title }).first();
    await expect(link).toHaveAttribute('href', '/de/downloads/beacon-firmware');
  });
});
