import type { Page } from '@playwright/test';
import { startProductionServer, type RunningServer } from '../support/production';
import { isMapsHost, isVideoHost, MAPS_SCRIPT_PATTERN, routeThirdParty } from './fake-google-maps';
import { expect, test } from './fixtures';
import { allowConsoleErrors, entries, entry, hydrated, msg, site, type Block, type SiteHandle } from './support';

/**
 * Third-party embeds with the two-click rule (issue 7): the reseller map and the video load
 * nothing from their provider before the visitor agrees in the block; the choice is
 * remembered on the device and can be withdrawn on the privacy page. The test build has a
 * maps key (scripts/test.mjs, playwright.config.ts); Google's script is answered by a
 * stand-in (fake-google-maps.ts), and every request leaving 127.0.0.1 is recorded.
 */

/** The key `npm test` builds and serves with (scripts/test.mjs, playwright.config.ts). */
const MAPS_KEY = 'e2e-test-maps-key';
/** MAPS_LOAD_RETRIES' default (server/env.ts): the test server does not set it. */
const MAPS_RETRIES = 3;

interface ResellerData {
  name: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
}

/** The where-to-buy page in a language: its path (localized slug) and its resellers (a localization without blocks has its origin's). */
function whereToBuy(handle: SiteHandle) {
  const origin = entry('pages', 'en', 'where-to-buy');
  const local = handle === 'en' ? origin : entries('pages', handle).find((e) => e.origin === origin.id);
  if (!local) throw new Error(`no ${handle} localization of ${origin.id}`);
  const blocks = local.blocks ?? origin.blocks!;
  return { path: `${site(handle).prefix}/${'slug' in local ? local.slug : 'where-to-buy'}`, resellers: blocks.find((b: Block) => b.type === 'reseller_map')!.resellers as ResellerData[] };
}

/** The embed blocks are chunks of their own: wait until they have arrived and hydrated. */
async function ready(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

const mapRegion = (page: Page, handle: SiteHandle) => page.getByRole('region', { name: msg(handle, 'maps.label') });
/** The names of the resellers listed (the cards' headings). */
const listedNames = (page: Page) => page.getByRole('listitem').getByRole('heading', { level: 3 });
/** A card's "Show on map" button: its visible label and, for screen readers, the reseller's name. */
const showOnMap = (page: Page, handle: SiteHandle, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(msg(handle, 'resellers.showOnMap'))}\\s*:\\s*${escapeRegExp(name)}$`) });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('reseller map', () => {
  test('lists every reseller and filters by country, without the map', async ({ page }) => {
    const { path, resellers } = whereToBuy('en');
    const thirdParty = await routeThirdParty(page);
    await page.goto(path);
    await ready(page);

    const list = page.getByRole('list').filter({ has: page.getByRole('heading', { name: resellers[0]!.name, exact: true }) });
    await expect(list.getByRole('listitem')).toHaveCount(resellers.length);

    const germany = resellers.filter((r) => r.country === 'DE');
    await page.getByLabel(msg('en', 'resellers.country')).selectOption({ label: 'Germany' });
    await expect(list.getByRole('listitem')).toHaveCount(germany.length);
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(germany.map((r) => r.name));
    await expect(page.getByRole('status').filter({ hasText: `${germany.length} resellers` })).toBeVisible();

    expect(thirdParty.requests).toEqual([]);
  });

  test('asks first and requests nothing from the map provider before the visitor agrees', async ({ page }) => {
    const { path } = whereToBuy('en');
    const thirdParty = await routeThirdParty(page);
    await page.goto(path);
    await ready(page);

    await expect(page.getByText(msg('en', 'maps.notice'))).toBeVisible();
    const load = page.getByRole('button', { name: msg('en', 'maps.load') });
    await load.scrollIntoViewIfNeeded();
    await expect(load).toBeVisible();
    await expect(mapRegion(page, 'en')).toBeHidden();
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(thirdParty.requests.filter(isMapsHost)).toEqual([]);
  });

  test('loads the map with the key, libraries, language and region; list and markers select each other', async ({ page }) => {
    const { path, resellers } = whereToBuy('jp');
    const thirdParty = await routeThirdParty(page);
    await page.goto(path);
    await ready(page);

    const script = page.waitForRequest(MAPS_SCRIPT_PATTERN);
    await page.getByRole('button', { name: msg('jp', 'maps.load') }).click();
    const params = new URL((await script).url()).searchParams;
    expect(params.get('key')).toBe(MAPS_KEY);
    expect(params.get('libraries')?.split(',').sort()).toEqual(['maps', 'marker']);
    expect(params.get('language')).toBe('ja');
    expect(params.get('region')).toBe('JP');

    // A marker per reseller, and the notice gone.
    const region = mapRegion(page, 'jp');
    await expect(region.getByRole('button')).toHaveCount(resellers.length);
    await expect(page.getByRole('button', { name: msg('jp', 'maps.load') })).toHaveCount(0);

    // The list focuses a marker…
    const target = resellers[3]!;
    await showOnMap(page, 'jp', target.name).click();
    // On a phone the map is above the list: it comes back into view.
    await expect(region).toBeInViewport();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __fakeMap: { center: unknown; zoom: number } }).__fakeMap)).toMatchObject({ center: { lat: target.lat, lng: target.lng }, zoom: 14 });
    await expect(region.getByRole('button', { name: target.name })).toHaveAttribute('data-selected', 'true');

    // …and a marker selects and focuses its card.
    const other = resellers[7]!;
    await region.getByRole('button', { name: other.name }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: other.name, exact: true }) });
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(card).toBeFocused();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: target.name, exact: true }) })).not.toHaveAttribute('aria-current', 'true');

    expect(thirdParty.requests.every(isMapsHost)).toBe(true);
  });

  test('the country filter applies to the markers too', async ({ page }) => {
    const { path, resellers } = whereToBuy('en');
    await routeThirdParty(page);
    await page.goto(path);
    await ready(page);
    await page.getByRole('button', { name: msg('en', 'maps.load') }).click();
    const region = mapRegion(page, 'en');
    await expect(region.getByRole('button')).toHaveCount(resellers.length);

    await page.getByLabel(msg('en', 'resellers.country')).selectOption({ label: 'France' });
    const france = resellers.filter((r) => r.country === 'FR');
    await expect(region.getByRole('button')).toHaveText(france.map((r) => r.name));
  });

  test('remembers the choice on this device, and the privacy page withdraws it', async ({ page }) => {
    const { path } = whereToBuy('en');
    const thirdParty = await routeThirdParty(page);
    await page.goto(path);
    await ready(page);
    await page.getByRole('button', { name: msg('en', 'maps.load') }).click();
    await expect(mapRegion(page, 'en').getByRole('button').first()).toBeVisible();

    // Next visit: the map loads without asking.
    const again = page.waitForRequest(MAPS_SCRIPT_PATTERN);
    await page.reload();
    await again;
    await expect(mapRegion(page, 'en').getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('button', { name: msg('en', 'maps.load') })).toHaveCount(0);

    // Withdrawn on the privacy page…
    await page.goto('/privacy');
    await ready(page);
    const mapsSwitch = page.getByRole('switch', { name: msg('en', 'consent.maps') });
    await expect(mapsSwitch).toBeChecked();
    await expect(page.getByRole('switch', { name: msg('en', 'consent.video') })).not.toBeChecked();
    await mapsSwitch.click();
    await expect(mapsSwitch).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: msg('en', 'consent.saved') })).toBeVisible();

    // …so the map asks again and nothing more goes to Google.
    const before = thirdParty.requests.length;
    await page.goto(path);
    await ready(page);
    await expect(page.getByRole('button', { name: msg('en', 'maps.load') })).toBeVisible();
    expect(thirdParty.requests.slice(before)).toEqual([]);
  });

  test('reports a map that cannot load after the configured retries, in the page’s language, and the list keeps working', async ({ page, consoleErrors }) => {
    const { path, resellers } = whereToBuy('de');
    await page.clock.install();
    const thirdParty = await routeThirdParty(page, { mapsFail: true });
    await page.goto(path);
    await ready(page);

    await page.getByRole('button', { name: msg('de', 'maps.load') }).click();
    // Retries after 1, 2 and 4 s (app/embeds/maps-loader.ts): move the page's clock past them.
    await expect.poll(() => thirdParty.requests.filter(isMapsHost).length).toBe(1);
    for (let retry = 1; retry <= MAPS_RETRIES; retry++) {
      await page.clock.runFor(1000 * 2 ** (retry - 1));
      await expect.poll(() => thirdParty.requests.filter(isMapsHost).length).toBe(retry + 1);
    }
    await expect(page.getByRole('alert')).toContainText(msg('de', 'maps.failed'));
    await page.clock.runFor(60_000);
    expect(thirdParty.requests.filter(isMapsHost)).toHaveLength(MAPS_RETRIES + 1);
    expect(consoleErrors.filter((e) => /reseller map/i.test(e))).toHaveLength(1);

    // The list still filters.
    await page.getByLabel(msg('de', 'resellers.country')).selectOption({ label: 'Frankreich' });
    await expect(listedNames(page)).toHaveText(resellers.filter((r) => r.country === 'FR').map((r) => r.name));

    // "Try again" starts over, and succeeds once the script loads.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await routeThirdParty(page);
    await page.getByRole('button', { name: msg('de', 'maps.retry') }).click();
    await expect(mapRegion(page, 'de').getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    allowConsoleErrors(consoleErrors, /reseller map|ERR_CONNECTION_REFUSED|could not load/);
  });
});

test.describe('reseller map without a maps key', () => {
  let server: RunningServer | undefined;
  test.afterEach(async ({ page }) => {
    await page.close();
    await server?.stop();
  });

  test('shows the list alone, with no notice and no error', async ({ page }, testInfo) => {
    // The same build, rendered live by a server that has no key.
    server = await startProductionServer(3160 + testInfo.parallelIndex, { CONTENT_MODE: 'live', MAPS_API_KEY: '', LOG_LEVEL: 'warn' });
    const { path, resellers } = whereToBuy('en');
    const thirdParty = await routeThirdParty(page);
    await page.goto(`${server.origin}${path}`);
    await ready(page);

    await expect(listedNames(page)).toHaveCount(resellers.length);
    await expect(page.getByRole('button', { name: msg('en', 'maps.load') })).toHaveCount(0);
    await expect(page.getByText(msg('en', 'maps.notice'))).toHaveCount(0);
    await expect(mapRegion(page, 'en')).toHaveCount(0);
    await page.getByLabel(msg('en', 'resellers.country')).selectOption({ label: 'Japan' });
    await expect(listedNames(page)).toHaveText(resellers.filter((r) => r.country === 'JP').map((r) => r.name));
    expect(thirdParty.requests).toEqual([]);
  });
});

test.describe('video', () => {
  const product = entry('products', 'en', 'beacon');
  const video = product.blocks!.find((b: Block) => b.type === 'video')! as Block & { title: string; youtube_id: string };

  test('loads the privacy-enhanced player only when the visitor presses play, and remembers the choice', async ({ page }) => {
    const thirdParty = await routeThirdParty(page);
    await page.goto('/products/beacon');
    await ready(page);

    const play = page.getByRole('button', { name: `${msg('en', 'video.play')}: ${video.title}` });
    await play.scrollIntoViewIfNeeded();
    await expect(page.getByText(msg('en', 'video.notice'))).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(thirdParty.requests.filter(isVideoHost)).toEqual([]);

    await play.click();
    const player = page.frameLocator(`iframe[title="${msg('en', 'video.player', { title: video.title })}"]`);
    await expect(player.getByText('Player')).toBeVisible();
    expect(thirdParty.requests).toEqual([`https://www.youtube-nocookie.com/embed/${video.youtube_id}?autoplay=1&rel=0`]);

    // The next visit does not ask again, and still loads nothing before play.
    await page.reload();
    await ready(page);
    await expect(play).toBeVisible();
    await expect(page.getByText(msg('en', 'video.notice'))).toHaveCount(0);
    expect(thirdParty.requests).toHaveLength(1);
    await expect(page.getByRole('switch', { name: msg('en', 'consent.video') })).toHaveCount(0);
  });

  test('a consent given on the privacy page skips the notice; withdrawing brings it back', async ({ page }) => {
    await routeThirdParty(page);
    await page.goto('/privacy');
    await ready(page);
    await page.getByRole('switch', { name: msg('en', 'consent.video') }).check();
    await page.goto('/products/beacon');
    await ready(page);
    await expect(page.getByRole('button', { name: `${msg('en', 'video.play')}: ${video.title}` })).toBeVisible();
    await expect(page.getByText(msg('en', 'video.notice'))).toHaveCount(0);

    await page.goto('/privacy');
    await ready(page);
    await page.getByRole('switch', { name: msg('en', 'consent.video') }).uncheck();
    await page.goto('/products/beacon');
    await ready(page);
    await expect(page.getByText(msg('en', 'video.notice'))).toBeVisible();
  });
});
