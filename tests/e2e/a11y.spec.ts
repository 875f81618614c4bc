import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allowConsoleErrors, global, hydrated, isMobile, msg, site, type SiteHandle } from './support';

/** axe finds no WCAG 2.2 AA violations on any page type, in English and Japanese, with the menu and the shop modal open. */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`).join('\n')}`)
    .join('\n');
  expect(violations, `axe violations on ${label}:\n${report}`).toEqual([]);
}

const PAGES: { name: string; path: (prefix: string) => string; status?: number }[] = [
  { name: 'home', path: (p) => p || '/' },
  { name: 'product page', path: (p) => `${p}/products/beacon` },
  { name: 'download page', path: (p) => `${p}/downloads/sync-studio` },
  { name: 'news list', path: (p) => `${p}/news` },
  { name: 'news list filtered', path: (p) => `${p}/news?filter=events` },
  { name: 'news article', path: (p) => `${p}/news/beacon-firmware-3-2` },
  { name: 'generic page', path: (p) => `${p}/about` },
  { name: 'FAQ page', path: (p) => `${p}/support/faq` },
  { name: 'support downloads hub', path: (p) => `${p}/support/downloads` },
  { name: 'where to buy', path: (p) => `${p}/where-to-buy` },
  { name: '404 page', path: (p) => `${p}/nope`, status: 404 },
];

for (const handle of ['en', 'jp'] as const) {
  const { prefix } = site(handle);

  for (const pageType of PAGES) {
    const path = pageType.path(prefix);
    test(`${pageType.name} in ${handle} (${path}) has no axe violations`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(pageType.status ?? 200);
      await hydrated(page);
      await expectNoViolations(page, path);
      if (pageType.status === 404) allowConsoleErrors(consoleErrors);
    });
  }

  test(`the open menu and its submenus in ${handle} have no axe violations`, async ({ page }, testInfo) => {
    await page.goto(`${prefix}/about`);
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: msg(handle, 'shell.menu'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg(handle, 'shell.mainNavigation') });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, `${prefix}/about with the menu open`);

    // The products submenu (badges), then the support submenu (teaser cards): the first and the last item with children.
    const nav = dialog.getByRole('navigation', { name: msg(handle, 'shell.mainNavigation') });
    const items = nav.getByRole('button', { expanded: false });
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await items.first().click();
    await expect(nav.getByRole('link').filter({ has: page.locator('img') }).first()).toBeVisible();
    await expectNoViolations(page, `${prefix}/about with the products submenu open`);

    if (isMobile(testInfo.project.name)) await nav.getByRole('button', { name: msg(handle, 'shell.goBack'), exact: true }).click();
    await nav.getByRole('button', { expanded: false }).last().click();
    await expect(nav.getByRole('button', { expanded: true })).toHaveCount(isMobile(testInfo.project.name) ? 0 : 1);
    await expect(nav.getByRole('link').filter({ has: page.locator('img') }).first()).toBeVisible();
    await expectNoViolations(page, `${prefix}/about with the support submenu open`);
  });

  test(`the open shop modal in ${handle} has no axe violations`, async ({ page }, testInfo) => {
    await page.goto(`${prefix}/products/beacon`);
    await hydrated(page);
    await openShop(page, handle, isMobile(testInfo.project.name));
    await expect(page.getByRole('dialog', { name: global<{ title: string }>(handle, 'shop_now_modal').title, exact: true })).toBeVisible();
    await expectNoViolations(page, `${prefix}/products/beacon with the shop modal open`);
  });

  test(`the open newsletter modal in ${handle} has no axe violations`, async ({ page }) => {
    await page.goto(`${prefix}/about`);
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: msg(handle, 'newsletter.email'), exact: true }).fill('ada@example.com');
    await footer.getByRole('button', { name: msg(handle, 'newsletter.subscribe'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: global<{ form_title: string }>(handle, 'cta').form_title, exact: true })).toBeVisible();
    await expectNoViolations(page, `${prefix}/about with the newsletter modal open`);
  });
}

async function openShop(page: Page, handle: SiteHandle, mobile: boolean): Promise<void> {
  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: msg(handle, 'shell.menu'), exact: true }).click();
    await page.getByRole('dialog', { name: msg(handle, 'shell.mainNavigation') }).getByRole('button', { name: msg(handle, 'shell.shopNow'), exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: msg(handle, 'shell.shopNow'), exact: true }).click();
  }
}
