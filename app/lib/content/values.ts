import type { Img } from '../shell';
import { AssetSchema, type Asset } from './schemas';

/** Small readers for loosely typed API values; each returns a safe default instead of throwing. */

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function optStr(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
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
