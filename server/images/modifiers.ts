import { ImageError } from './errors';

/**
 * Parses the modifiers segment of `/_ipx/{modifiers}/{path}` as @nuxt/image's ipx provider
 * writes it: `key_value` pairs joined by `&` (`w_640&f_webp&q_80`), `s_WxH` when both width
 * and height are set, and `_` for none. ipx itself accepts ~30 operations and several
 * separators; we accept only what the site emits, so unknown keys and odd values are a 400
 * here instead of an ipx/sharp exception (a 500) later.
 */

/** Largest output side in px. Requests above it are scaled down, never refused (docs/decisions/008). */
export const MAX_DIMENSION = 3840;

const FORMATS: Record<string, string> = { webp: 'webp', avif: 'avif', jpeg: 'jpeg', jpg: 'jpeg', png: 'png' };
const FITS = new Set(['cover', 'contain', 'fill', 'inside', 'outside']);
// sharp's positions and gravities; ipx hands `pos` to sharp's resize unchanged.
const POSITIONS = new Set([
  'top', 'right', 'bottom', 'left', 'right top', 'right bottom', 'left bottom', 'left top', 'center', 'centre',
  'north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest', 'entropy', 'attention',
]);
// Long names @nuxt/image may write mapped to the short key ipx also understands.
const ALIASES: Record<string, string> = { format: 'f', quality: 'q', position: 'pos', background: 'b', resize: 's', width: 'w', height: 'h' };

const SIDE = /^[1-9]\d{0,8}$/;
const SIZE = /^([1-9]\d{0,8})x([1-9]\d{0,8})$/;

export interface ParsedModifiers {
  /** What ipx gets: short keys, normalized values (`jpg` → `jpeg`, sizes clamped). */
  ipx: Record<string, string>;
  /** A canonical form (sorted) for the cache key: `w_99999` and `w_3840` are one variant. */
  canonical: string;
}

export function parseModifiers(segment: string, maxDimension = MAX_DIMENSION): ParsedModifiers {
  const ipx: Record<string, string> = {};
  if (segment !== '_') {
    for (const pair of segment.split('&')) {
      const cut = pair.indexOf('_');
      if (cut <= 0) throw new ImageError(400, `Malformed modifier "${pair}": expected key_value`);
      const rawKey = pair.slice(0, cut);
      const key = ALIASES[rawKey] ?? rawKey;
      if (key in ipx) throw new ImageError(400, `Modifier "${key}" is given twice`);
      ipx[key] = normalize(key, decode(pair.slice(cut + 1)), maxDimension);
    }
  }
  if ('s' in ipx && ('w' in ipx || 'h' in ipx)) throw new ImageError(400, 'Use either s_WxH or w/h, not both');
  if ('w' in ipx && 'h' in ipx) throw new ImageError(400, 'Give width and height together as s_WxH');
  const canonical = Object.keys(ipx).sort().map((k) => `${k}_${ipx[k]}`).join('&') || '_';
  return { ipx, canonical };
}

function normalize(key: string, value: string, max: number): string {
  switch (key) {
    case 'w':
    case 'h':
      if (!SIDE.test(value)) throw invalid(key, value, 'a whole number of pixels from 1');
      return String(Math.min(Number(value), max));
    case 's': {
      const m = SIZE.exec(value);
      if (!m) throw invalid(key, value, 'WIDTHxHEIGHT, e.g. 640x480');
      const [w, h] = [Number(m[1]), Number(m[2])];
      // Scale both sides by one factor so a clamped size keeps the requested aspect ratio.
      const scale = Math.min(1, max / w, max / h);
      return `${Math.max(1, Math.round(w * scale))}x${Math.max(1, Math.round(h * scale))}`;
    }
    case 'f': {
      const format = FORMATS[value.toLowerCase()];
      if (!format) throw invalid(key, value, Object.keys(FORMATS).join(', '));
      return format;
    }
    case 'q':
      if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 100) throw invalid(key, value, 'a whole number from 1 to 100');
      return String(Number(value));
    case 'fit':
      if (!FITS.has(value)) throw invalid(key, value, [...FITS].join(', '));
      return value;
    case 'pos':
      if (!POSITIONS.has(value)) throw invalid(key, value, 'a sharp position such as center, top or attention');
      return value;
    case 'b':
      // Hex only (with or without #, which @nuxt/image percent-encodes): no colour names to parse.
      if (!/^#?([\da-f]{3}|[\da-f]{6})$/i.test(value)) throw invalid(key, value, 'a hex colour such as fff or 1a2b3c');
      return value.replace(/^#/, '').toLowerCase();
    default:
      throw new ImageError(400, `Unknown modifier "${key}"`);
  }
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ImageError(400, `Malformed percent-encoding in "${value}"`);
  }
}

function invalid(key: string, value: string, expected: string): ImageError {
  return new ImageError(400, `Invalid value "${value}" for modifier "${key}": expected ${expected}`);
}
