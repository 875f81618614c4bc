import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { frontMatter } from './content-files';
import { contentFile, CP_ROOT, expect, signIn, test } from './fixtures';
import { ownCopy, removeEntry, uniqueWord } from './panel-api';

/**
 * The complex fields in the panel, as an editor uses them: Bard (bold, a link and a set, saved as
 * Statamic's ProseMirror JSON and read back), the replicator (add, reorder, remove) and the
 * assets field's browser. The demo content has no Bard field: the test server's copy of the news
 * blueprint has one, `lead` with a `callout` set (tests/e2e/cp/server.ts). Each test works on an
 * entry of its own, a copy of a demo entry made through the API, so the desktop and tablet runs
 * never meet, and deletes it at the end.
 */

const unsaved = (page: Page) => page.getByText('Unsaved changes', { exact: true });

async function save(page: Page): Promise<void> {
  await expect(unsaved(page)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(unsaved(page)).toHaveCount(0);
  await expect(page.getByRole('status').getByText('Saved', { exact: true }).first()).toBeVisible();
}

type Node = { type: string; text?: string; marks?: { type: string; attrs?: Record<string, unknown> }[]; content?: Node[]; attrs?: Record<string, unknown> };
const textNodes = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.type === 'text' ? [n] : textNodes(n.content ?? [])));

test('a Bard field with bold text, a link and a set round-trips: Statamic’s JSON on disk, the same editor after a reload, nothing written by a save without changes', async ({ page, baseURL }, info) => {
  await signIn(page, 'admin', '/cp/collections/news');
  const entry = await ownCopy(page, baseURL!, info, 'news', 'news-ibc-2026-recap', { prefix: 'Fields' });
  await page.goto(entry.url);
  const editor = page.getByRole('textbox', { name: 'Lead' });
  const toolbar = page.getByRole('toolbar', { name: 'Lead: formatting' });
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await editor.click();

  // Bold by the keyboard…
  await page.keyboard.type('Plain, ');
  await page.keyboard.press('Control+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('bold by keys');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' and a link');
  // …a link through the link dialog on the selected words…
  for (let i = 0; i < 'a link'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'URL' }).fill('/news');
  // Enter applies the link (and does not submit the publish form around it).
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(unsaved(page)).toBeVisible();
  await expect(editor.getByRole('link', { name: 'a link' })).toHaveAttribute('href', '/news');
  // …and bold by the toolbar's button on the selected words.
  await page.keyboard.press('End');
  await page.keyboard.type(', then bold by button');
  for (let i = 0; i < 'bold by button'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Add Callout' }).click();
  const callout = page.getByRole('group', { name: 'Callout set' });
  const calloutText = `Call me out ${uniqueWord(info, 'set')}`;
  await callout.getByRole('textbox', { name: 'Text' }).fill(calloutText);
  await expectNoAxeViolations(page, 'a Bard field with a set');
  await save(page);

  // On disk: Statamic's Bard value, a list of ProseMirror nodes.
  const lead = (await frontMatter(entry.file)).lead as Node[];
  expect(lead.map((n) => n.type)).toEqual(['paragraph', 'set']);
  const texts = textNodes(lead);
  expect(texts.map((n) => n.text).join('')).toBe('Plain, bold by keys and a link, then bold by button');
  expect(texts.filter((n) => n.marks?.some((m) => m.type === 'bold')).map((n) => n.text)).toEqual(['bold by keys', 'bold by button']);
  expect(texts.filter((n) => n.marks?.some((m) => m.type === 'bold')).every((n) => n.marks!.length === 1)).toBe(true);
  const linked = texts.filter((n) => n.marks?.some((m) => m.type === 'link'));
  expect(linked.map((n) => n.text)).toEqual(['a link']);
  expect(linked[0]!.marks![0]!.attrs).toMatchObject({ href: '/news' });
  const set = lead[1]!;
  expect(set.attrs).toMatchObject({ enabled: true, values: { type: 'callout', text: calloutText } });
  expect(set.attrs!.id).toMatch(/^[A-Za-z0-9]{8}$/);

  // The same content in the editor after a reload.
  await page.reload();
  await expect(editor.getByRole('strong')).toHaveText(['bold by keys', 'bold by button']);
  await expect(editor.getByRole('link', { name: 'a link' })).toHaveAttribute('href', '/news');
  await expect(callout.getByRole('textbox', { name: 'Text' })).toHaveValue(calloutText);
  await expect(unsaved(page)).toHaveCount(0);

  // Saving again without a change writes nothing.
  const before = { text: await contentFile(entry.file), mtime: (await stat(path.join(CP_ROOT, entry.file))).mtimeMs };
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Saved', { exact: true }).first()).toBeVisible();
  expect(await contentFile(entry.file)).toBe(before.text);
  expect((await stat(path.join(CP_ROOT, entry.file))).mtimeMs).toBe(before.mtime);

  await removeEntry(page.request, baseURL!, 'news', entry);
});

test('a replicator: a set added from the menu, moved up by its button and down by keyboard drag, saved in place; removed after confirming; the pickers show titles', async ({ page, baseURL }, info) => {
  await signIn(page, 'admin', '/cp/collections/products');
  const entry = await ownCopy(page, baseURL!, info, 'products', 'product-crew-kit', { prefix: 'Fields' });
  const before = (await frontMatter(entry.file)).blocks as { id: string; type: string }[];
  await page.goto(entry.url);

  // The chosen downloads are titled, not bare ids (the product's own field comes before the blocks' "Downloads list" set).
  await expect(page.getByRole('list', { name: 'Downloads: chosen' }).first().getByRole('listitem').first()).toContainText('Kairotone Crew Kit Quick Start Guide');

  const blocks = page.getByRole('group', { name: 'Blocks', exact: true });
  await blocks.getByRole('button', { name: 'Add set' }).click();
  await blocks.getByRole('group', { name: 'Content' }).getByRole('button', { name: 'Call to action' }).click();
  const added = blocks.getByRole('group', { name: `Call to action ${before.length + 1}` });
  const heading = `Act now ${uniqueWord(info, 'cta')}`;
  await added.getByRole('textbox', { name: 'Heading' }).fill(heading);
  await added.getByRole('textbox', { name: 'Link label' }).fill('Write to us');
  await added.getByRole('textbox', { name: 'Link URL' }).fill('/contact');
  await added.getByRole('button', { name: 'Move Call to action up' }).click();
  await expect(blocks.getByRole('group', { name: `Call to action ${before.length}` })).toBeVisible();
  await expect(blocks.getByRole('group', { name: `Call to action ${before.length}` }).getByRole('textbox', { name: 'Heading' })).toHaveValue(heading);
  await save(page);

  const saved = (await frontMatter(entry.file)).blocks as ({ id: string; type: string; enabled?: boolean } & Record<string, unknown>)[];
  expect(saved.map((b) => b.type)).toEqual([...before.slice(0, -1).map((b) => b.type), 'call_to_action', before.at(-1)!.type]);
  expect(saved.at(-2)).toMatchObject({ type: 'call_to_action', enabled: true, heading });
  expect(saved.at(-2)!.id).toMatch(/^[A-Za-z0-9]{8}$/);
  expect(saved.filter((b) => b.type !== 'call_to_action').map((b) => b.id)).toEqual(before.map((b) => b.id));

  // The drag handle moves it by keyboard too (Space, an arrow key, Space), saying each step to a screen reader.
  const count = before.length + 1;
  const said = (text: string, timeout?: number) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1, { timeout });
  await blocks.getByRole('button', { name: `Drag to reorder Call to action (${before.length} of ${count})` }).focus();
  await page.keyboard.press('Space');
  await said(`Picked up Call to action ${before.length}, position ${before.length} of ${count}.`);
  // dnd-kit measures the list just after the pick-up, and an arrow key pressed before that is
  // lost (a loaded CI machine was that quick). The set is one above the last place, so a press
  // that did arrive leaves any further one nothing to do.
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await said(`Call to action ${before.length} is over position ${count} of ${count}.`, 1_000);
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await said(`Call to action ${before.length} dropped at position ${count} of ${count}.`);
  const moved = blocks.getByRole('group', { name: `Call to action ${before.length + 1}` });
  await expect(moved.getByRole('textbox', { name: 'Heading' })).toHaveValue(heading);
  await moved.getByRole('button', { name: 'Remove Call to action' }).click();
  const confirm = moved.getByRole('group', { name: 'Remove Call to action?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Nothing is gone before the editor confirms.
  await expect(moved).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove Call to action' }).click();
  await expect(blocks.getByRole('group', { name: /^Call to action/ })).toHaveCount(0);
  await save(page);
  expect(((await frontMatter(entry.file)).blocks as { id: string }[]).map((b) => b.id)).toEqual(before.map((b) => b.id));

  await removeEntry(page.request, baseURL!, 'products', entry);
});

test('an assets field: the chosen image with its thumbnail, another one chosen in the browser dialog, the categories by their titles', async ({ page, baseURL }, info) => {
  await signIn(page, 'admin', '/cp/collections/news');
  const entry = await ownCopy(page, baseURL!, info, 'news', 'news-ibc-2026-recap', { prefix: 'Fields' });
  await page.goto(entry.url);

  const chosen = page.getByRole('list', { name: 'Image: chosen' });
  await expect(chosen).toContainText('ibc-2026-recap.jpg');
  // The thumbnail (decorative: the file name beside it says what it is) has loaded.
  await expect.poll(() => chosen.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('list', { name: 'News categories: chosen' })).toContainText('Events');

  await page.getByRole('button', { name: 'Browse Image' }).click();
  const browser = page.getByRole('dialog', { name: 'Choose an asset' });
  await browser.getByRole('button', { name: 'Folder news' }).click();
  await expect(browser.getByRole('button', { name: 'Up one folder' })).toBeVisible();
  await expectNoAxeViolations(page, 'the asset browser');
  await browser.getByRole('button', { name: 'Choose bridge-a2-launch.jpg' }).click();
  await expect(browser).toBeHidden();
  await expect(page.getByRole('button', { name: 'Browse Image' })).toBeFocused();
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen).toContainText('bridge-a2-launch.jpg');
  await save(page);
  expect((await frontMatter(entry.file)).image).toBe('news/bridge-a2-launch.jpg');

  // Remove takes it out of the form (a news article needs an image: not saved so).
  await chosen.getByRole('button', { name: 'Remove news/bridge-a2-launch.jpg' }).click();
  await expect(chosen).toHaveCount(0);
  await expect(unsaved(page)).toBeVisible();

  await removeEntry(page.request, baseURL!, 'news', entry);
});
