import { Hono } from 'hono';
import { createContentApi } from '../../../api/app';
import { OverlayFileCache } from '../../../api/store/overlay';
import { ContentStore } from '../../../api/store/store';
import type { ContentClient } from '../../../app/lib/content/client.server';
import { localContentClient } from '../../content';
import type { Render } from '../../pages/renderer';
import type { Preview } from './previews';

/** A desktop browser's request, as prerendering sends it: the page visitors get, not a crawler's. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

export interface PreviewRenderOptions {
  /** The content root's store: the preview reads every other file through its cache. */
  store: ContentStore;
  siteUrl: string;
  /** The public site's renderer over a given content client (server/pages/renderer.ts). */
  renderer: (content: ContentClient) => Render;
}

export type PreviewOutcome = { status: 'rendered'; response: Response } | { status: 'no-page'; reason: string };

/**
 * The real page (same route, components and CSS) of an item as it would be after a save:
 * the content index over the unsaved file, the public renderer reading it, no scripts.
 * A draft is previewed as if published: that is what the editor wants to see.
 */
export async function renderPreview(preview: Preview, token: string, { store, siteUrl, renderer }: PreviewRenderOptions): Promise<PreviewOutcome> {
  const data = { ...preview.file.data, published: true };
  const overlay = new OverlayFileCache(store.files, new Map([[preview.file.rel, { rel: preview.file.rel, data, ...(preview.file.body !== undefined ? { body: preview.file.body } : {}) }]]), new Set(preview.removed));
  const overlayStore = new ContentStore(store.root, { files: overlay, report: () => {} });
  const index = await overlayStore.index();
  const entry = [...index.entries.values()].find((e) => e.file === preview.file.rel);
  if (!entry) return { status: 'no-page', reason: 'The item could not be read as it would be saved.' };
  if (!entry.url) return { status: 'no-page', reason: 'This collection has no pages of its own: there is nothing to preview.' };
  const api = new Hono().route('/api', createContentApi({ store: overlayStore, siteUrl }));
  const content = localContentClient(api, async () => `preview.${token}`);
  const request = new Request(new URL(entry.url, siteUrl), { headers: { 'User-Agent': USER_AGENT } });
  return { status: 'rendered', response: await renderer(content)(request, { preview: true }) };
}
