import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';
const AVAILABLE: Encoding[] = ['br', 'gzip', 'identity'];

// Browsers send a handful of distinct Accept-Encoding values: remember the choice per value.
const chosen = new Map<string, Encoding>();
const MAX_REMEMBERED = 256;

/** Below this many bytes compression saves less than it costs (the threshold of Hono's compress()). */
export const COMPRESS_FROM = 1024;

/**
 * Whether If-None-Match names the current representation: a list of tags, compared weakly
 * (RFC 9110 section 13.1.2: `W/` ignored on both sides), or `*`.
 */
export function matchesEtag(header: string, etag: string): boolean {
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/** The best encoding the client accepts of those `available` (brotli, then gzip), by RFC 9110 rules including `q=0`. */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = AVAILABLE): Encoding {
  const header = acceptEncoding ?? '';
  const key = available === AVAILABLE ? header : `${available.join()}\n${header}`;
  const known = chosen.get(key);
  if (known) return known;
  // Negotiator 1.x breaks ties by our preference (brotli first); its types predate that option.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as Negotiator & { encodings(available: string[], options: { preferred: string[] }): string[] };
  const encoding = (negotiator.encodings([...available], { preferred: [...available] })[0] as Encoding | undefined) ?? 'identity';
  if (chosen.size >= MAX_REMEMBERED) chosen.clear();
  chosen.set(key, encoding);
  return encoding;
}
