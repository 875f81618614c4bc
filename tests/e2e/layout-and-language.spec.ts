import { expect, test } from './fixtures';
import { allowConsoleErrors, entries, hydrated, msg, SITES } from './support';

/** News pagination, the layout from 320 to 2560 px, and what each language sends to the browser. */

test('the news listing is paginated newest first, 12 per page, with previous and next links', async ({ page }) => {
  const articles = entries('news', 'en');
  expect(articles.length).toBeGreaterThan(12);
  const files = articles.map((a) => a.title);
  await page.goto('/news');
  await hydrated(page);
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(12);
  const pagination = page.getByRole('navigation', { name: msg('en', 'news.pagination') });
  await expect(pagination.getByText(msg('en', 'news.pageOf', { page: '1', pages: '2' }))).toBeVisible();
  await pagination.getByRole('link', { name: msg('en', 'news.next') }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(titles).toHaveCount(articles.length - 12);
  for (const title of await titles.allTextContents()) expect(files).toContain(title);
  await pagination.getByRole('link', { name: msg('en', 'news.previous') }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test('the news list keeps its length as it is scrolled: every card has its own height once the page has loaded', async ({ page }) => {
  await page.goto('/jp/news');
  await hydrated(page);
  const next = page.getByRole('navigation', { name: msg('jp', 'news.pagination') }).getByRole('link', { name: msg('jp', 'news.next') });
  // Where the link is on the page, and the page's length: a card that takes its real height
  // only as it nears the viewport moves everything after it (a tap lands on something else).
  const where = () => next.evaluate((link) => ({ top: link.getBoundingClientRect().top + window.scrollY, length: document.documentElement.scrollHeight }));
  const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await frames();
  const before = await where();
  // Straight past every card, as the End key or a restored scroll position does.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await frames();
  expect(await where()).toEqual(before);
});

test('dates on the news listing are newest first', async ({ page }) => {
  await page.goto('/de/news');
  const dates = await page.getByRole('main').locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort().reverse());
});

for (const width of [320, 2560]) {
  test(`pages fit a ${width} px wide window without sideways scrolling`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/products/beacon', '/jp/news', '/de/downloads/beacon-handbuch', '/fr/ou-acheter', '/zh/support/downloads', '/nope']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
    // The 404 page's document load is logged by the browser itself.
    allowConsoleErrors(consoleErrors);
  });
}

test('Japanese lines follow the strict line-breaking rules: none starts with ー, a small kana or a closing mark', async ({ page }) => {
  for (const path of ['/jp', '/jp/news', '/jp/products/beacon', '/jp/news/broadcast-expo-tokyo']) {
    await page.goto(path);
    // Each character that begins a new line inside a text node (its box lower than the one before).
    const lineStarts = await page.evaluate(() => {
      const starts: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        let lastTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (!box || box.width === 0) continue;
          if (lastTop !== null && box.top > lastTop + box.height / 2) starts.push(text.slice(i, i + 12));
          lastTop = box.top;
        }
      }
      return starts;
    });
    expect(lineStarts.length, `${path} has wrapped lines to check`).toBeGreaterThan(5);
    for (const start of lineStarts) expect(start, `a line of ${path} starts with “${start}”`).not.toMatch(/^[ーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖ、。，．：；？！）」』】〕〉》]/);
  }
});

test('a page carries only its own language’s messages', async ({ page }) => {
  const response = await page.goto('/de/ueber-uns');
  const html = (await response!.text()) ?? '';
  // A message that differs in every language: the German one is in the page, no other.
  const key = 'newsletter.placeholder';
  expect(html).toContain(msg('de', key));
  for (const other of SITES.filter((s) => s.handle !== 'de')) expect(html, `${other.handle} catalog leaked`).not.toContain(msg(other.handle, key));
});
