import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibleNode, contentYaml, entry, global, hydrated, isMobile, msg, site } from './support';

/**
 * The shell works from first paint (issue 17): without JavaScript, every control does its job
 * on the platform (dialogs opened by command buttons, popovers, links, forms); with the client
 * entry held back, a click on Menu opens the menu, and React takes it over as it is.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const menuButton = (page: Page, handle: 'en' | 'jp' = 'en') => page.getByRole('banner').getByRole('button', { name: msg(handle, 'shell.menu'), exact: true });
const menuDialog = (page: Page, handle: 'en' | 'jp' = 'en') => page.getByRole('dialog', { name: msg(handle, 'shell.mainNavigation') });
const languageButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: msg('en', 'shell.language'), exact: true });
const shopDialog = (page: Page) => page.getByRole('dialog', { name: global('en', 'shop_now_modal').title, exact: true });

type NavNode = { entry?: string; title?: string; url?: string; children?: NavNode[] };
const mainTree = () => contentYaml<{ tree: NavNode[] }>('trees/navigation/en/main.yaml').tree;
const PRODUCTS = entry('pages', 'en', 'products').title;
const SUPPORT = entry('pages', 'en', 'support').title;

/** Opens the shop prompt the way a visitor of this viewport can: the header's button, or the menu's below 768 px. */
async function openShop(page: Page, mobile: boolean) {
  if (mobile) {
    await menuButton(page).click();
    await menuDialog(page).getByRole('button', { name: msg('en', 'shell.shopNow'), exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: msg('en', 'shell.shopNow'), exact: true }).click();
  }
  await expect(shopDialog(page)).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Menu opens the full-screen menu; its submenus, Go back, Close and Escape work; its links reach the pages', async ({ page }, testInfo) => {
    await page.goto('/about');
    await menuButton(page).click();
    const dialog = menuDialog(page);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    // The dialog moved the focus in; the page behind cannot scroll.
    await expect(dialog.getByRole('button', { name: msg('en', 'shell.close'), exact: true })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    const products = dialog.getByRole('button', { name: PRODUCTS, exact: true });
    const beacon = dialog.getByRole('link', { name: entry('products', 'en', 'beacon').title, exact: true });
    await expect(beacon).toBeHidden();
    await products.click();
    await expect(beacon).toBeVisible();
    const goBack = dialog.getByRole('button', { name: msg('en', 'shell.goBack'), exact: true });
    if (isMobile(testInfo.project.name)) {
      await goBack.click();
      await expect(beacon).toBeHidden();
      await expect(products).toBeVisible();
    } else {
      await expect(goBack).toBeHidden();
    }
    // The support submenu's teaser cards.
    await dialog.getByRole('button', { name: SUPPORT, exact: true }).click();
    await expect(beacon).toBeHidden();
    const teasers = dialog.locator('.submenu--teasers').getByRole('link');
    await expect(teasers.first()).toBeVisible();

    await dialog.getByRole('button', { name: msg('en', 'shell.close'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A product page through the products submenu: a plain link.
    await menuButton(page).click();
    await products.click();
    await beacon.click();
    await expect(page).toHaveURL(/\/products\/beacon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry('products', 'en', 'beacon').title);
  });

  test('Language opens the list; a click outside closes it; a language link goes to this page in that language', async ({ page }) => {
    await page.goto('/about');
    const list = page.locator('.language-menu__list');
    await languageButton(page).click();
    const german = page.getByRole('link', { name: site('de').name, exact: true });
    await expect(german).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(german).toBeHidden();
    await languageButton(page).click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await languageButton(page).click();
    await german.click();
    await expect(page).toHaveURL(/\/de\/ueber-uns$/);
    await expect(page.locator('html')).toHaveAttribute('lang', site('de').lang);
  });

  test('Shop now opens the shop prompt with its links; Close and a backdrop click close it', async ({ page }, testInfo) => {
    const mobile = isMobile(testInfo.project.name);
    const shop = global('en', 'shop_now_modal');
    await page.goto('/products/beacon');
    await openShop(page, mobile);
    const dialog = shopDialog(page);
    await expect(dialog.getByRole('link', { name: shop.link_local_reseller_title, exact: true })).toBeVisible();
    const online = dialog.getByRole('link', { name: new RegExp(shop.link_shop_title!) });
    await expect(online).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: msg('en', 'shell.close'), exact: true }).click();
    await expect(dialog).toBeHidden();
    if (mobile) {
      // It opened over the menu, which is still there.
      await expect(menuDialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menuDialog(page)).toBeHidden();
    }

    // The product page's own buy button opens it too; the backdrop closes it.
    await page.getByRole('main').getByRole('button', { name: msg('en', 'product.buy'), exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test('Subscribe now! takes the typed address to the signup form in a new tab', async ({ page, context }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: msg('en', 'newsletter.email'), exact: true }).fill('jane@example.com');
    const popup = context.waitForEvent('page');
    await footer.getByRole('button', { name: msg('en', 'newsletter.subscribe'), exact: true }).click();
    const signup = await popup;
    await signup.waitForLoadState();
    const src = /\ssrc="([^"]+)"/.exec(global<{ newsletter_iframe_code: string }>('en', 'cta').newsletter_iframe_code)![1]!;
    const url = new URL(signup.url());
    const expected = new URL(src, url);
    expect(url.pathname).toBe(expected.pathname);
    for (const [name, value] of expected.searchParams) expect(url.searchParams.get(name)).toBe(value);
    expect(url.searchParams.get('email')).toBe('jane@example.com');
    await expect(signup.getByRole('textbox').first()).toBeVisible();
  });

  test('a gallery image opens its full-size image', async ({ page }) => {
    await page.goto('/products/beacon');
    const link = page.locator('.gallery').getByRole('link').first();
    const href = (await link.getAttribute('href'))!;
    expect(href).not.toContain('/_ipx/');
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === href);
    await link.click();
    expect((await response).headers()['content-type']).toMatch(/^image\//);
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('the news category filter is plain links', async ({ page }) => {
    await page.goto('/news');
    const filters = page.getByRole('navigation', { name: msg('en', 'news.filterLabel') });
    const events = contentYaml<{ title: string }>('taxonomies/news_categories/events.yaml').title;
    await filters.getByRole('link', { name: events, exact: true }).click();
    await expect(page).toHaveURL(/\/news\?filter=events$/);
    await expect(page.getByRole('navigation', { name: msg('en', 'news.filterLabel') }).getByRole('link', { name: events, exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

/** Holds back a built chunk (`/assets/{name}-{hash}.js`) until `release()`: the entry (React not run yet) or an island's (app/components/ui/island.tsx; that part stays the server's HTML). */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name.replaceAll('.', '\\.')}-[\\w-]+\\.js$`), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('before hydration', () => {
  /** Holds the client entry back until `release()`: the page is painted, React has not run. */
  const holdEntry = (page: Page) => holdChunk(page, 'entry.client');

  test('screen readers get the same Menu button before and after hydration: a plain button, inert while its modal menu is open', async ({ page }) => {
    // Chromium's accessibility tree, as a screen reader gets it: a button named Menu with no
    // expanded state (HTML forbids aria-expanded beside `command`; the menu it opens is modal).
    const expectPlainButton = async () => {
      const node = await accessibleNode(page, '.menu-button');
      expect(node).toMatchObject({ ignored: false, role: 'button', name: msg('en', 'shell.menu') });
      expect(node.states).not.toHaveProperty('expanded');
    };
    const expectOpensModal = async () => {
      await menuButton(page).click();
      await expect(menuDialog(page)).toBeVisible();
      expect((await accessibleNode(page, '.menu-button')).ignored).toBe(true);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(menuDialog(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    };
    const release = await holdEntry(page);
    // The held entry keeps the load event back: go on once the page is painted.
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(menuButton(page)).toBeVisible();
    await expectPlainButton();
    await expectOpensModal();
    await expectPlainButton();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    release();
    await hydrated(page);
    await expectPlainButton();
    await expectOpensModal();
    await expectPlainButton();
  });

  test('a click on Menu opens the menu; after hydration it is still open with the focus inside, and React runs it', async ({ page }) => {
    await page.clock.install();
    const release = await holdEntry(page);
    await page.goto('/news', { waitUntil: 'commit' });
    await menuButton(page).click();
    const dialog = menuDialog(page);
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: msg('en', 'shell.close'), exact: true });
    await expect(close).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // axe is a script, so it cannot run with JavaScript off; this is the same document, before any of ours ran.
    await expectNoAxeViolations(page);

    release();
    await hydrated(page);
    await expect(dialog).toBeVisible();
    await expect(close).toBeFocused();
    // React took it over: the script's scroll lock.
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    await expectNoAxeViolations(page);

    // SPEC.md section 4: a link to the current page closes the menu 300 ms after the click.
    const news = mainTree().find((n) => n.url === '/news')!.title!;
    // The page's clock stops here and moves only as the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await dialog.getByRole('link', { name: news, exact: true }).click();
    await page.clock.runFor(250);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(100);
    await expect(dialog).toBeHidden();
    await page.clock.resume();

    // Escape closes it at once and gives the focus back to the Menu button.
    await menuButton(page).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('Language and Shop now work before hydration and stay as they are when React takes over', async ({ page }, testInfo) => {
    const release = await holdEntry(page);
    await page.goto('/jp/products/beacon', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('button', { name: msg('jp', 'shell.language'), exact: true }).click();
    const german = page.getByRole('link', { name: site('de').name, exact: true });
    await expect(german).toBeVisible();
    await expectNoAxeViolations(page);
    release();
    await hydrated(page);
    await expect(german).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: msg('jp', 'shell.language'), exact: true })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(german).toBeHidden();

    if (!isMobile(testInfo.project.name)) {
      await page.getByRole('main').getByRole('button', { name: msg('jp', 'product.buy'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: global('jp', 'shop_now_modal').title, exact: true })).toBeVisible();
    }
  });
});

test.describe('while an island’s code is on its way', () => {
  /** React has hydrated the page around the islands: the language button's state is React's (it has none before). */
  const reactRuns = (page: Page) => expect(languageButton(page)).toHaveAttribute('aria-expanded', 'false');

  test('the menu opens before its code is in; React takes it over open, with SPEC.md timings and focus return', async ({ page }) => {
    const release = await holdChunk(page, 'site-menu');
    await page.goto('/about');
    await reactRuns(page);
    await menuButton(page).click();
    const dialog = menuDialog(page);
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: msg('en', 'shell.close'), exact: true });
    await expect(close).toBeFocused();
    await dialog.getByRole('button', { name: PRODUCTS, exact: true }).click();
    await expect(dialog.getByRole('link', { name: entry('products', 'en', 'beacon').title, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expectNoAxeViolations(page);

    release();
    await hydrated(page);
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    // The first Escape closes the open submenu (a popover), the second the menu.
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('link', { name: entry('products', 'en', 'beacon').title, exact: true })).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('a block and the footer are in place before their code; their links work; the page is marked hydrated only once they are', async ({ page }) => {
    const releaseTeaser = await holdChunk(page, 'product-teaser');
    const releaseFooter = await holdChunk(page, 'site-footer');
    await page.goto('/');
    await reactRuns(page);
    const beacon = entry('products', 'en', 'beacon').title;
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(beacon) }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    releaseTeaser();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    releaseFooter();
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: new RegExp(beacon) }).first().click();
    await expect(page).toHaveURL(/\/products\/beacon$/);
    await expect(page.getByRole('heading', { level: 1, name: beacon })).toBeVisible();
  });
});

test('in a browser without invoker commands the buttons work once React has hydrated', async ({ page }, testInfo) => {
  // Such a browser: no commandForElement, and the commands' own action never runs.
  await page.addInitScript(() => {
    delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest?.('button[commandfor]')) event.preventDefault();
    }, { capture: true });
  });
  await page.goto('/about');
  await hydrated(page);
  await menuButton(page).click();
  const dialog = menuDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: msg('en', 'shell.close'), exact: true }).click();
  await expect(dialog).toBeHidden();
  if (!isMobile(testInfo.project.name)) {
    await page.getByRole('banner').getByRole('button', { name: msg('en', 'shell.shopNow'), exact: true }).click();
    await expect(shopDialog(page)).toBeVisible();
  }
});
