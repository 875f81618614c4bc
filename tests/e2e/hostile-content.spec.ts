import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Response } from '@playwright/test';
import { parse } from 'yaml';
import { HOSTILE_FIXTURE, hostileProject } from '../support/hostile-content';
import { startProductionServer, type RunningServer } from '../support/production';
import { routeThirdParty, type ThirdParty } from './fake-google-maps';
import { expect, test as base } from './fixtures';
import { allowConsoleErrors, hydrated, isMobile, msg, site, type SiteHandle } from './support';

/**
 * Content is not trusted to be harmless: an editor's paste, an imported article or a
 * compromised CMS account can put markup anywhere. A live-mode production server renders the
 * demo site with every HTML-capable field, plain-text field, link field and embed snippet
 * poisoned (tests/fixtures/hostile-content/README.md); in Chromium nothing of it may run —
 * no `window.__pwned`, no dialog, no "PWNED" console line, no request to another host — and
 * the DOM must hold none of it either. The DOM checks matter on their own: CSP would stop an
 * event handler or a `javascript:` link from running, but the sanitiser and the URL readers
 * must have removed it first (a page that relies on CSP alone fails here).
 */

/** Hosts a page may load anything from: this site, and YouTube's privacy-enhanced player after "play". */
const ALLOWED_HOSTS = ['127.0.0.1', 'www.youtube-nocookie.com'];

const test = base.extend<{ watch: Watch }, { hostile: RunningServer }>({
  hostile: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
    // (Its `use` callback is called `provide` here: the React hooks lint rule takes `use` for React's.)
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const project = hostileProject();
      // Ports 3100–3179 belong to other tests. No maps key: the reseller block is its list alone.
      const server = await startProductionServer(3180 + workerInfo.parallelIndex, { CONTENT_MODE: 'live', CONTENT_DIR: project.root, MAPS_API_KEY: '', LOG_LEVEL: 'warn' });
      try {
        await provide(server);
      } finally {
        await server.stop();
        project.remove();
      }
    },
    { scope: 'worker' },
  ],
  watch: async ({ page }, provide) => {
    const watch: Watch = { thirdParty: await routeThirdParty(page), dialogs: [], pwnedLogs: [], popups: [] };
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    // A payload's own line (the browser's CSP reports quote payloads too: those are console errors, failing the test anyway).
    page.on('console', (message) => {
      if (message.text().startsWith('PWNED')) watch.pwnedLogs.push(message.text());
    });
    page.context().on('page', (popup) => watch.popups.push(popup.url()));
    // What CSP had to stop is something the sanitiser let through.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const w = window as unknown as { __cspViolations?: string[] };
        (w.__cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await provide(watch);
  },
});

interface Watch {
  thirdParty: ThirdParty;
  dialogs: string[];
  pwnedLogs: string[];
  popups: string[];
}

// ---------------------------------------------------------------------------------------
// The fixture's texts, read from its files (never copied into the test)

type Data = Record<string, unknown>;

function fixtureEntry(file: string): Data {
  const text = readFileSync(path.join(HOSTILE_FIXTURE, 'content', file), 'utf8');
  return parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Data;
}

function fixtureYaml(file: string): Data {
  return parse(readFileSync(path.join(HOSTILE_FIXTURE, file), 'utf8')) as Data;
}

function hostilePage(handle: SiteHandle) {
  const data = fixtureEntry(`collections/pages/${handle}/hostile.md`);
  const blocks = data.blocks as Data[];
  const block = (id: string) => blocks.find((b) => b.id === id)!;
  return { path: `${site(handle).prefix}/hostile`, data, block };
}

/** The safe part of a poisoned text: what comes before its markup. */
function safePart(text: unknown): string {
  return String(text).split(/["'<]/)[0]!.trim();
}

// ---------------------------------------------------------------------------------------
// Checks

async function open(page: Page, url: string): Promise<{ response: Response; nonce: string }> {
  const response = (await page.goto(url))!;
  await hydrated(page);
  // Embed blocks are chunks of their own: let them arrive before looking at the page.
  await page.waitForLoadState('networkidle');
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce, 'a rendered page has a CSP nonce').toBeTruthy();
  return { response, nonce: nonce! };
}

/** Nothing ran, nothing was sent elsewhere, and nothing hostile is left in the DOM. */
async function expectNeutralised(page: Page, watch: Watch, nonce: string): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), 'window.__pwned').toBeUndefined();
  expect(watch.dialogs, 'dialogs').toEqual([]);
  expect(watch.pwnedLogs, 'PWNED console lines').toEqual([]);
  expect(watch.thirdParty.requests.filter((url) => !ALLOWED_HOSTS.includes(new URL(url).hostname)), 'requests to other hosts').toEqual([]);
  expect(watch.popups, 'windows opened').toEqual([]);
  // Before CSP's report: markup that CSP stopped is still a failure of the sanitiser.
  expect(await domProblems(page, nonce), 'hostile markup left in the DOM').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []), 'CSP violations').toEqual([]);
}

/** Everything in the page's DOM that content must never be able to put there. */
function domProblems(page: Page, nonce: string): Promise<string[]> {
  return page.evaluate(
    ({ nonce, allowedHosts }) => {
      const problems: string[] = [];
      const show = (el: Element) => el.outerHTML.slice(0, 160);
      // Browsers ignore whitespace and control characters in a scheme: so does this check.
      // eslint-disable-next-line no-control-regex
      const scheme = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const scriptUrl = (value: string) => /^(javascript|vbscript):|^data:text\/html/.test(scheme(value));
      const allowedUrl = (value: string) => {
        try {
          return allowedHosts.includes(new URL(value, location.href).hostname);
        } catch {
          return false;
        }
      };
      const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'cite', 'ping', 'lowsrc', 'dynsrc'];
      const NEVER = ['object', 'embed', 'base', 'frame', 'frameset', 'applet', 'portal', 'noscript', 'template', 'animate', 'set', 'foreignobject', 'handler', 'listener'];
      for (const el of document.querySelectorAll('*')) {
        const tag = el.localName.toLowerCase();
        for (const { name, value } of el.attributes) {
          const attr = name.toLowerCase();
          if (attr.startsWith('on')) problems.push(`event handler ${attr}: ${show(el)}`);
          if (attr === 'srcdoc') problems.push(`srcdoc: ${show(el)}`);
          if (URL_ATTRIBUTES.includes(attr) && scriptUrl(value)) problems.push(`${attr}=${value.slice(0, 60)}: ${show(el)}`);
          if (attr === 'href' && /^data:/.test(scheme(value))) problems.push(`data: link: ${show(el)}`);
          if (attr === 'style' && /url\(|expression\(|@import|javascript:/i.test(value)) problems.push(`style: ${show(el)}`);
        }
        if (NEVER.includes(tag)) problems.push(`<${tag}>: ${show(el)}`);
        if (tag === 'meta' && el.hasAttribute('http-equiv')) problems.push(`<meta http-equiv>: ${show(el)}`);
        if (tag === 'style') problems.push(`<style>: ${show(el)}`);
        if (tag === 'script') {
          const script = el as HTMLScriptElement;
          if (script.src) {
            if (new URL(script.src).origin !== location.origin) problems.push(`script from another origin: ${show(el)}`);
          } else if (script.type === 'application/ld+json') {
            try {
              JSON.parse(script.textContent ?? '');
            } catch {
              problems.push(`JSON-LD that is not JSON: ${show(el)}`);
            }
          } else if (script.nonce !== nonce) {
            problems.push(`inline script without the page's nonce: ${show(el)}`);
          }
        }
        if (tag === 'form') {
          const action = el.getAttribute('action');
          if (action !== null && new URL(action, location.href).origin !== location.origin) problems.push(`form posting elsewhere: ${show(el)}`);
        }
        // Whatever the page loads (frames, images, media, styles) comes from an allowed host.
        const sources = ['src', 'poster', 'data'].flatMap((a) => (el.hasAttribute(a) ? [el.getAttribute(a)!] : []));
        for (const a of ['srcset', 'imagesrcset']) {
          const set = el.getAttribute(a);
          if (set) sources.push(...set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
        }
        if (tag === 'link' && /\b(stylesheet|preload|modulepreload|prefetch|icon|import|manifest)\b/i.test(el.getAttribute('rel') ?? '') && el.hasAttribute('href')) {
          sources.push(el.getAttribute('href')!);
        }
        for (const source of sources) if (source && !allowedUrl(source)) problems.push(`${tag} from a host not allowed (${source.slice(0, 60)}): ${show(el)}`);
      }
      return problems;
    },
    { nonce, allowedHosts: ALLOWED_HOSTS },
  );
}

/** A link that content set to a script or data URL is no link at all: hovering and clicking its text does nothing. */
async function pokeNeutralisedLink(page: Page, scope: Locator | Page, name: string | RegExp): Promise<void> {
  await expect(scope.getByRole('link', { name })).toHaveCount(0);
  const text = scope.getByText(name, { exact: true });
  if ((await text.count()) === 0) return;
  const before = page.url();
  await text.first().scrollIntoViewIfNeeded();
  await text.first().hover();
  await text.first().click();
  expect(page.url()).toBe(before);
}

// ---------------------------------------------------------------------------------------

for (const handle of ['en', 'jp'] as const) {
  test.describe(`hostile content (${handle})`, () => {
    test('a page with every block poisoned: its text shows, its markup and links do nothing', async ({ page, hostile, watch, consoleErrors }) => {
      const { path: pagePath, data, block } = hostilePage(handle);
      const { nonce } = await open(page, `${hostile.origin}${pagePath}`);
      await expectNeutralised(page, watch, nonce);

      // Plain-text fields are text: the markup in them shows literally, as typed.
      const hero = block('hostile-hero');
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(String(data.title))}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(hero.heading));
      await expect(page.getByText(String(hero.text), { exact: true })).toBeVisible();
      await expect(page.getByText(String(block('hostile-image').caption), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: String(block('hostile-gallery').heading), exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: String(block('hostile-specs').heading), exact: true })).toBeVisible();
      const reseller = (block('hostile-resellers').resellers as Data[])[0]!;
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: String(reseller.name), exact: true }) });
      await expect(card).toBeVisible();
      // Its website was a javascript: URL, the next reseller's a data: URL: neither is linked.
      await expect(card.getByRole('link')).toHaveCount(0);
      const dataReseller = (block('hostile-resellers').resellers as Data[])[1]!;
      await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: String(dataReseller.name), exact: true }) }).getByRole('link')).toHaveCount(0);

      // Sanitised HTML keeps its safe content.
      const prose = page.locator('.rich-text');
      await expect(prose.getByRole('heading', { name: /SAFE-TEXT.*rich text heading/ })).toBeVisible();
      await expect(prose.getByText(/SAFE-TEXT.*rich text paragraph/)).toBeVisible();
      await expect(prose.getByRole('link', { name: 'site link' })).toHaveAttribute('href', `${site(handle).prefix}/about`);
      await expect(prose.getByRole('cell', { name: /SAFE-TEXT.*table cell/ })).toBeVisible();
      await expect(prose.getByText(/SAFE-TEXT.*styled paragraph/)).toBeVisible();

      // Hover and click every poisoned link: none is a link any more, and nothing happens.
      for (const name of ['rt-a-js', 'rt-a-mixed', 'rt-a-colon', 'rt-a-decimal', 'rt-a-hex', 'rt-a-tab', 'rt-a-space', 'rt-a-data', 'rt-a-data64', 'rt-a-vbscript', 'md-js-block']) {
        await pokeNeutralisedLink(page, prose, name);
      }
      for (const name of ['rt-span-hover', 'rt-abbr', 'rt-custom']) {
        await prose.getByText(name, { exact: true }).hover();
        await prose.getByText(name, { exact: true }).click();
      }
      await prose.getByRole('link', { name: 'md-title' }).hover();
      // The form (and its button) is gone; its label text stays, harmless.
      await expect(prose.getByRole('button')).toHaveCount(0);
      await expect(prose.getByRole('textbox')).toHaveCount(0);

      // Call-to-action and hero links that pointed at scripts, data or another host's protocol-relative URL are left out.
      for (const id of ['hostile-cta-mixed', 'hostile-cta-data', 'hostile-cta-space', 'hostile-cta-vbscript', 'hostile-cta-protocol-relative']) {
        const cta = block(id);
        await expect(page.getByRole('heading', { name: safePart(cta.heading) })).toBeVisible();
        await expect(page.getByRole('link', { name: String(cta.link_label) })).toHaveCount(0);
      }
      await expect(page.getByRole('link', { name: String(hero.cta_label) })).toHaveCount(0);

      // The FAQ answer opens, with its text and without its markup.
      const faq = (block('hostile-faq').items as Data[])[0]!;
      await page.getByText(String(faq.question), { exact: true }).click();
      await expect(page.getByText(/SAFE-TEXT.*answer\./)).toBeVisible();
      await pokeNeutralisedLink(page, page.locator('.faq'), 'faq-a-js');

      // The video with a valid id plays YouTube's privacy-enhanced player; the two with hostile ids are not on the page.
      const video = block('hostile-video');
      const play = page.getByRole('button', { name: `${msg(handle, 'video.play')}: ${String(video.title)}` });
      await play.scrollIntoViewIfNeeded();
      await play.click();
      await expect(page.frameLocator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').getByText('Player')).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(msg(handle, 'video.play'))}: Video with`) })).toHaveCount(0);

      await expectNeutralised(page, watch, nonce);

      // A site link that lost its onclick still navigates, to its page and nothing else.
      await prose.getByRole('link', { name: 'rt-a-onclick' }).click();
      await expect(page).toHaveURL(`${hostile.origin}${site(handle).prefix}/about`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(watch.pwnedLogs).toEqual([]);

      // `<img src="x">` in content asks this site for /x (404): harmless, and the browser logs it.
      allowConsoleErrors(consoleErrors);
    });

    test('home, menu, footer and shop prompt with poisoned navigations and globals', async ({ page, hostile, watch }, testInfo) => {
      const { nonce } = await open(page, `${hostile.origin}${site(handle).home}`);
      const cta = fixtureYaml(`content/globals/${handle}/cta.yaml`);
      const seo = { ...fixtureYaml('content/globals/en/seo.yaml'), ...fixtureYaml(`content/globals/${handle}/seo.yaml`) };
      const footer = page.getByRole('contentinfo');

      // Text from globals shows as typed.
      await expect(footer.getByRole('heading', { name: String(cta.title), exact: true })).toBeVisible();
      await expect(footer.getByText(String(cta.form_description), { exact: true })).toBeVisible();
      await expect(footer.getByText(String(fixtureYaml(`content/globals/${handle}/footer.yaml`).copyright), { exact: true })).toBeVisible();
      // The site name ends up in the home page's JSON-LD: still one JSON document, with the name as typed.
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.map((text) => JSON.parse(text) as Data).some((doc) => doc.name === seo.site_name)).toBe(true);

      // The CTA's links (javascript:, data:) are left out; the newsletter form is there.
      await expect(footer.getByRole('link', { name: String(cta.first_link_label) })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: String(cta.second_link_label) })).toHaveCount(0);
      await expect(footer.getByRole('button', { name: msg(handle, 'newsletter.subscribe') })).toBeVisible();

      // Footer and meta navigation, social links: the poisoned nodes are not links.
      for (const name of [/SAFE-TEXT footer script link/, /SAFE-TEXT footer vbscript link/, /SAFE-TEXT footer protocol-relative link/, /SAFE-TEXT meta script link/, /SAFE-TEXT meta data link/, /SAFE-TEXT social/]) {
        await pokeNeutralisedLink(page, footer, name);
      }
      await expect(footer.getByRole('heading', { name: /SAFE-TEXT footer column/ })).toBeVisible();
      await expect(footer.getByRole('heading', { name: /SAFE-TEXT footer column/ }).getByRole('link')).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/kairotone');
      await expectNeutralised(page, watch, nonce);

      // The menu: the javascript: item is not a link; the group opens a submenu without its data: and script links.
      await page.getByRole('button', { name: msg(handle, 'shell.menu') }).click();
      const menu = page.getByRole('dialog', { name: msg(handle, 'shell.mainNavigation') });
      await expect(menu).toBeVisible();
      await pokeNeutralisedLink(page, menu, /SAFE-TEXT main nav link/);
      await menu.getByRole('button', { name: /SAFE-TEXT main nav group/ }).click();
      await pokeNeutralisedLink(page, menu, 'SAFE-TEXT submenu data link');
      await pokeNeutralisedLink(page, menu, 'SAFE-TEXT submenu script link');
      await expectNeutralised(page, watch, nonce);
      await menu.getByRole('button', { name: msg(handle, 'shell.close'), exact: true }).first().click();
      await expect(menu).toBeHidden();

      // The shop prompt (in the header on wide screens, in the menu on small ones): its links are left out.
      if (isMobile(testInfo.project.name)) {
        await page.getByRole('button', { name: msg(handle, 'shell.menu') }).click();
        await page.getByRole('dialog', { name: msg(handle, 'shell.mainNavigation') }).getByRole('button', { name: msg(handle, 'shell.shopNow') }).click();
      } else {
        await page.getByRole('banner').getByRole('button', { name: msg(handle, 'shell.shopNow') }).click();
      }
      const shop = { ...fixtureYaml('content/globals/en/shop_now_modal.yaml'), ...fixtureYaml(`content/globals/${handle}/shop_now_modal.yaml`) };
      const shopDialog = page.getByRole('dialog', { name: String(shop.title), exact: true });
      await expect(shopDialog).toBeVisible();
      await expect(shopDialog.getByText(String(shop.local_reseller_content), { exact: true })).toBeVisible();
      await pokeNeutralisedLink(page, shopDialog, String(shop.link_local_reseller_title));
      await pokeNeutralisedLink(page, shopDialog, String(shop.link_shop_title));
      await expectNeutralised(page, watch, nonce);
    });

    test('the newsletter snippet: its script goes nowhere, and no frame comes from a host not allowed', async ({ page, hostile, watch }) => {
      const { nonce } = await open(page, `${hostile.origin}${site(handle).home}`);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('textbox', { name: msg(handle, 'newsletter.email'), exact: true }).fill('ada@example.com');
      await footer.getByRole('button', { name: msg(handle, 'newsletter.subscribe'), exact: true }).click();
      // Whether the form opens (from this site) or nothing happens, the page stays clean.
      await page.waitForLoadState('networkidle');
      await expectNeutralised(page, watch, nonce);
    });

    test('a news article with a poisoned body, title and author', async ({ page, hostile, watch, consoleErrors }) => {
      const article = fixtureEntry(`collections/news/${handle}/2026-10-28.hostile-news.md`);
      const { nonce } = await open(page, `${hostile.origin}${site(handle).prefix}/news/hostile-news`);
      await expectNeutralised(page, watch, nonce);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(article.title));
      await expect(page.getByText(/SAFE-TEXT.*news body paragraph/)).toBeVisible();
      for (const name of ['news-a-js', 'news-a-mixed', 'news-a-data', 'news-md-js']) await pokeNeutralisedLink(page, page.getByRole('main'), name);
      await expectNeutralised(page, watch, nonce);

      // The news list shows it too, as text.
      const list = await open(page, `${hostile.origin}${site(handle).prefix}/news`);
      await expect(page.getByRole('link', { name: String(article.title) }).first()).toBeVisible();
      await expectNeutralised(page, watch, list.nonce);
      allowConsoleErrors(consoleErrors);
    });

    test('the error page, and redirect rules to script, data and protocol-relative URLs', async ({ page, hostile, watch, consoleErrors }) => {
      const errorPage = { ...fixtureYaml('content/globals/en/error_page.yaml'), ...fixtureYaml(`content/globals/${handle}/error_page.yaml`) };
      const missing = `${hostile.origin}${site(handle).prefix}/hostile-missing`;
      const { response, nonce } = await open(page, missing);
      expect(response.status()).toBe(404);
      await expect(page.getByText(String(errorPage.description), { exact: true })).toBeVisible();
      await expectNeutralised(page, watch, nonce);

      // A rule applies under every language prefix; one whose target is not a site path or an
      // https URL never leaves this site (under a prefix it becomes a path here that does not exist).
      for (const from of ['/hostile-redirect', '/hostile-redirect-data', '/hostile-redirect-protocol-relative']) {
        const answer = await open(page, `${hostile.origin}${site(handle).prefix}${from}`);
        expect(answer.response.status(), from).toBe(404);
        expect(new URL(page.url()).origin, from).toBe(hostile.origin);
        await expectNeutralised(page, watch, answer.nonce);
      }
      allowConsoleErrors(consoleErrors);
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
