import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { global, hydrated, isMobile, msg, type SiteHandle } from './support';

/** The shop-now modal: content from the shop_now_modal global, three ways to close, focus back on the opener. */

interface ShopModal {
  title: string;
  link_local_reseller: string;
  link_local_reseller_title: string;
  link_shop: string;
  link_shop_title: string;
}

/**
 * Opens the modal the way a visitor on this viewport does: the header's Shop now button on
 * desktop, the one inside the menu below 768 px. Returns the element focus must return to.
 */
async function openShop(page: Page, projectName: string, handle: SiteHandle = 'en'): Promise<Locator> {
  const banner = page.getByRole('banner');
  if (isMobile(projectName)) {
    const menu = banner.getByRole('button', { name: msg(handle, 'shell.menu'), exact: true });
    await menu.click();
    const inMenu = page.getByRole('dialog', { name: msg(handle, 'shell.mainNavigation') }).getByRole('button', { name: msg(handle, 'shell.shopNow'), exact: true });
    await inMenu.click();
    // The modal opens over the menu (by command, the same before hydration); closing it returns to the menu.
    return inMenu;
  }
  const button = banner.getByRole('button', { name: msg(handle, 'shell.shopNow'), exact: true });
  await button.click();
  return button;
}

function shopDialog(page: Page, handle: SiteHandle = 'en') {
  return page.getByRole('dialog', { name: global<ShopModal>(handle, 'shop_now_modal').title, exact: true });
}

test('Shop now opens the modal with the local reseller and the online shop (new tab)', async ({ page }, testInfo) => {
  await page.goto('/about');
  await hydrated(page);
  await openShop(page, testInfo.project.name);
  const content = global<ShopModal>('en', 'shop_now_modal');
  const dialog = shopDialog(page);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  // The one dialog on top: over the page, or over the menu below 768 px.
  await expect(page.getByRole('dialog')).toHaveCount(isMobile(testInfo.project.name) ? 2 : 1);
  expect(await dialog.evaluate((el) => el.contains(document.elementFromPoint(innerWidth / 2, innerHeight / 2)))).toBe(true);
  await expect(dialog.getByRole('heading', { name: content.title })).toBeVisible();

  const local = dialog.getByRole('link', { name: content.link_local_reseller_title, exact: true });
  await expect(local).toHaveAttribute('href', content.link_local_reseller);
  await expect(local).not.toHaveAttribute('target', '_blank');

  const shop = dialog.getByRole('link', { name: content.link_shop_title });
  await expect(shop).toHaveAttribute('href', content.link_shop);
  await expect(shop).toHaveAttribute('target', '_blank');
  // The new tab is announced to screen readers.
  await expect(shop).toHaveAccessibleName(new RegExp(msg('en', 'shell.newTab').replace(/[()]/g, '\\$&')));
});

test('the Close button closes the modal and returns the focus to the opener', async ({ page }, testInfo) => {
  await page.goto('/about');
  await hydrated(page);
  const opener = await openShop(page, testInfo.project.name);
  const dialog = shopDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: msg('en', 'shell.close'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a click on the backdrop closes the modal and returns the focus to the opener', async ({ page }, testInfo) => {
  await page.goto('/about');
  await hydrated(page);
  const opener = await openShop(page, testInfo.project.name);
  const dialog = shopDialog(page);
  await expect(dialog).toBeVisible();
  // A click inside the box does not close it…
  await dialog.getByRole('heading', { name: global<ShopModal>('en', 'shop_now_modal').title }).click();
  await expect(dialog).toBeVisible();
  // …a click at the viewport's corner, outside the box, does.
  const box = (await dialog.boundingBox())!;
  const corner = { x: 4, y: page.viewportSize()!.height - 4 };
  expect(corner.x < box.x || corner.y > box.y + box.height).toBe(true);
  await page.mouse.click(corner.x, corner.y);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Escape closes the modal and returns the focus to the opener', async ({ page }, testInfo) => {
  await page.goto('/about');
  await hydrated(page);
  const opener = await openShop(page, testInfo.project.name);
  const dialog = shopDialog(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the local reseller link leads to the reseller page and closes the modal', async ({ page }, testInfo) => {
  await page.goto('/about');
  await hydrated(page);
  await openShop(page, testInfo.project.name);
  const content = global<ShopModal>('en', 'shop_now_modal');
  const dialog = shopDialog(page);
  await dialog.getByRole('link', { name: content.link_local_reseller_title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${content.link_local_reseller}$`));
  await expect(dialog).toBeHidden();
});

test('the product page’s Buy now opens the modal too', async ({ page }) => {
  await page.goto('/products/beacon');
  await hydrated(page);
  const buy = page.getByRole('main').getByRole('button', { name: msg('en', 'product.buy'), exact: true });
  await buy.click();
  const dialog = shopDialog(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();
});

test('the modal speaks the page’s language', async ({ page }, testInfo) => {
  await page.goto('/de/products/beacon');
  await hydrated(page);
  await openShop(page, testInfo.project.name, 'de');
  const content = global<ShopModal>('de', 'shop_now_modal');
  const dialog = shopDialog(page, 'de');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: content.link_local_reseller_title, exact: true })).toHaveAttribute('href', content.link_local_reseller);
  await expect(dialog.getByRole('link', { name: content.link_shop_title })).toHaveAttribute('href', content.link_shop);
});
