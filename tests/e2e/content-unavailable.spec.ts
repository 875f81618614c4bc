import { PROJECT_ROOT } from '../../server/env';
import { startContentApi, type RunningApi } from '../support/content-api';
import { startProductionServer, TEST_SITE_URL, type RunningServer } from '../support/production';
import { expect, test } from './fixtures';
import { allowConsoleErrors, hydrated, msg } from './support';

/**
 * The content API down (CONTENT_API_URL): a visitor on a page rendered on demand gets the
 * error page in their language with status 503 and a way to try again; prerendered pages
 * keep working, and "Try again" shows the page once the API is back.
 */

let api: RunningApi;
let server: RunningServer;

// Playwright reads the fixtures a hook uses from its first parameter: none here, only testInfo.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(async ({}, testInfo) => {
  api = await startContentApi(PROJECT_ROOT, { siteUrl: TEST_SITE_URL });
  server = await startProductionServer(3166 + testInfo.parallelIndex, { CONTENT_API_URL: api.origin, CONTENT_API_TIMEOUT_MS: '2000', CONTENT_API_CACHE_MS: '0', LOG_LEVEL: 'error' });
});

// The page goes first: killing the server under an open page (prefetches still in flight)
// would make its last requests fail with connection resets, which the console check reports.
test.afterEach(async ({ page }) => {
  await page.close();
  await server?.stop('SIGKILL');
  await api?.close();
});

for (const handle of ['en', 'jp'] as const) {
  test(`${handle}: a rendered page answers 503 with the translated error page; Try again brings the page back`, async ({ page, consoleErrors }) => {
    const prefix = handle === 'en' ? '' : `/${handle}`;
    await api.down();
    const response = await page.goto(`${server.origin}${prefix}/news?page=1`);
    expect(response?.status()).toBe(503);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(msg(handle, 'error.unavailable'));
    await expect(main.getByText(msg(handle, 'error.unavailableDescription'), { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${msg(handle, 'error.unavailable')}`));
    await expect(main.getByRole('link', { name: msg(handle, 'error.goHome') })).toHaveAttribute('href', prefix || '/');
    await hydrated(page);

    // A prerendered page needs no API.
    const prerendered = await page.request.get(`${server.origin}${prefix}/news`);
    expect(prerendered.status()).toBe(200);

    await api.up();
    // The server waits out its back-off (a few seconds) before it asks the API again.
    const retry = main.getByRole('button', { name: msg(handle, 'error.retry') });
    await expect(async () => {
      // Each try waits for its page load: clicking again sooner would cancel a slow render.
      if (await retry.isVisible()) {
        const loaded = page.waitForEvent('load');
        await retry.click();
        await loaded;
      }
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(msg(handle, 'error.unavailable'), { timeout: 1_000 });
    }).toPass({ timeout: 20_000, intervals: [1_000] });
    await expect(page).toHaveURL(`${server.origin}${prefix}/news?page=1`);
    allowConsoleErrors(consoleErrors, /status of 503/);
  });
}
