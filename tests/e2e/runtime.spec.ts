import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { contentYaml, entry, global, hydrated, msg, pageHeading, site, type SiteHandle } from './support';

/**
 * The browser runtime between page loads (SPEC.md sections 4, 7, 8, 9): the page-loading
 * indicator, same-page re-navigation, hash scrolling, the product transition, prefetching
 * and its connection limits, manifest redirect rules, the chunk-error guard and the root
 * data on a language switch. Timings are unit-tested with fake timers; here only what a
 * visitor sees and what goes over the network.
 */

type NavNode = { entry?: string; title?: string; url?: string; children?: NavNode[] };

/** A navigation tree of a language, from content. */
function tree(name: 'main' | 'footer', handle: SiteHandle = 'en'): NavNode[] {
  return contentYaml<{ tree: NavNode[] }>(`trees/navigation/${handle}/${name}.yaml`).tree;
}

/** The title of a footer item that is a plain URL (`/news`, `/shop`). */
function footerUrlTitle(url: string, handle: SiteHandle = 'en'): string {
  const item = tree('footer', handle)
    .flatMap((column) => column.children ?? [])
    .find((node) => node.url === url);
  if (!item?.title) throw new Error(`no footer item for ${url}`);
  return item.title;
}

const NEWS_FOOTER = footerUrlTitle('/news');
const ABOUT = entry('pages', 'en', 'about').title;
const WHERE_TO_BUY = entry('pages', 'en', 'where-to-buy').title;
const BEACON = entry('products', 'en', 'beacon');
/** The newest English article (news files are named by date): first on /news. */
const ARTICLE = (() => {
  const newest = readdirSync(path.resolve(import.meta.dirname, '../../content/collections/news/en'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .at(-1)!
    .replace(/^\d{4}-\d{2}-\d{2}\./, '')
    .replace(/\.md$/, '');
  return { ...entry('news', 'en', newest), slug: newest };
})();

const banner = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page, handle: SiteHandle = 'en') => banner(page).getByRole('button', { name: msg(handle, 'shell.menu'), exact: true });
const menuDialog = (page: Page) => page.getByRole('dialog', { name: msg('en', 'shell.mainNavigation') });
const footerNav = (page: Page, handle: SiteHandle = 'en') =>
  page.getByRole('contentinfo').getByRole('navigation', { name: msg(handle, 'shell.footerNavigation'), exact: true });
const footerLink = (page: Page, name: string, handle: SiteHandle = 'en') => footerNav(page, handle).getByRole('link', { name, exact: true });
const progressbar = (page: Page) => page.getByRole('progressbar', { name: msg('en', 'shell.loadingPage') });
/** The page-loading live region (the only status region on the pages used here). */
const loadingStatus = (page: Page) => page.getByRole('status');

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The build's route-rules manifest, loaded about 1 s after start: wait for it with this (set up before `goto`). */
function manifestLoaded(page: Page) {
  return page.waitForResponse((response) => response.url().includes('/builds/meta/') && response.ok());
}

/** The code module of each route (by route id, `product.en`), as absolute URLs: from React Router's manifest in the page. */
async function routeModules(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const routes = (window as unknown as { __reactRouterManifest: { routes: Record<string, { id: string; module: string }> } }).__reactRouterManifest.routes;
    return Object.fromEntries(Object.values(routes).map((r) => [r.id, new URL(r.module, location.href).href]));
  });
}

/** The route modules React Router itself has loaded for the current page (hydration). */
async function ownRouteModules(page: Page): Promise<Set<string>> {
  const modules = await routeModules(page);
  const loaded = await page.evaluate(() => Object.keys((window as unknown as { __reactRouterRouteModules: Record<string, unknown> }).__reactRouterRouteModules));
  return new Set(loaded.map((id) => modules[id]!).filter(Boolean));
}

/** The route code modules requested that the page did not need itself: prefetches. */
async function prefetchedRouteModules(page: Page, requests: Request[]): Promise<string[]> {
  const all = new Set(Object.values(await routeModules(page)));
  const own = await ownRouteModules(page);
  return [...new Set(requests.map((r) => r.url()).filter((url) => all.has(url) && !own.has(url)))];
}

/** Whether a request asked for the data payload of `path` (`/products/beacon.data?_routes=…`). */
const isPayloadOf = (path: string) => (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === `${path}.data` && url.searchParams.has('_routes');
};

/**
 * The element has been scrolled to: its top at the top of the viewport (below its
 * scroll-margin), or as near as the page can scroll when it sits near the bottom.
 */
async function expectScrolledTo(page: Page, target: Locator) {
  const position = () =>
    target.evaluate((el) => {
      const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
      const top = el.getBoundingClientRect().top;
      const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
      const wanted = Math.min(Math.max(0, top + window.scrollY - margin), maxScroll);
      return { atTarget: Math.abs(window.scrollY - wanted) <= 2, inView: top >= -1 && top < window.innerHeight };
    });
  await expect.poll(position, { timeout: 5_000 }).toEqual({ atTarget: true, inView: true });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes the expected console errors and returns them; any other error stays for the fixture to report. */
function takeConsoleErrors(consoleErrors: string[], pattern: RegExp): string[] {
  const taken = consoleErrors.filter((e) => pattern.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !pattern.test(e)));
  return taken;
}

test.describe('page-loading indicator', () => {
  test('a slow client navigation shows the progress bar and announces loading; both go when the page is there', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await expect(loadingStatus(page)).toHaveText('');
    // Every data payload (a hover preload and the navigation's own fetch) is held until the test has seen the
    // page loading: a slow network, without a fixed delay racing the assertions' polling.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('.data'),
      async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      },
    );
    await footerLink(page, NEWS_FOOTER).click();
    await expect(progressbar(page)).toBeVisible();
    await expect(loadingStatus(page)).toHaveText(msg('en', 'shell.loadingPage'));
    // Still loading: the bar stays, the page has not changed yet.
    await expect(progressbar(page)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'news.title'));
    await expect(page).toHaveURL(/\/news$/);
    await expect(progressbar(page)).toHaveCount(0);
    await expect(loadingStatus(page)).toHaveText('');
  });

  test('a quick client navigation is not announced', async ({ page }) => {
    await page.goto('/news');
    await hydrated(page);
    // Whatever the live region says during the navigation, recorded in the page.
    await loadingStatus(page).evaluate((region) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
    });
    await footerLink(page, ABOUT).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'en', 'about')));
    await expect(progressbar(page)).toHaveCount(0);
    await expect(loadingStatus(page)).toHaveText('');
    expect((await page.evaluate(() => (window as unknown as { said: string[] }).said)).filter(Boolean)).toEqual([]);
  });
});

test.describe('links to the current page', () => {
  test('re-navigate with a time parameter, then give the clean address back, without a history entry, at the top', async ({ page }) => {
    await page.goto('/news');
    await hydrated(page);
    const link = footerLink(page, NEWS_FOOTER);
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const historyLength = await page.evaluate(() => history.length);

    const refresh = page.waitForRequest((r) => /\.data\?.*\bt=\d+/.test(r.url()));
    await link.click();
    const request = await refresh;
    expect(new URL(request.url()).pathname).toBe('/news.data');
    await expect(page).toHaveURL(/\/news$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'news.title'));
  });

  test('in the menu, the link to the current page re-navigates and closes the menu', async ({ page }) => {
    await page.goto('/news');
    await hydrated(page);
    const historyLength = await page.evaluate(() => history.length);
    await menuButton(page).click();
    const dialog = menuDialog(page);
    await expect(dialog).toBeVisible();
    const news = tree('main').find((n) => n.url === '/news')!.title!;

    const refresh = page.waitForRequest((r) => /\.data\?.*\bt=\d+/.test(r.url()));
    await dialog.getByRole('link', { name: news, exact: true }).click();
    await refresh;
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/news$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });
});

test.describe('hash scrolling', () => {
  /** The footer's call-to-action heading (`#footer-cta-title`), on every page: the one stable id the pages carry. */
  const ctaHeading = (page: Page) => page.getByRole('contentinfo').getByRole('heading', { name: global<{ title: string }>('en', 'cta').title, exact: true });

  /**
   * A client navigation to `/support/faq#footer-cta-title`. No link in the content points at
   * a hash on another page, so this calls the router's navigate, as a <Link> click would.
   */
  async function navigateClientSide(page: Page, to: string) {
    await page.evaluate((target) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(target), to);
  }

  test('a client navigation to a hash on another page scrolls to that element and focuses it', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const documents = recordRequests(page);
    await navigateClientSide(page, '/support/faq#footer-cta-title');
    await expect(page).toHaveURL(/\/support\/faq#footer-cta-title$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'en', 'faq')));
    await expectScrolledTo(page, ctaHeading(page));
    await expect(ctaHeading(page)).toBeFocused();
    expect(documents.filter((r) => r.resourceType() === 'document')).toEqual([]);
  });

  test('an element that renders late is still scrolled to', async ({ page }) => {
    // 400 ms after hydration (the runtime keeps looking for about a second), a section appears far down the page.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        observer.disconnect();
        setTimeout(() => {
          const section = document.createElement('section');
          section.id = 'late-target';
          section.style.marginTop = '3000px';
          section.style.minHeight = '100vh';
          section.innerHTML = '<h2>Late target</h2>';
          document.querySelector('main')!.append(section);
        }, 400);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto('/about#late-target');
    await hydrated(page);
    const target = page.locator('#late-target');
    await expect(target).toBeAttached();
    await expectScrolledTo(page, target);
    await expect(target).toBeFocused();
  });

  test('with reduced motion the page still goes to the target', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await hydrated(page);
    await navigateClientSide(page, '/support/faq#footer-cta-title');
    await expect(page).toHaveURL(/\/support\/faq#footer-cta-title$/);
    await expectScrolledTo(page, ctaHeading(page));
    await expect(ctaHeading(page)).toBeFocused();
  });
});

test.describe('product page transition', () => {
  const overlay = (page: Page) => page.getByTestId('product-transition');

  async function pickBeacon(page: Page) {
    await page.goto('/about');
    await hydrated(page);
    await menuButton(page).click();
    const dialog = menuDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: entry('pages', 'en', 'products').title, exact: true }).click();
    await dialog.getByRole('link', { name: BEACON.title, exact: true }).click();
    return dialog;
  }

  test('picking a product shows its transition image, goes to the product page, then the overlay and the menu are gone', async ({ page }) => {
    const dialog = await pickBeacon(page);
    await expect(overlay(page)).toBeVisible();
    // The product's transition image, through the image service (its own format and size).
    const transitionImage = String(BEACON.transition_image).replace(/\.[a-z]+$/, '');
    await expect(overlay(page).locator('img')).toHaveAttribute('src', new RegExp(escapeRegExp(transitionImage)));
    await expect(page).toHaveURL(/\/products\/beacon$/);
    await expect(overlay(page)).toHaveCount(0, { timeout: 6_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BEACON.title);
  });

  test('a failed navigation ends the transition and shows the error page', async ({ page, consoleErrors }) => {
    await page.route(
      (url) => url.pathname === '/products/beacon.data',
      (route) => route.abort(),
    );
    // The overlay may be short-lived here: its phases are recorded in the page.
    await page.addInitScript(() => {
      const phases: string[] = [];
      (window as unknown as { transitionPhases: string[] }).transitionPhases = phases;
      new MutationObserver(() => {
        const phase = document.querySelector<HTMLElement>('[data-testid="product-transition"]')?.dataset.phase ?? 'none';
        if (phases.at(-1) !== phase) phases.push(phase);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
    });
    const dialog = await pickBeacon(page);
    const phases = () => page.evaluate(() => (window as unknown as { transitionPhases: string[] }).transitionPhases);
    // It started (the image enlarging)…
    await expect.poll(phases, { timeout: 3_000 }).toContain('animating');
    // …and it ended, gone from the page.
    await expect(overlay(page)).toHaveCount(0, { timeout: 4_000 });
    await expect.poll(async () => (await phases()).at(-1)).toBe('none');
    await expect(dialog).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: msg('en', 'error.goHome'), exact: true })).toBeVisible();
    await expect(main.getByText(msg('en', 'error.generic'), { exact: true })).toBeVisible();
    // The aborted payload requests (the preload and the navigation's fetch).
    expect(takeConsoleErrors(consoleErrors, /net::ERR_FAILED/).length).toBeGreaterThan(0);
  });
});

test.describe('prefetching', () => {
  test('links in view get their route code; hovering a link to a prerendered page preloads its data payload', async ({ page }) => {
    const requests = recordRequests(page);
    const manifest = manifestLoaded(page);
    await page.goto('/news');
    await hydrated(page);
    await manifest;
    const modules = await routeModules(page);

    // The article cards in view: the article route's code.
    await page.getByRole('main').getByRole('link', { name: ARTICLE.title, exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => requests.some((r) => r.url() === modules['news-article.en'])).toBe(true);

    // Pointer on the footer's About link: its payload, as a <link rel=prefetch> (resource type "other").
    const payload = page.waitForRequest(isPayloadOf('/about'));
    await footerLink(page, ABOUT).hover();
    expect((await payload).resourceType()).toBe('other');

    // Pointer on a product link: the product route's code and the product's payload.
    const productPayload = page.waitForRequest(isPayloadOf('/products/beacon'));
    await footerLink(page, BEACON.title).hover();
    await productPayload;
    await expect.poll(() => requests.some((r) => r.url() === modules['product.en'])).toBe(true);
  });

  test('with Save-Data no route code is prefetched; payload preloads still are', async ({ page }) => {
    // Chromium sets saveData only from the browser's setting: a stand-in connection the test can turn off.
    await page.addInitScript(() => {
      const w = window as unknown as { testSaveData: boolean };
      w.testSaveData = true;
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: w.testSaveData, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
      });
    });
    const requests = recordRequests(page);
    const manifest = manifestLoaded(page);
    await page.goto('/about');
    await hydrated(page);
    await manifest;
    const modules = await routeModules(page);

    // Menu links in view, then the footer's links in view and under the pointer.
    await menuButton(page).click();
    await expect(menuDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuDialog(page)).toBeHidden();
    const payload = page.waitForRequest(isPayloadOf('/products/beacon'));
    await footerLink(page, BEACON.title).hover();
    await payload;

    // Save-Data off again: the next hover loads code (everything queued before it has started by then).
    await page.evaluate(() => ((window as unknown as { testSaveData: boolean }).testSaveData = false));
    await footerLink(page, NEWS_FOOTER).hover();
    await expect.poll(() => requests.some((r) => r.url() === modules['news.en'])).toBe(true);
    expect(await prefetchedRouteModules(page, requests)).toEqual([modules['news.en']]);
  });

  /** Emulates a connection through the DevTools protocol and waits until the page reports its effective type. */
  async function emulateConnection(page: Page, conditions: { latency: number; throughput: number } | null, effectiveType: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: conditions?.latency ?? 0,
      downloadThroughput: conditions?.throughput ?? -1,
      uploadThroughput: conditions?.throughput ?? -1,
      ...(conditions ? { connectionType: 'cellular2g' as const } : {}),
    });
    await expect.poll(() => page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType)).toBe(effectiveType);
  }

  test('on 2G no route code is prefetched, but hovering a link to a prerendered page still preloads its payload', async ({ page }) => {
    const requests = recordRequests(page);
    const manifest = manifestLoaded(page);
    await page.goto('/about');
    await hydrated(page);
    await manifest;
    const modules = await routeModules(page);
    // 1.5 s round trips at 50 kbit/s: Chromium reports '2g'.
    await emulateConnection(page, { latency: 1500, throughput: 50_000 / 8 }, '2g');
    // What links in view had prefetched on the fast connection before: neither route this test watches.
    const before = await prefetchedRouteModules(page, requests);
    expect(before).not.toContain(modules['product.en']);
    expect(before).not.toContain(modules['news.en']);

    const payload = page.waitForRequest(isPayloadOf('/products/beacon'));
    await footerLink(page, BEACON.title).hover();
    await payload;

    // Back to a fast connection: the next hover loads code, after anything queued before it.
    await emulateConnection(page, null, '4g');
    await footerLink(page, NEWS_FOOTER).hover();
    await expect.poll(() => requests.some((r) => r.url() === modules['news.en'])).toBe(true);
    expect((await prefetchedRouteModules(page, requests)).filter((url) => !before.includes(url))).toEqual([modules['news.en']]);
  });

  test('on slow-2g hovering a link preloads nothing', async ({ page }) => {
    const requests = recordRequests(page);
    const manifest = manifestLoaded(page);
    await page.goto('/about');
    await hydrated(page);
    await manifest;
    // 2.5 s round trips at 20 kbit/s: Chromium reports 'slow-2g'.
    await emulateConnection(page, { latency: 2500, throughput: 20_000 / 8 }, 'slow-2g');
    await footerLink(page, BEACON.title).hover();

    // Back to a fast connection: hovering another prerendered page's link preloads its payload (after anything queued before).
    await emulateConnection(page, null, '4g');
    const payload = page.waitForRequest(isPayloadOf('/where-to-buy'));
    await footerLink(page, WHERE_TO_BUY).hover();
    await payload;
    expect(requests.filter(isPayloadOf('/products/beacon')).map((r) => r.url())).toEqual([]);
  });
});

test.describe('redirect rules in the browser', () => {
  test('a rule to another site sends the browser there without asking the server', async ({ page }) => {
    const shopUrl = contentYaml<{ rules: { from: string; to?: string }[] }>('globals/en/redirects.yaml').rules.find((r) => r.from === '/shop')!.to!;
    const shopHeading = 'Stand-in shop';
    await page.route(`${shopUrl}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Shop</title><h1>${shopHeading}</h1></html>` }),
    );
    const shopData: string[] = [];
    await page.route(
      (url) => url.pathname === '/shop.data',
      (route) => {
        shopData.push(route.request().url());
        return route.abort();
      },
    );
    const manifest = manifestLoaded(page);
    await page.goto('/about');
    await hydrated(page);
    await manifest;

    await footerLink(page, footerUrlTitle('/shop')).click();
    await page.waitForURL(`${shopUrl}/`);
    await expect(page.getByRole('heading', { level: 1, name: shopHeading })).toBeVisible();
    expect(shopData).toEqual([]);
  });
});

test.describe('chunk-error guard', () => {
  test('a route chunk that fails loads the page in full once; within 10 s the error page shows instead', async ({ page, consoleErrors }) => {
    await page.route('**/assets/news-article-*.js', (route) => route.abort());
    const articlePath = `/news/${ARTICLE.slug}`;
    const articleLink = (p: Page) => p.getByRole('main').getByRole('link', { name: ARTICLE.title, exact: true });

    await page.goto('/news');
    await hydrated(page);
    const fullLoad = page.waitForRequest((r) => r.resourceType() === 'document' && new URL(r.url()).pathname === articlePath);
    await articleLink(page).click();
    await fullLoad;
    await page.waitForURL((url) => url.pathname === articlePath);

    await page.goto('/news');
    await hydrated(page);
    const requests = recordRequests(page);
    await articleLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(articlePath)}$`));
    await expect(page.getByRole('main').getByRole('link', { name: msg('en', 'error.goHome'), exact: true })).toBeVisible();
    expect(requests.filter((r) => r.resourceType() === 'document').map((r) => r.url())).toEqual([]);

    // The blocked chunk's failed loads, and the error the error page shows.
    const errors = takeConsoleErrors(consoleErrors, /net::ERR_FAILED|could not be loaded/);
    expect(errors.some((e) => e.includes(`The code for ${articlePath} could not be loaded`))).toBe(true);
  });
});

test.describe('language switch', () => {
  test('switching to German reloads the root data once: language, menu, footer and title in German', async ({ page }) => {
    const de = site('de');
    await page.goto('/about');
    await hydrated(page);
    const englishTitle = await page.title();

    const rootData = page.waitForRequest((r) => new URL(r.url()).searchParams.get('_routes')?.split(',').includes('root') ?? false);
    await banner(page).getByRole('button', { name: msg('en', 'shell.language'), exact: true }).click();
    await banner(page).getByRole('link', { name: de.name, exact: true }).click();
    await rootData;

    const about = entry('pages', 'de', 'ueber-uns');
    await expect(page).toHaveURL(new RegExp(`${de.prefix}/ueber-uns$`));
    await expect(page.locator('html')).toHaveAttribute('lang', de.lang);
    await expect(menuButton(page, 'de')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(global<{ copyright: string }>('de', 'footer').copyright, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(about.title)));
    expect(await page.title()).not.toBe(englishTitle);

    // Within German the root data stays.
    const requests = recordRequests(page);
    await footerLink(page, footerUrlTitle(`${de.prefix}/news`, 'de'), 'de').click();
    await expect(page).toHaveURL(new RegExp(`${de.prefix}/news$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('de', 'news.title'));
    expect(requests.filter((r) => r.url().includes('.data')).length).toBeGreaterThan(0);
    expect(requests.filter((r) => new URL(r.url()).searchParams.get('_routes')?.split(',').includes('root')).map((r) => r.url())).toEqual([]);
  });
});
