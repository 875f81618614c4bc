import path from 'node:path';
import { IMAGE_EXT } from '../store/assets';
import type { ContentIndex } from '../store/types';

/**
 * What is not written yet: a page, term or alt text some language does not have. These are
 * warnings, never errors, because the control panel's everyday actions leave them behind (an
 * upload has `data: {}`, a new entry or term exists in one site until it is translated) and
 * what the panel accepts the build must accept (decision 038, 4). The site shows such content
 * with a fallback, so nothing breaks while it is incomplete:
 *
 * - an entry without a localization in a site has no page there: that site's lists, feed and
 *   sitemap leave it out, and its language menu links to that language's home;
 * - a term without one shows the default site's title;
 * - an image without an alt text in a site shows the default site's, and without any is
 *   rendered as decorative (`alt=""`): the site never makes one up.
 */
export function incompleteContent(index: ContentIndex, hasSchema: (collection: string) => boolean, warn: (file: string, field: string | undefined, message: string) => void): void {
  for (const entry of index.entries.values()) {
    const collection = index.collections.get(entry.collection);
    if (!collection || entry.originId || !hasSchema(entry.collection)) continue;
    for (const site of collection.sites) {
      if (!index.localizations.has(`${site}\u0000${entry.id}`)) warn(entry.file, undefined, `no localization in site "${site}" yet: the entry has no page in that language`);
    }
  }

  for (const term of index.terms) {
    if (!term.localized) warn(term.file, `localizations.${term.site}`, `no localization for site "${term.site}": the title falls back to the default language`);
  }

  const siteHandles = index.sites.map((s) => s.handle);
  for (const [key, meta] of index.assets.meta) {
    const [container, assetPath] = key.split('::') as [string, string];
    // Only an image has an alt text: a PDF or a ZIP is linked by its entry's own text.
    if (!IMAGE_EXT.test(assetPath)) continue;
    const dir = index.assets.containers.get(container)?.dir ?? 'public/media';
    const file = `${dir}/${path.posix.dirname(assetPath) === '.' ? '' : path.posix.dirname(assetPath) + '/'}.meta/${path.posix.basename(assetPath)}.yaml`;
    const present = (field: string) => typeof meta.data[field] === 'string' && (meta.data[field] as string).trim() !== '';
    const shown = present('alt') ? `the "${index.defaultSite.handle}" one is shown` : 'the image is shown as decorative (alt="")';
    for (const site of siteHandles) {
      const field = site === index.defaultSite.handle ? 'alt' : `alt_${site}`;
      if (!present(field)) warn(file, `data.${field}`, `alt text missing for site "${site}": ${field === 'alt' ? 'the image is shown as decorative (alt="")' : shown}`);
    }
  }
}
