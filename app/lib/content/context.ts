import { createContext, type RouterContext } from 'react-router';
import type { ContentClient } from './client.server';

/**
 * Per-request services the server provides to loaders (server/app.ts). The server and the
 * React Router build each load this module (the build through Vite), so the context keys
 * live on globalThis under registered symbols: both copies must share one key.
 */
function sharedContext<T>(name: string, defaultValue?: T): RouterContext<T> {
  const key = Symbol.for(`kairotone.${name}`);
  const registry = globalThis as unknown as Record<symbol, RouterContext<T> | undefined>;
  return (registry[key] ??= createContext<T>(defaultValue));
}

/** The content client (in-process store or CONTENT_API_URL). */
export const contentContext = sharedContext<ContentClient>('contentContext');

/** The site's public origin (`PUBLIC_SITE_URL`), for canonical URLs, feeds and the sitemap. */
export const originContext = sharedContext<string>('originContext');

/**
 * How to render this request (app/entry.server.tsx): the Content-Security-Policy nonce for
 * inline scripts (none when prerendering: those pages allow their scripts by hash), and
 * whether to wait for the whole page before sending (prerendering) or stream. A preview (the
 * control panel's, of unsaved content) is the page without any script: it is looked at, not used.
 */
export const renderContext = sharedContext<{ nonce?: string; complete: boolean; preview?: boolean }>('renderContext', { complete: false });

/** Settings for third-party embeds, from the server's environment (server/env.ts). */
export interface EmbedSettings {
  /** The reseller map's Google Maps settings; null without a MAPS_API_KEY (the list alone). */
  maps: { apiKey: string; mapId: string; retries: number } | null;
  /** Origins the newsletter snippet's iframe may come from (NEWSLETTER_FORM_ORIGINS); site paths always may. */
  newsletterOrigins: readonly string[];
}

export const embedsContext = sharedContext<EmbedSettings>('embedsContext', { maps: null, newsletterOrigins: [] });
