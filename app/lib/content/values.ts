import type { Img } from '../shell';
import { AssetSchema, type Asset } from './schemas';

/** Small readers for loosely typed API values; each returns a safe default instead of throwing. */

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function optStr(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A link target content may use: a site path (`/where-to-buy`, not `//host` or `/\host`),
 * an in-page anchor, or an absolute http(s), mailto or tel URL. Anything else is null:
 * `javascript:`, `data:` and `vbscript:` URLs run or show a document the site did not make,
 * and React only replaces the first kind (with a `javascript:` URL of its own).
 */
export function safeUrl(value: unknown, schemes: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:']): string | null {
  const url = optStr(value)?.trim();
  // eslint-disable-next-line no-control-regex
  if (!url || /[\u0000-\u001f\u007f]/.test(url)) return null;
  if (url.startsWith('/') || url.startsWith('#')) return /^\/[/\\]/.test(url) ? null : url;
  try {
    return schemes.includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

/** An asset field from the API (a single asset, or the first of a list), or null. */
export function toAsset(value: unknown): Asset | null {
  const parsed = AssetSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : null;
}

/** An asset object from the API as an image the UI can render (alt text in the page's language). */
export function toImg(value: unknown): Img | null {
  const asset = toAsset(value);
  if (!asset) return null;
  const { url, alt, width, height } = asset;
  return { url, alt: alt ?? '', ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
