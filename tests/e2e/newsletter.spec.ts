import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { global, hydrated, msg, type SiteHandle } from './support';

/**
 * The footer's newsletter form opens the embedded signup form in a modal, with the typed
 * address as a parameter. (A snippet without a src does nothing: the demo content always has
 * one, so app/lib/shell.server.test.ts covers that in `iframeSrc`.)
 */

interface Cta {
  form_title: string;
  newsletter_iframe_code: string;
}

/** The embed snippet's src, as the content has it. */
function snippetSrc(handle: SiteHandle): string {
  return /\ssrc="([^"]+)"/.exec(global<Cta>(handle, 'cta').newsletter_iframe_code)![1]!;
}

/** The demo signup form's own texts (server/newsletter/messages.json), by the `lang` the snippet asks for. */
function signupTexts(src: string): { title: string; email: string } {
  const messages = JSON.parse(readFileSync(new URL('../../server/newsletter/messages.json', import.meta.url), 'utf8')) as Record<string, { title: string; email: string }>;
  return messages[new URL(src, 'http://x').searchParams.get('lang') ?? 'en'] ?? messages.en!;
}

async function subscribe(page: Page, handle: SiteHandle, email: string) {
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: msg(handle, 'newsletter.email'), exact: true });
  await field.fill(email);
  const button = footer.getByRole('button', { name: msg(handle, 'newsletter.subscribe'), exact: true });
  await button.scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  await button.click();
  return { scrollY, button };
}

test('Subscribe now! opens the signup form with the typed address; closing unloads it and restores the scroll position', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  const email = 'ada+news@example.com';
  const { scrollY, button } = await subscribe(page, 'en', email);
  expect(scrollY).toBeGreaterThan(0);

  const cta = global<Cta>('en', 'cta');
  const dialog = page.getByRole('dialog', { name: cta.form_title, exact: true });
  await expect(dialog).toBeVisible();
  const iframe = dialog.locator('iframe');
  await expect(iframe).toHaveAttribute('src', `${snippetSrc('en')}&email=${encodeURIComponent(email)}`);
  await expect(iframe).toHaveAttribute('src', /email=ada%2Bnews%40example\.com$/);

  // The embedded form loads, pre-filled.
  const texts = signupTexts(snippetSrc('en'));
  const form = page.frameLocator(`iframe[title="${cta.form_title}"]`);
  await expect(form.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(form.getByRole('textbox', { name: texts.email })).toHaveValue(email);

  await dialog.getByRole('button', { name: msg('en', 'shell.close'), exact: true }).click();
  await expect(dialog).toBeHidden();
  // The iframe (and with it its src) is gone.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  await expect(button).toBeFocused();
});

test('Escape closes the signup modal too', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await subscribe(page, 'en', 'grace@example.com');
  const dialog = page.getByRole('dialog', { name: global<Cta>('en', 'cta').form_title, exact: true });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('an empty address still opens the form, without a pre-filled address', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  await subscribe(page, 'en', '');
  const dialog = page.getByRole('dialog', { name: global<Cta>('en', 'cta').form_title, exact: true });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `${snippetSrc('en')}&email=`);
});

test('in German the form uses the German snippet', async ({ page }) => {
  await page.goto('/de/ueber-uns');
  await hydrated(page);
  const email = 'jörg@example.de';
  await subscribe(page, 'de', email);
  const cta = global<Cta>('de', 'cta');
  const dialog = page.getByRole('dialog', { name: cta.form_title, exact: true });
  await expect(dialog).toBeVisible();
  const src = snippetSrc('de');
  expect(src).toContain('lang=de');
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `${src}&email=${encodeURIComponent(email)}`);
  const texts = signupTexts(src);
  const form = page.frameLocator(`iframe[title="${cta.form_title}"]`);
  await expect(form.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(form.getByRole('textbox', { name: texts.email })).toHaveValue(email);
});
