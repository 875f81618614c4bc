import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, pickSite } from './accept-language';

const SITES = [
  { handle: 'en', lang: 'en' }, { handle: 'de', lang: 'de' }, { handle: 'fr', lang: 'fr' },
  { handle: 'es', lang: 'es' }, { handle: 'jp', lang: 'ja' }, { handle: 'zh', lang: 'zh' },
];

describe('parseAcceptLanguage', () => {
  it.each([
    ['q-values order the ranges', 'en;q=0.5, de-AT, fr;q=0.8', ['de-at', 'fr', 'en']],
    ['ties keep header order', 'fr, de', ['fr', 'de']],
    ['q=0 means not acceptable', 'de;q=0, fr', ['fr']],
    ['junk ranges are dropped', 'xx_YY, <script>, es', ['es']],
    ['an empty header is no preference', '', []],
    ['malformed q counts as 1', 'ja;q=abc, en;q=0.9', ['ja', 'en']],
  ])('%s', (_name, header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe('pickSite', () => {
  it.each([
    ['exact tag', ['de'], 'de'],
    ['by primary subtag (ja-JP → the jp site)', ['ja-jp'], 'jp'],
    ['script and region subtags (zh-Hans-CN)', ['zh-hans-cn'], 'zh'],
    ['first supported range wins', ['pt-br', 'es', 'de'], 'es'],
    ['nothing supported', ['pt', 'it'], undefined],
  ])('%s', (_name, ranges, expected) => {
    expect(pickSite(ranges, SITES)?.handle).toBe(expected);
  });
});
