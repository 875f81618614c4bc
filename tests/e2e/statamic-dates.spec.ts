import type { Page } from '@playwright/test';
import { datesProject, type DateBehavior } from '../support/statamic-dates';
import { startProductionServer, TEST_SITE_URL, type RunningServer } from '../support/production';
import { expect, test } from './fixtures';
import { allowConsoleErrors, hydrated, msg } from './support';

/**
 * Dates, statuses and localizations as Statamic 5 resolves them, seen by a visitor. A
 * live-mode production server runs the demo with tests/fixtures/statamic-dates laid over it
 * (README there): articles dated in each file-name form in the past and the far future,
 * localizations that carry only `id` and `origin`, one that is not published, and a news
 * category whose German and French localizations have slugs of their own. The news
 * collection's `date_behavior` differs per block below: `public` dates are listed and open,
 * `unlisted` ones open but are left out of the list, the feed and the sitemap (as Statamic's
 * `collection` tag leaves them out), `private` ones are a 404 everywhere.
 */

const ARTICLES = {
  /** 2026-11-10 (Y-m-d) */
  workshop: { title: 'Autumn workshop in Hamburg: timecode for small crews', path: '/news/autumn-workshop-hamburg' },
  /** 2026-11-12-0930 (Y-m-d-Hi) */
  syncStudio: { title: 'Sync Studio 2.1 is out', path: '/news/sync-studio-2-1' },
  /** 2026-11-14-081530 (Y-m-d-His) */
  firmware: { title: 'Beacon firmware 3.3', path: '/news/beacon-firmware-3-3' },
  /** 2099-03-01 */
  bridge: { title: 'A first look at Bridge A3', path: '/news/bridge-a3-preview' },
  /** 2099-04-02-1100 */
  ibc: { title: 'Meet us at IBC 2099', path: '/news/ibc-2099' },
} as const;
const PAST = [ARTICLES.workshop, ARTICLES.syncStudio, ARTICLES.firmware];
const FUTURE = [ARTICLES.bridge, ARTICLES.ibc];

const VARIANTS: { past: DateBehavior; future: DateBehavior }[] = [
  { past: 'public', future: 'unlisted' },
  { past: 'unlisted', future: 'private' },
  { past: 'private', future: 'public' },
];

/** The list's cards: each is an article whose title is its link. */
function articleList(page: Page) {
  return page.getByRole('main').getByRole('article');
}

async function openList(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

async function expectListed(page: Page, titles: string[], listed: boolean): Promise<void> {
  for (const title of titles) {
    const link = articleList(page).getByRole('link', { name: title, exact: true });
    if (listed) await expect(link, `${title} is listed`).toBeVisible();
    else await expect(link, `${title} is not listed`).toHaveCount(0);
  }
}

async function expectPage(page: Page, article: { title: string; path: string }, opens: boolean): Promise<void> {
  const response = await page.goto(article.path);
  expect(response?.status(), article.path).toBe(opens ? 200 : 404);
  await hydrated(page);
  if (opens) await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1, name: article.title })).toHaveCount(0);
}

VARIANTS.forEach((behavior, variant) => {
  test.describe(`news with date_behavior past: ${behavior.past}, future: ${behavior.future}`, () => {
    let server: RunningServer;
    let remove: () => void;

    // Playwright reads a hook's fixtures from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    test.beforeAll(async ({}, testInfo) => {
      const project = datesProject(behavior);
      remove = project.remove;
      // Ports 3184–3189: two workers for each of the three projects (others belong to other tests).
      server = await startProductionServer(3184 + variant * 2 + testInfo.parallelIndex, { CONTENT_MODE: 'live', CONTENT_DIR: project.root, MAPS_API_KEY: '', LOG_LEVEL: 'warn' });
    });
    test.afterAll(async () => {
      await server?.stop();
      remove?.();
    });
    const listed = (side: DateBehavior) => side === 'public';
    const opens = (side: DateBehavior) => side !== 'private';

    test('the news list shows public dates only; the feed and the sitemap agree', async ({ page }) => {
      await openList(page, `${server.origin}/news`);
      await expectListed(page, PAST.map((a) => a.title), listed(behavior.past));
      await expectListed(page, FUTURE.map((a) => a.title), listed(behavior.future));

      const feed = await (await page.request.get(`${server.origin}/news/rss.xml`)).text();
      const sitemap = await (await page.request.get(`${server.origin}/sitemap.xml`)).text();
      for (const article of [...PAST, ...FUTURE]) {
        const side = PAST.includes(article as (typeof PAST)[number]) ? behavior.past : behavior.future;
        // Links are absolute, on the origin the build is for (a German or Japanese localization's path would contain the English one).
        expect(feed.includes(`>${TEST_SITE_URL}${article.path}<`), `feed has ${article.path}`).toBe(listed(side));
        expect(sitemap.includes(`>${TEST_SITE_URL}${article.path}<`), `sitemap has ${article.path}`).toBe(listed(side));
      }
    });

    test('an article page opens unless its date is private', async ({ page, consoleErrors }) => {
      for (const article of PAST) await expectPage(page, { ...article, path: server.origin + article.path }, opens(behavior.past));
      for (const article of FUTURE) await expectPage(page, { ...article, path: server.origin + article.path }, opens(behavior.future));
      allowConsoleErrors(consoleErrors);
    });
  });
});

test.describe('localizations and localized terms (past: public, future: public)', () => {
  let server: RunningServer;
  let remove: () => void;

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    const project = datesProject({ past: 'public', future: 'public' });
    remove = project.remove;
    server = await startProductionServer(3176 + testInfo.parallelIndex, { CONTENT_MODE: 'live', CONTENT_DIR: project.root, MAPS_API_KEY: '', LOG_LEVEL: 'warn' });
  });
  test.afterAll(async () => {
    await server?.stop();
    remove?.();
  });

  test('a German localization with only id and origin inherits title, date and category; its slug is its file name', async ({ page }) => {
    await openList(page, `${server.origin}/de/news`);
    await articleList(page).getByRole('link', { name: ARTICLES.workshop.title, exact: true }).click();
    await expect(page).toHaveURL(`${server.origin}/de/news/herbst-workshop-hamburg`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLES.workshop.title })).toBeVisible();
    await expect(page.getByRole('main').locator('time[datetime="2026-11-10"]')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Neuerscheinungen' })).toBeVisible();
  });

  test('a localized term slug filters the list in its language', async ({ page }) => {
    await openList(page, `${server.origin}/de/news`);
    const filters = page.getByRole('navigation', { name: msg('de', 'news.filterLabel') });
    await filters.getByRole('link', { name: 'Neuerscheinungen', exact: true }).click();
    await expect(page).toHaveURL(`${server.origin}/de/news?filter=neuerscheinungen`);
    await expect(filters.getByRole('link', { name: 'Neuerscheinungen', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectListed(page, [ARTICLES.workshop.title, 'Sync Studio 2.1 ist da'], true);
    await expect(articleList(page)).toHaveCount(2);
  });

  test('a localization with published: false is hidden in its language only', async ({ page, consoleErrors }) => {
    await openList(page, `${server.origin}/fr/news`);
    await expect(articleList(page).getByRole('link', { name: /Atelier d.automne/ })).toHaveCount(0);
    const french = await page.goto(`${server.origin}/fr/news/atelier-automne-hambourg`);
    expect(french?.status()).toBe(404);
    await expectPage(page, { ...ARTICLES.workshop, path: server.origin + ARTICLES.workshop.path }, true);
    allowConsoleErrors(consoleErrors);
  });

  test('a Spanish localization keeps its own title and date form; a Japanese one without a date in its name takes the origin date', async ({ page }) => {
    await openList(page, `${server.origin}/es/news`);
    await expect(articleList(page).getByRole('link', { name: 'Firmware 3.3 para Beacon', exact: true })).toBeVisible();
    await openList(page, `${server.origin}/jp/news/bridge-a3-preview`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bridge A3 をひと足先に' })).toBeVisible();
    await expect(page.getByRole('main').locator('time[datetime="2099-03-01"]')).toBeVisible();
  });
});
