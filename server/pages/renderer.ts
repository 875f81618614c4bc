import { RouterContextProvider, type RequestHandler } from 'react-router';
import { createContentClient, type ContentClient } from '../../app/lib/content/client.server';
import { contentContext, embedsContext, originContext, renderContext, type EmbedSettings } from '../../app/lib/content/context';
import { unavailableAs503 } from '../../app/lib/content/unavailable.server';
import type { Site } from '../../api/sites';
import { splitLanguage } from '../../app/lib/routing/redirects';
import { recordingClient } from '../cache/recording';
import { tagHeaders, type CacheTag } from '../cache/tags';
import type { Env } from '../env';

export interface RenderOptions {
  /** CSP nonce for the inline scripts; without one the page is whole and its scripts are allowed by hash (kept pages). */
  nonce?: string;
  /** Wait for the whole page (templates are split from it). */
  complete?: boolean;
  /** Render as if the content API were down (the 503 page). */
  contentDown?: boolean;
  /** The control panel's preview: the page without scripts (app/root.tsx). */
  preview?: boolean;
}

/** React Router's render of a request, with the server's per-request context. */
export type Render = (request: Request, options: RenderOptions) => Promise<Response>;

/**
 * A render of a request by React Router with what pages read from the context: the content
 * (failing calls turned into the 503 page), the public origin, the embeds' settings and how
 * to render (nonce, whole page). The same on the server's loop and in its render threads.
 */
export function createRenderer({ env, handler, content, sites }: { env: Env; handler: RequestHandler; content: ContentClient; sites: readonly Site[] }): Render {
  const embeds: EmbedSettings = {
    maps: env.MAPS_API_KEY ? { apiKey: env.MAPS_API_KEY, mapId: env.MAPS_MAP_ID, retries: env.MAPS_LOAD_RETRIES } : null,
    newsletterOrigins: env.NEWSLETTER_FORM_ORIGINS,
  };
  const pageContent = unavailableAs503(content);
  // What pages see while the content API is down: every call fails at once (the 503 page).
  const downContent = unavailableAs503(createContentClient(() => Promise.reject(new Error('content API down'))), () => {});
  const memoTags = new Map<string, CacheTag[]>();
  return async (request, options) => {
    const context = new RouterContextProvider();
    // What the render reads becomes its cache tags (server/cache/tags.ts).
    const site = siteOfPath(sites, new URL(request.url).pathname);
    const tags = new Set<CacheTag>();
    context.set(contentContext, options.contentDown ? downContent : recordingClient(pageContent, tags, memoTags, site));
    context.set(originContext, env.PUBLIC_SITE_URL);
    context.set(embedsContext, embeds);
    const preview = options.preview ? { preview: true } : {};
    context.set(renderContext, options.nonce === undefined ? { complete: true, ...preview } : { nonce: options.nonce, complete: options.complete === true, ...preview });
    const response = await handler(request, context);
    if (!options.preview && !options.contentDown) for (const [name, value] of Object.entries(tagHeaders(tags, site))) response.headers.set(name, value);
    return response;
  };
}

/** The site of a page's or payload's path (`/de.data` is the German home's payload). */
export function siteOfPath(sites: readonly Site[], pathname: string): string {
  return splitLanguage(pathname.split('?')[0]!.replace(/\.data$/, ''), sites).site.handle;
}
