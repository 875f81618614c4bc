import fc from 'fast-check';
import { apiQueryCorpus } from './api';
import { invalidEncoding } from './encoding';
import { imageModifiers } from './images';
import { cookieLanguage, localePrefix } from './locales';
import { METHODS_CORE, methods } from './methods';
import { overlong } from './overlong';
import { OPEN_REDIRECT_CORE, openRedirect } from './redirects';
import { CATEGORIES, type Category, type HostileRequest } from './shared';
import { traversal } from './traversal';

export { CATEGORIES, type Category, type HostileRequest } from './shared';

/** The seed when HOSTILE_SEED is not set: a fixed corpus unless asked for another. */
export const DEFAULT_SEED = 20_260_801;

const ARBITRARIES: Record<Category, fc.Arbitrary<HostileRequest>> = {
  traversal,
  'open-redirect': openRedirect,
  overlong,
  'invalid-encoding': invalidEncoding,
  'locale-prefix': localePrefix,
  'cookie-language': cookieLanguage,
  'api-query': apiQueryCorpus,
  'image-modifiers': imageModifiers,
  methods,
};

/**
 * Requests per category. Rendered pages (404s of hostile paths) are the slow part, at
 * 10–30 ms each on one core; the size keeps a run near a minute.
 */
export const CATEGORY_SIZES: Record<Category, number> = {
  traversal: 1_100,
  'open-redirect': 800,
  overlong: 250,
  'invalid-encoding': 700,
  'locale-prefix': 550,
  'cookie-language': 600,
  'api-query': 900,
  'image-modifiers': 500,
  methods: 450,
};

/** Requests every corpus holds whatever its seed (counted in the category's size). */
const CORES: Partial<Record<Category, readonly HostileRequest[]>> = {
  'open-redirect': OPEN_REDIRECT_CORE,
  methods: METHODS_CORE,
};

export interface CorpusEntry extends HostileRequest {
  /** Position in the corpus of its seed: `HOSTILE_ONLY=<index>` replays it alone. */
  index: number;
}

/**
 * The corpus of a seed: each category's core requests plus samples from its own seed (derived
 * from the one given, so a category's requests do not change when another's size does), then
 * interleaved in a seeded order so every batch mixes kinds of attack.
 */
export function buildCorpus(seed: number, sizes: Record<Category, number> = CATEGORY_SIZES): CorpusEntry[] {
  const all = CATEGORIES.flatMap((category, i) => {
    const core = CORES[category] ?? [];
    return [...core, ...fc.sample(ARBITRARIES[category], { seed: deriveSeed(seed, i), numRuns: Math.max(0, sizes[category] - core.length) })];
  });
  return shuffle(all, seed).map((request, index) => ({ ...request, index }));
}

/** Parses HOSTILE_SEED (any integer); the default when unset. */
export function seedFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SEED;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`HOSTILE_SEED must be an integer, not ${JSON.stringify(value)}`);
  return seed;
}

function deriveSeed(seed: number, category: number): number {
  return (seed * 31 + (category + 1) * 1_000_003) | 0;
}

/**
 * Fisher–Yates with fast-check's generator, so the order is the seed's too. Unbiased draws:
 * fast-check otherwise favours edge values (0, the maximum), which leaves runs unshuffled.
 */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = items.slice();
  const draws = fc.sample(fc.noBias(fc.integer({ min: 0, max: 2 ** 31 - 1 })), { seed, numRuns: out.length });
  for (let i = out.length - 1; i > 0; i--) {
    const j = draws[i]! % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
