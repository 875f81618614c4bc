/**
 * What a page route declares about itself in its `handle` export, for the server to decide
 * without rendering (server/pages/): which query parameters change what the page shows, and
 * whether the page exists only where a content entry has its URL.
 */
export interface PageHandle {
  /**
   * The query parameters the page reads. Any other parameter (`utm_*`, `gclid`, `fbclid`, a
   * refresh's `t`…) changes nothing the page shows, so it never causes a render of its own.
   */
  searchParams?: readonly string[];
  /**
   * The collections whose entries this route shows: without an entry of one of them at the
   * URL the page is a 404 (`Page not found: {path}`), answered from a prebuilt page.
   */
  collections?: readonly string[];
}

const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

/** A route's `:slug`: letters, digits, dots, dashes and underscores, at most 200 (else the route's validation fails). */
export function isValidSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug.length <= 200 && SLUG.test(slug);
}

/** A route module's handle as a PageHandle (an absent or foreign handle declares nothing). */
export function pageHandle(module: { handle?: unknown }): PageHandle {
  const handle = module.handle;
  return handle !== null && typeof handle === 'object' ? (handle as PageHandle) : {};
}
