import { checkHtml, describeFindings, type HtmlDocument } from '../../support/vnu';
import { expect, signIn, test } from './fixtures';
import { SCREENS } from './screens';

/**
 * Every screen of the panel passes the W3C's Nu Html Checker (issue 27) with no error and no
 * warning. The panel is drawn in the browser, so what is checked is the document as the
 * editor has it once the screen is ready, serialised by Chromium; one run of the checker for all.
 */

test('every screen of the control panel is valid HTML', async ({ page }) => {
  test.setTimeout(120_000);
  const documents: HtmlDocument[] = [];
  await page.goto('/cp');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  documents.push({ name: 'sign-in (/cp)', html: await page.content() });

  await signIn(page, 'editor', SCREENS[0]!.path);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
    documents.push({ name: `${screen.name} (${screen.path})`, html: await page.content() });
  }
  expect(describeFindings(await checkHtml(documents))).toEqual([]);
});
