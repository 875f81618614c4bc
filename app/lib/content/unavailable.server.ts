import { data } from 'react-router';
import { ContentApiError, type ContentClient } from './client.server';

/** What a page the content API could not serve answers (the error page shows its own, translated, text). */
export const CONTENT_UNAVAILABLE = 'Service Unavailable';

/**
 * The content client as loaders see it on the server: a content API that is down, too slow or
 * answering nonsense makes the route fail with 503 (the error page, and `Retry-After` from
 * server/app.ts), not with the 500 of a bug, so caches and crawlers come back later. The
 * detail is logged here; the visitor gets none of it (it names the API's paths).
 */
export function unavailableAs503(client: ContentClient, log: (message: string) => void = (m) => console.error(m)): ContentClient {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (!(error instanceof ContentApiError)) throw error;
        log(`content unavailable: ${error.message}`);
        throw data(CONTENT_UNAVAILABLE, { status: 503, statusText: CONTENT_UNAVAILABLE });
      }
    };
  return {
    entryByUrl: guard(client.entryByUrl),
    entry: guard(client.entry),
    entries: guard(client.entries),
    navTree: guard(client.navTree),
    global: guard(client.global),
    terms: guard(client.terms),
    version: client.version,
    memo: client.memo,
  };
}

/** The text of a failure a loader caught to degrade gracefully: an Error's message, or a route error's text (see above). */
export function failureMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error !== null && typeof error === 'object' && 'data' in error) return String(error.data);
  return String(error);
}
