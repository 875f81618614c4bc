import { describe, expect, it } from 'vitest';
import { regionOf } from './sites.config';

describe('regionOf', () => {
  it.each([
    ['ja_JP', 'JP'],
    ['de_DE', 'DE'],
    ['zh-cn', 'CN'],
    ['en', null],
    ['zh_Hans', null],
    ['', null],
  ])('%s → %s', (locale, region) => {
    expect(regionOf(locale)).toBe(region);
  });
});
