import type { ContentClient } from './content/client.server';
import { str } from './content/values';
import type { Crumb } from './structured-data.server';
import { failureMessage } from './content/unavailable.server';

/**
 * Breadcrumb steps for pages of the `pages` collection at these site paths (`/de/products`),
 * titled in their language. A path without a page (or a failed lookup) is left out.
 */
export async function pageCrumbs(content: ContentClient, paths: string[]): Promise<Crumb[]> {
  const found = await Promise.all(
    paths.map(async (path) => {
      try {
        const entry = await content.entryByUrl(path);
        return entry && entry.collection.handle === 'pages' && entry.url ? { name: str(entry.title), url: entry.url } : null;
      } catch (error) {
        console.error(`breadcrumbs: lookup of ${path} failed:`, failureMessage(error));
        return null;
      }
    }),
  );
  return found.filter((c): c is Crumb => c !== null && c.name !== '');
}
