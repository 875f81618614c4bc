import { frontMatter } from './content-files';
import { contentFile, expect, signIn, test } from './fixtures';
import { perProject } from './panel-api';

/** The panel speaks English for now, but Japanese content shows and saves exactly as typed. */

test('a Japanese title is shown, saved and written to the file exactly', async ({ page }, info) => {
  const entry = perProject(info, [
    { id: 'news-ibc-2026-recap-jp', file: 'content/collections/news/jp/2026-10-12.ibc-2026-recap.md', title: 'IBC 2026 出展レポート' },
    { id: 'news-beacon-firmware-3-2-jp', file: 'content/collections/news/jp/2026-10-28.beacon-firmware-3-2.md', title: 'Beacon ファームウェア 3.2 を公開しました' },
  ] as const);
  await signIn(page, 'admin', '/cp/collections/news?site=jp');
  await page.getByRole('link', { name: (await frontMatter(entry.file)).title as string, exact: true }).click();
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue((await frontMatter(entry.file)).title as string);
  // Full-width punctuation, kana, kanji, a wave dash and an emoji outside the BMP: nothing may be escaped or lost.
  const typed = `${entry.title}：編集テスト「〜」${info.repeatEachIndex}🎬`;
  await title.fill(typed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: typed })).toBeVisible();
  expect((await frontMatter(entry.file)).title).toBe(typed);
  // Written as UTF-8 text, not as YAML escapes.
  expect(await contentFile(entry.file)).toContain(typed);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(typed);
});
