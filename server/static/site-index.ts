import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `build/site.json`: what `npm run build` produced, for the server (not public). Written by
 * scripts/build.ts, read by server/static/files.ts.
 */
export interface SiteIndex {
  /** Build id, also the name of `builds/meta/{id}.json`. */
  id: string;
  /** Build time, ms since the epoch. */
  timestamp: number;
  /** PUBLIC_SITE_URL the pages were rendered for (their canonical and hreflang links). */
  siteUrl: string;
  pages: PageRecord[];
  /** Paths a content redirect rule covers: never prerendered, the rule answers them. */
  redirected: string[];
  /** This build and the ones before it whose assets are kept (newest first). */
  history: BuildRecord[];
}

export interface PageRecord {
  /** Request path, with the query its route reads for the pages that have one (`/news?filter=events`). */
  path: string;
  /** The query parameters the page's route reads (PageHandle.searchParams); any other is ignored. */
  reads?: string[];
  /** File under `client/`. */
  file: string;
  contentType: string;
  /** CSP hashes of the inline scripts (HTML pages). */
  scriptHashes: string[];
  /** Its cache tags (server/cache/tags.ts), the payload's too: what it was made from. */
  tags?: string[];
  data?: { path: string; file: string; contentType: string };
}

export interface BuildRecord {
  id: string;
  timestamp: number;
  /** File names under `client/assets/` the build references. */
  assets: string[];
}

export const SITE_INDEX_FILE = 'site.json';

/** The index of the build in `buildDir`, or undefined when there is none (or it is unreadable). */
export function readSiteIndex(buildDir: string): SiteIndex | undefined {
  const file = path.join(buildDir, SITE_INDEX_FILE);
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteIndex) : undefined;
  } catch {
    return undefined;
  }
}
