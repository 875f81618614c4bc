import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allowConsoleErrors, entry, GOOGLEBOT_UA, hydrated, msg, pageHeading, SITES, site } from './support';

/** Language detection on `/` and the language dropdown. */

function vary(response: APIResponse): string {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'vary')
    .map((h) => h.value)
    .join(', ');
}

test.describe('language detection on /', () => {
  test('the language cookie wins: i18n_redirected=fr → 302 /fr', async ({ page }) => {
    const response = await page.request.get('/', { headers: { Cookie: 'i18n_redirected=fr', 'Accept-Language': 'de' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/fr');
    expect(vary(response)).toContain('Accept-Language');
  });

  test('a stored language sends a returning visitor to that home page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'es', url: baseURL! }]);
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/`);
    expect(new URL(page.url()).pathname).toBe('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'es', 'home')));
  });

  test('the browser language picks the site: ja-JP → 302 /jp', async ({ page }) => {
    const response = await page.request.get('/', { headers: { 'Accept-Language': 'ja-JP,ja;q=0.9' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/jp');
    expect(vary(response)).toContain('Accept-Language');
  });

  test('q-values are honoured: en;q=0.4, de;q=0.9 → /de', async ({ page }) => {
    const response = await page.request.get('/', { headers: { 'Accept-Language': 'en;q=0.4, de;q=0.9' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/de');
  });

  test('a preference for English, or none, gets the English home page with 200', async ({ page }) => {
    const variants: Record<string, string>[] = [{ 'Accept-Language': 'en-GB,en;q=0.9,de;q=0.5' }, { 'Accept-Language': 'nl, pt-BR;q=0.8' }, {}];
    for (const headers of variants) {
      const response = await page.request.get('/', { headers, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(200);
      expect(await response.text(), JSON.stringify(headers)).toMatch(/<html lang="en"/);
      // Shared caches must keep the English answer apart from the redirects.
      expect(vary(response)).toContain('Accept-Language');
    }
  });

  test('a crawler gets the English home page without a redirect', async ({ page }) => {
    const response = await page.request.get('/', { headers: { 'User-Agent': GOOGLEBOT_UA, 'Accept-Language': 'de', Cookie: 'i18n_redirected=fr' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html lang="en"/);
  });

  test('only / is detected: /about with Accept-Language: de stays English', async ({ page }) => {
    const response = await page.request.get('/about', { headers: { 'Accept-Language': 'de', Cookie: 'i18n_redirected=de' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html lang="en"/);
  });
});

function languageButton(page: Page, handle: 'en' | 'de' = 'en') {
  return page.getByRole('banner').getByRole('button', { name: msg(handle, 'shell.language'), exact: true });
}

/** The dropdown's list, found through the button's aria-controls. */
async function languageList(page: Page) {
  const id = await languageButton(page).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

test.describe('language dropdown', () => {
  test('lists the current language as current and the others as links to this page in that language', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const button = languageButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = await languageList(page);
    await expect(list).toBeVisible();

    await expect(list.locator('[aria-current="true"]')).toHaveText(site('en').name);
    await expect(list.getByRole('link', { name: site('en').name, exact: true })).toHaveCount(0);
    const expected = { de: '/de/ueber-uns', fr: '/fr/a-propos', es: '/es/sobre-nosotros', jp: '/jp/about', zh: '/zh/about' };
    for (const [handle, href] of Object.entries(expected)) {
      const link = list.getByRole('link', { name: site(handle as 'de').name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('hreflang', site(handle as 'de').lang);
    }
  });

  test('on a news article the links use each language’s own slug', async ({ page }) => {
    await page.goto('/news/beacon-firmware-3-2');
    await hydrated(page);
    await languageButton(page).click();
    const list = await languageList(page);
    await expect(list.getByRole('link', { name: site('fr').name, exact: true })).toHaveAttribute('href', '/fr/news/firmware-beacon-3-2');
    await expect(list.getByRole('link', { name: site('de').name, exact: true })).toHaveAttribute('href', '/de/news/beacon-firmware-3-2-ist-da');
  });

  // The demo content translates every entry into every language, so "an entry missing in one
  // language" has no case here. A page with no entry at all (the 404 page) uses the same fallback.
  test('on a page without an entry (404) every language links to its home page', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page');
    await hydrated(page);
    await languageButton(page).click();
    const list = await languageList(page);
    for (const s of SITES.filter((s) => s.handle !== 'en')) {
      await expect(list.getByRole('link', { name: s.name, exact: true })).toHaveAttribute('href', s.home);
    }
    allowConsoleErrors(consoleErrors);
  });

  test('following a language link stores the choice, switches the page and the shell, and closes the dropdown', async ({ page, context }) => {
    await page.goto('/about');
    await hydrated(page);
    const button = languageButton(page);
    await button.click();
    const list = await languageList(page);
    await list.getByRole('link', { name: site('de').name, exact: true }).click();

    await expect(page).toHaveURL(/\/de\/ueber-uns$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'de', 'ueber-uns')));
    // The shell speaks German now: names from the German message file.
    await expect(page.getByRole('banner').getByRole('button', { name: msg('de', 'shell.menu'), exact: true })).toBeVisible();
    const germanButton = languageButton(page, 'de');
    await expect(germanButton).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    // The stored choice decides where `/` leads next time.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/de');
  });

  test('closes on a click outside', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const button = languageButton(page);
    await button.click();
    const list = await languageList(page);
    await expect(list).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
  });

  test('closes on Escape and gives the focus back to the control', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const button = languageButton(page);
    await button.click();
    const list = await languageList(page);
    await list.getByRole('link', { name: site('fr').name, exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('closes on a route change', async ({ page }) => {
    await page.goto('/support');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: entry('pages', 'en', 'faq').title, exact: true }).click();
    await expect(page).toHaveURL(/\/support\/faq$/);
    // The address changes before React shows the new page and runs its route-change effect,
    // which closes the dropdown: open it on the FAQ page, as a visitor would, not in between.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(entry('pages', 'en', 'faq')));
    const button = languageButton(page);
    await button.click();
    const list = await languageList(page);
    await expect(list).toBeVisible();
    // Back in history: a route change without any click on the page.
    await page.goBack();
    await expect(page).toHaveURL(/\/support$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
  });
});
