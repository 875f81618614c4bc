import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { contentYaml, entry, global, hydrated, isMobile, msg } from './support';

/** The full-screen menu: dialog, scroll lock, focus, submenus, bottom links, and the shop button per viewport. */

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: msg('en', 'shell.menu'), exact: true });
const menuDialog = (page: Page) => page.getByRole('dialog', { name: msg('en', 'shell.mainNavigation') });

async function openMenu(page: Page, path = '/about') {
  await page.goto(path);
  await hydrated(page);
  await menuButton(page).click();
  await expect(menuDialog(page)).toBeVisible();
  return menuDialog(page);
}

/** The product and support children of the main navigation, from content. */
function mainTree() {
  type Node = { entry?: string; title?: string; url?: string; children?: Node[] };
  return contentYaml<{ tree: Node[] }>('trees/navigation/en/main.yaml').tree;
}

/** The main navigation's own link to the news (a plain URL item, no submenu). */
const NEWS = mainTree().find((n) => n.url === '/news')!.title!;

test('the Menu button opens a named modal dialog', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  await menuButton(page).click();
  const dialog = menuDialog(page);
  await expect(dialog).toBeVisible();
  // Modal: the rest of the page is inert while it is open.
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  await expect(dialog.getByRole('navigation', { name: msg('en', 'shell.mainNavigation') })).toBeVisible();
});

test('opening locks the page scroll in place; closing restores the position', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  const mainTop = () => page.evaluate(() => Math.round(document.querySelector('main')!.getBoundingClientRect().top));
  const before = await mainTop();

  await menuButton(page).click();
  await expect(menuDialog(page)).toBeVisible();
  // The page stays exactly where it was behind the menu…
  expect(await mainTop()).toBe(before);
  // …and does not scroll, whatever the wheel does.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('PageDown');
  await expect.poll(mainTop).toBe(before);
  expect(await mainTop()).toBe(before);

  await page.keyboard.press('Escape');
  await expect(menuDialog(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  expect(await mainTop()).toBe(before);
});

test('Escape closes the menu and gives the focus back to the Menu button', async ({ page }) => {
  const dialog = await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('the Close button closes the menu and gives the focus back to the Menu button', async ({ page }) => {
  const dialog = await openMenu(page);
  await dialog.getByRole('button', { name: msg('en', 'shell.close'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('Tab keeps the focus inside the menu', async ({ page }) => {
  const dialog = await openMenu(page);
  const focusables = await dialog.evaluate((el) => el.querySelectorAll('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])').length);
  let insideCount = 0;
  // Twice round the dialog: focus may rest on the browser's own UI (nothing in the page) between rounds, never on the page behind.
  for (let i = 0; i < focusables * 2 + 2; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'none';
      return active.closest('dialog[open]') ? 'dialog' : `outside: ${active.outerHTML.slice(0, 80)}`;
    });
    expect(['dialog', 'none']).toContain(where);
    if (where === 'dialog') insideCount++;
  }
  expect(insideCount).toBeGreaterThan(focusables);
  // Shift+Tab too.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    const inside = await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog[open]'));
    expect(inside).toBe(true);
  }
});

test('the products item opens a submenu of product badges linking to the product pages', async ({ page }) => {
  const dialog = await openMenu(page);
  const productsNode = mainTree().find((n) => n.entry === 'page-products')!;
  const item = dialog.getByRole('button', { name: entry('pages', 'en', 'products').title, exact: true });
  await expect(item).toHaveAttribute('aria-expanded', 'false');
  await item.click();

  const slugs = productsNode.children!.map((c) => c.entry!.replace(/^product-/, ''));
  expect(slugs.length).toBeGreaterThan(0);
  for (const slug of slugs) {
    const link = dialog.getByRole('link', { name: entry('products', 'en', slug).title, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/products/${slug}`);
    // The badge image, loaded.
    const badge = link.locator('img');
    await expect(badge).toBeVisible();
    await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test('the support item opens a submenu of teaser cards', async ({ page }) => {
  const dialog = await openMenu(page);
  const supportNode = mainTree().find((n) => n.entry === 'page-support')!;
  await dialog.getByRole('button', { name: entry('pages', 'en', 'support').title, exact: true }).click();
  const files: Record<string, string> = { 'page-support-downloads': 'downloads', 'page-faq': 'faq', 'page-contact': 'contact', 'page-where-to-buy': 'where-to-buy' };
  const nav = dialog.getByRole('navigation', { name: msg('en', 'shell.mainNavigation') });
  for (const child of supportNode.children!) {
    const link = nav.getByRole('link', { name: entry('pages', 'en', files[child.entry!]!).title, exact: true });
    await expect(link).toBeVisible();
    const teaser = link.locator('img');
    await expect(teaser).toBeVisible();
    await expect.poll(() => teaser.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test('below 768 px a submenu replaces the main list and Go back returns; from 768 px it opens beside the list', async ({ page }, testInfo) => {
  const dialog = await openMenu(page);
  const products = dialog.getByRole('button', { name: entry('pages', 'en', 'products').title, exact: true });
  const news = dialog.getByRole('link', { name: NEWS, exact: true });
  const firstProduct = dialog.getByRole('link', { name: entry('products', 'en', 'beacon').title, exact: true });
  const goBack = dialog.getByRole('button', { name: msg('en', 'shell.goBack'), exact: true });
  await products.click();
  await expect(firstProduct).toBeVisible();
  if (isMobile(testInfo.project.name)) {
    // The submenu replaces the main list.
    await expect(news).toBeHidden();
    await goBack.click();
    await expect(firstProduct).toBeHidden();
    await expect(news).toBeVisible();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  } else {
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(news).toBeVisible();
    await expect(goBack).toBeHidden();
  }
});

test('meta links and social icons sit at the bottom of the menu', async ({ page }) => {
  const dialog = await openMenu(page);
  const mainNav = dialog.getByRole('navigation', { name: msg('en', 'shell.mainNavigation') });
  const metaNav = dialog.getByRole('navigation', { name: msg('en', 'shell.metaNavigation') });
  const social = dialog.getByRole('list', { name: msg('en', 'shell.socialMedia') });

  const metaFiles: Record<string, string> = { 'page-imprint': 'imprint', 'page-privacy': 'privacy', 'page-contact': 'contact' };
  for (const node of contentYaml<{ tree: { entry: string }[] }>('trees/navigation/en/meta.yaml').tree) {
    await expect(metaNav.getByRole('link', { name: entry('pages', 'en', metaFiles[node.entry]!).title, exact: true })).toBeVisible();
  }
  for (const link of global<{ social_media_links: { link: string; label: string }[] }>('en', 'social_media').social_media_links) {
    const icon = social.getByRole('link', { name: link.label, exact: true });
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('href', link.link);
  }
  const bottomOfMain = await mainNav.boundingBox().then((b) => b!.y + b!.height);
  expect((await metaNav.boundingBox())!.y).toBeGreaterThanOrEqual(bottomOfMain);
  expect((await social.boundingBox())!.y).toBeGreaterThanOrEqual(bottomOfMain);
});

test('following a menu link closes the menu', async ({ page }) => {
  const dialog = await openMenu(page);
  await dialog.getByRole('link', { name: NEWS, exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'news.title'));
});

test('following a submenu link closes the menu', async ({ page }) => {
  const dialog = await openMenu(page);
  await dialog.getByRole('button', { name: entry('pages', 'en', 'support').title, exact: true }).click();
  await dialog.getByRole('link', { name: entry('pages', 'en', 'faq').title, exact: true }).click();
  await expect(page).toHaveURL(/\/support\/faq$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry('pages', 'en', 'faq').title);
});

test('the Shop now button is in the header from 768 px, and inside the menu below', async ({ page }, testInfo) => {
  await page.goto('/about');
  await hydrated(page);
  const inHeader = page.getByRole('banner').getByRole('button', { name: msg('en', 'shell.shopNow'), exact: true });
  if (isMobile(testInfo.project.name)) {
    await expect(menuButton(page)).toBeVisible();
    await expect(inHeader).toBeHidden();
  } else {
    await expect(inHeader).toBeVisible();
  }
  const dialog = await openMenu(page);
  const inMenu = dialog.getByRole('button', { name: msg('en', 'shell.shopNow'), exact: true });
  if (isMobile(testInfo.project.name)) await expect(inMenu).toBeVisible();
  else await expect(inMenu).toBeHidden();
});
