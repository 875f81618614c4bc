import { spawnSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { readSiteIndex } from '../../server/static/site-index';
import { startProductionServer, TEST_SITE_URL, type RunningServer } from '../support/production';
import { expect, test } from './fixtures';
import { allowConsoleErrors, contentYaml, global, hydrated, msg } from './support';

/**
 * New-build detection against real deploys (SPEC.md section 4, DESIGN.md section 5): a tab
 * is open on one build, `npm run build` publishes the next one into the same folder (the
 * old assets stay, as they do in production) and the server restarts on it. The tab's next
 * click is a full page load; the click after that is a client navigation again.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The default check interval (server/env.ts): the tab's clock is moved on by it instead of waiting. */
const CHECK_INTERVAL_MS = 300_000;

/** The logo's link home, named from the messages and the seo global. */
const homeLinkName = () => msg('en', 'shell.home', { siteName: global<{ site_name: string }>('en', 'seo').site_name });

/** A footer link to a site path, from content. */
function footerLink(title: string) {
  type Node = { title?: string; url?: string; entry?: string; children?: Node[] };
  const tree = contentYaml<{ tree: Node[] }>('trees/navigation/en/footer.yaml').tree;
  const node = tree.flatMap((n) => n.children ?? []).find((n) => n.title === title);
  if (!node?.url) throw new Error(`no footer link titled ${title}`);
  return { title, url: node.url };
}

async function navigationRequests(page: Page, action: () => Promise<void>): Promise<string[]> {
  const documents: string[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  try {
    await action();
  } finally {
    page.off('request', onRequest);
  }
  return documents;
}

test.describe('a new build published while a tab is open', () => {
  // Two real builds and server restarts: far slower than the other browser tests.
  test.describe.configure({ timeout: 360_000 });

  let server: RunningServer | undefined;
  // The page goes first: stopping the server under an open page would make its next requests fail.
  test.afterEach(async ({ page }) => {
    await page.close();
    await server?.stop();
  });

  test('makes the next click a full page load, and the one after a client navigation again', async ({ page, consoleErrors }, testInfo) => {
    // Each worker deploys into its own folder and port (workers run side by side).
    const deployDir = path.join(ROOT, '.cache', `e2e-deploy-${testInfo.parallelIndex}`);
    const port = 3141 + testInfo.parallelIndex;
    await rm(deployDir, { recursive: true, force: true });
    await cp(path.join(ROOT, 'build'), deployDir, { recursive: true });
    const env = { BUILD_DIR: path.relative(ROOT, deployDir), LOG_LEVEL: 'warn' };
    const before = readSiteIndex(deployDir)!.id;
    const refused: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText === 'net::ERR_CONNECTION_REFUSED') refused.push(request.url());
    });
    server = await startProductionServer(port, env);

    const news = footerLink('News');
    await page.clock.install();
    await page.goto(`${server.origin}/about`);
    await hydrated(page);
    // The first check, about 1 s after start, finds this very build.
    const first = await page.waitForResponse((r) => r.url().includes('/builds/latest.json?'));
    expect(((await first.json()) as { id: string }).id).toBe(before);

    // Publish the next build into the same folder, and restart the server on it.
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, ...env, PUBLIC_SITE_URL: TEST_SITE_URL }, encoding: 'utf8' });
    expect(build.status, build.stderr + build.stdout).toBe(0);
    const after = readSiteIndex(deployDir)!.id;
    expect(after).not.toBe(before);
    await server.stop();
    server = await startProductionServer(port, env);

    // The next check (one interval later) sees the new build.
    const checked = page.waitForResponse((r) => r.url().includes('/builds/latest.json?'));
    await page.clock.fastForward(CHECK_INTERVAL_MS);
    expect(((await (await checked).json()) as { id: string }).id).toBe(after);

    await page.evaluate(() => ((window as { tabMark?: string }).tabMark = 'still here'));
    const reload = await navigationRequests(page, async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: news.title, exact: true }).click();
      await expect(page).toHaveURL(`${server!.origin}${news.url}`);
      await hydrated(page);
    });
    expect(reload, 'a full page load of the target').toEqual([news.url]);
    expect(await page.evaluate(() => (window as { tabMark?: string }).tabMark)).toBeUndefined();

    // The page now runs the new build: the next click stays a client navigation.
    await page.evaluate(() => ((window as { tabMark?: string }).tabMark = 'still here'));
    const client = await navigationRequests(page, async () => {
      await page.getByRole('banner').getByRole('link', { name: homeLinkName(), exact: true }).click();
      await expect(page).toHaveURL(`${server!.origin}/`);
    });
    expect(client).toEqual([]);
    expect(await page.evaluate(() => (window as { tabMark?: string }).tabMark)).toBe('still here');

    // Whatever the page fetched while the server restarted (images, prefetches) was refused, as in a real deploy.
    testInfo.annotations.push(...refused.map((url) => ({ type: 'refused during restart', description: url })));
    allowConsoleErrors(consoleErrors, /net::ERR_CONNECTION_REFUSED/);
  });
});

test('a route-rules manifest that fails to load is logged and changes nothing else', async ({ page, consoleErrors }) => {
  await page.route('**/builds/meta/*.json', (route) => route.abort());
  await page.goto('/about');
  await hydrated(page);
  await expect.poll(() => consoleErrors.some((e) => e.includes('Failed to load the route-rules manifest'))).toBe(true);
  allowConsoleErrors(consoleErrors, /route-rules manifest|net::ERR_FAILED/);

  // Client navigation goes on as before.
  await page.evaluate(() => ((window as { tabMark?: string }).tabMark = 'still here'));
  const news = footerLink('News');
  await page.getByRole('contentinfo').getByRole('link', { name: news.title, exact: true }).click();
  await expect(page).toHaveURL(news.url);
  expect(await page.evaluate(() => (window as { tabMark?: string }).tabMark)).toBe('still here');
});
