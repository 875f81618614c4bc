import type { Img } from '../shell';
import { AssetSchema } from './schemas';

/** Small readers for loosely typed API values; each returns a safe default instead of throwing. */

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function optStr(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** An asset object from the API as an image the UI can render (alt text in the page's language). */
export function toImg(value: unknown): Img | null {
  const parsed = AssetSchema.safeParse(Array.isArray(value) ? value[0] : value);
  if (!parsed.success) return null;
  const { url, alt, width, height } = parsed.data;
  return { url, alt: alt ?? '', ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
