import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';
const AVAILABLE: Encoding[] = ['br', 'gzip', 'identity'];

// Browsers send a handful of distinct Accept-Encoding values: remember the choice per value.
const chosen = new Map<string, Encoding>();
const MAX_REMEMBERED = 256;

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
