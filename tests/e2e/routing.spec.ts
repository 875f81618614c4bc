import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { allowConsoleErrors, contentYaml, entry, global, msg, pageHeading, site, type SiteHandle } from './support';

/** Every route type in two languages, trailing slashes, `//` paths and the redirect rules from content. */

interface RouteCase {
  path: string;
  site: SiteHandle;
  heading: () => string;
}

const ROUTES: RouteCase[] = [
  { path: '/', site: 'en', heading: () => pageHeading(entry('pages', 'en', 'home')) },
  { path: '/de', site: 'de', heading: () => pageHeading(entry('pages', 'de', 'home')) },
  { path: '/support/faq', site: 'en', heading: () => pageHeading(entry('pages', 'en', 'faq')) },
  { path: '/fr/support/faq', site: 'fr', heading: () => pageHeading(entry('pages', 'fr', 'faq')) },
  { path: '/news', site: 'en', heading: () => msg('en', 'news.title') },
  { path: '/jp/news', site: 'jp', heading: () => msg('jp', 'news.title') },
  { path: '/news/beacon-firmware-3-2', site: 'en', heading: () => entry('news', 'en', 'beacon-firmware-3-2').title },
  { path: '/de/news/beacon-firmware-3-2-ist-da', site: 'de', heading: () => entry('news', 'de', 'beacon-firmware-3-2-ist-da').title },
  { path: '/products/beacon', site: 'en', heading: () => entry('products', 'en', 'beacon').title },
  { path: '/es/products/beacon', site: 'es', heading: () => entry('products', 'es', 'beacon').title },
  { path: '/downloads/sync-studio', site: 'en', heading: () => entry('downloads', 'en', 'sync-studio').title },
  { path: '/zh/downloads/sync-studio', site: 'zh', heading: () => entry('downloads', 'zh', 'sync-studio').title },
  { path: '/support/downloads', site: 'en', heading: () => pageHeading(entry('pages', 'en', 'downloads')) },
  { path: '/de/support/downloads', site: 'de', heading: () => pageHeading(entry('pages', 'de', 'downloads')) },
];

for (const route of ROUTES) {
  test(`${route.path} renders its entry in ${route.site}`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    // Not redirected anywhere: the page answers at its own address.
    expect(new URL(page.url()).pathname).toBe(route.path);
    await expect(page.locator('html')).toHaveAttribute('lang', site(route.site).lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading());
  });
}

test('an unknown language prefix is a 404', async ({ page, consoleErrors }) => {
  const response = await page.goto('/xx/about');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /xx/about')).toBeVisible();
  allowConsoleErrors(consoleErrors);
});

test.describe('trailing slash', () => {
  test('a path with a trailing slash is redirected permanently to the path without it', async ({ page }) => {
    for (const [from, to] of [
      ['/about/', '/about'],
      ['/de/ueber-uns/', '/de/ueber-uns'],
      ['/news/beacon-firmware-3-2/', '/news/beacon-firmware-3-2'],
    ]) {
      const response = await page.request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
  });

  test('the query string is kept', async ({ page }) => {
    const response = await page.request.get('/news/?filter=events&page=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/news?filter=events&page=1');
  });

  test('a visitor following the redirect lands on the page', async ({ page, baseURL }) => {
    const response = await page.goto('/about/?ref=mail');
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${baseURL}/about?ref=mail`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'en', 'about')));
  });
});

test.describe('paths that look like another host', () => {
  // Absolute URLs on purpose: a relative `//evil.example` would be resolved to another host by the client.
  for (const raw of ['//evil.example', '//evil.example/', '//evil.example/some/path/']) {
    test(`${raw} is answered on this site with a 404, never redirected`, async ({ page, baseURL }) => {
      const response = await page.request.get(`${baseURL}${raw}`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['location']).toBeUndefined();
    });
  }

  test('in the browser, //evil.example stays on this site and shows the 404 page', async ({ page, baseURL, consoleErrors }) => {
    const response = await page.goto(`${baseURL}//evil.example/`);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(global('en', 'error_page').heading!);
    allowConsoleErrors(consoleErrors);
  });

  test('/\\evil.example typed into the browser (which reads it as //evil.example) stays on this site', async ({ page, baseURL, consoleErrors }) => {
    const response = await page.goto(`${baseURL}/\\evil.example`);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).origin).toBe(baseURL);
    allowConsoleErrors(consoleErrors);
  });

  test('a raw /\\evil.example request is refused on this site without a Location', async ({ baseURL }) => {
    // Browsers and Playwright's client turn `\` into `/`; only a raw HTTP request sends the backslash.
    const { port, hostname } = new URL(baseURL!);
    const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const req = httpRequest({ host: hostname, port, path: '/\\evil.example', method: 'GET' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      });
      req.on('error', reject);
      req.end();
    });
    // A client error (the HTTP adapter rejects a backslash in the path as malformed), never a redirect.
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.location).toBeUndefined();
  });
});

test.describe('redirect rules from content', () => {
  const rules = contentYaml<{ rules: { from: string; to?: string; entry?: string; status: number }[] }>('globals/en/redirects.yaml').rules;
  const rule = (from: string) => rules.find((r) => r.from === from)!;

  test('/shop leaves the site for the external shop URL the rule names (302)', async ({ page }) => {
    const response = await page.request.get('/shop', { maxRedirects: 0 });
    expect(response.status()).toBe(rule('/shop').status);
    expect(response.status()).toBe(302);
    expect(new URL(response.headers()['location']!).href).toBe(new URL(rule('/shop').to!).href);
  });

  test('without a rule, nothing redirects off the site', async ({ page, baseURL }) => {
    for (const path of ['/shop-now', '/https://shop.kairotone.example', '/support/downloads//evil.example', '/de/support/downloads/https:%2F%2Fevil.example']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      const location = response.headers()['location'];
      if (location) expect(new URL(location, baseURL).origin, path).toBe(baseURL);
      else expect(response.status(), path).toBe(404);
    }
  });

  test('/beacon is a permanent redirect to the product page, in the visitor’s language', async ({ page }) => {
    let response = await page.request.get('/beacon', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/products/beacon');
    response = await page.request.get('/de/beacon', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/de/products/beacon');

    await page.goto('/beacon');
    expect(new URL(page.url()).pathname).toBe('/products/beacon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry('products', 'en', 'beacon').title);
  });

  test('a legacy support download link under /de leads to the German download page', async ({ page }) => {
    const response = await page.request.get('/de/support/downloads/beacon-fw-3', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/de/downloads/beacon-firmware');

    await page.goto('/de/support/downloads/beacon-fw-3');
    expect(new URL(page.url()).pathname).toBe('/de/downloads/beacon-firmware');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry('downloads', 'de', 'beacon-firmware').title);
  });

  test('with a doubled prefix the first one wins: /fr/en/… leads to the French download page', async ({ page }) => {
    const response = await page.request.get('/fr/en/support/downloads/beacon-fw-3', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/fr/downloads/beacon-firmware');

    await page.goto('/fr/en/support/downloads/beacon-fw-3');
    expect(new URL(page.url()).pathname).toBe('/fr/downloads/beacon-firmware');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry('downloads', 'fr', 'beacon-firmware').title);
  });

  test('a support download link no rule knows goes to the downloads hub of its language', async ({ page }) => {
    const response = await page.request.get('/es/support/downloads/whatever', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/es/support/downloads');

    await page.goto('/es/support/downloads/whatever');
    expect(new URL(page.url()).pathname).toBe('/es/support/downloads');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'es', 'downloads')));
  });
});
