/** Product prices from content (`EUR 249`, `EUR 1,299.00`, `249 EUR`), read and formatted on the server. */

/** A product price from content. */
export interface Price {
  /** ISO 4217 code (`EUR`). */
  currency: string;
  /** The amount with `.` as the decimal separator and no grouping (`1299.00`), as schema.org wants it. */
  amount: string;
  value: number;
}

const CODE_FIRST = /^([A-Za-z]{3})\s*([\d.,'\u00a0\u202f ]+)$/;
const CODE_LAST = /^([\d.,'\u00a0\u202f ]+?)\s*([A-Za-z]{3})$/;

/** Reads `CODE amount` or `amount CODE`; null when the text is not a price in that shape. */
export function parsePrice(raw: string | null | undefined): Price | null {
  const text = (raw ?? '').trim();
  const first = CODE_FIRST.exec(text);
  const last = first ? null : CODE_LAST.exec(text);
  const currency = (first?.[1] ?? last?.[2])?.toUpperCase();
  const number = first?.[2] ?? last?.[1];
  if (!currency || number === undefined) return null;
  const amount = normaliseAmount(number.replace(/['\u00a0\u202f ]/g, ''));
  if (amount === null) return null;
  return { currency, amount, value: Number(amount) };
}

/** `1.299,00` and `1,299.00` → `1299.00`; `249,9` → `249.9`; `1,299` → `1299` (a group of three is grouping). */
function normaliseAmount(n: string): string | null {
  if (!/^\d[\d.,]*$/.test(n) || /[.,]$/.test(n)) return null;
  const lastDot = n.lastIndexOf('.');
  const lastComma = n.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = n.split(sep);
    decimal = parts.length === 2 && parts[1]!.length !== 3 ? sep : null;
  }
  const grouping = decimal === '.' ? ',' : decimal === ',' ? '.' : /[.,]/g;
  const [int = '', frac, ...rest] = decimal ? n.split(decimal) : [n];
  if (rest.length > 0) return null;
  const whole = int.replaceAll(grouping, '');
  if (!/^\d+$/.test(whole) || (frac !== undefined && !/^\d+$/.test(frac))) return null;
  return frac === undefined ? String(Number(whole)) : `${Number(whole)}.${frac}`;
}

/**
 * `EUR 249` as the language writes it (`249 €`, `€249`; cents only when there are some);
 * text that is not a price in that shape, or whose currency Intl refuses, as written.
 */
export function formatPrice(text: string | null, lang: string): string | null {
  const price = parsePrice(text);
  if (!price) return text;
  try {
    const cents = Number.isInteger(price.value) ? 0 : 2;
    return new Intl.NumberFormat(lang, { style: 'currency', currency: price.currency, minimumFractionDigits: cents, maximumFractionDigits: 2 }).format(price.value);
  } catch {
    return text;
  }
}
