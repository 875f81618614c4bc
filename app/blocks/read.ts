import { list, optStr, record, safeUrl, toImg } from '../lib/content/values';
import type { Img } from '../lib/shell';
import type { LinkView } from './types';

/** Defensive readers for block fields as the API sends them; a reader that cannot use a value throws Malformed. */

/** A reference to another entry as the API sends it: a shallow entry, or (from APIs that do not augment) a bare id. */
export interface Ref {
  id: string;
  title: string | null;
  url: string | null;
  bare: boolean;
}

/** A block that cannot be shown; the message says why (logged, then the block is skipped). */
export class Malformed extends Error {}

export function warn(what: string, why: string): void {
  console.warn(`[blocks] skipped ${what}: ${why}`);
}

export function required(value: unknown, field: string): string {
  const s = optStr(value);
  if (s === null) throw new Malformed(`${field} is missing or empty`);
  return s.trim();
}

export function text(value: unknown): string | null {
  return optStr(value)?.trim() ?? null;
}

/** Text that content may also write as a number (`value: 38`). */
export function textOrNumber(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);
}

export function oneOf<T extends string>(options: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : null;
}

export function nonEmpty<T>(items: T[], field: string): T[] {
  if (items.length === 0) throw new Malformed(`${field} has no usable items`);
  return items;
}

export function link(labelValue: unknown, urlValue: unknown, field: string): LinkView | null {
  const label = text(labelValue);
  const url = safeUrl(urlValue);
  if (label && optStr(urlValue) && !url) console.warn(`[blocks] dropped the ${field} link ${JSON.stringify(urlValue)}: not a site path or http(s) URL`);
  return label && url ? { label, url } : null;
}

export function images(value: unknown): Img[] {
  return list(value).map(toImg).filter((img): img is Img => img !== null);
}

export function refs(value: unknown): Ref[] {
  return list(value).flatMap((item): Ref[] => {
    if (typeof item === 'string' && item.trim()) return [{ id: item.trim(), title: null, url: null, bare: true }];
    const entry = record(item);
    const id = optStr(entry.id);
    return id ? [{ id, title: text(entry.title), url: safeUrl(entry.url), bare: false }] : [];
  });
}

export function number(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}
