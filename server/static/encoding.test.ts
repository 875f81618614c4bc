import { describe, expect, it } from 'vitest';
import { pickEncoding } from './encoding';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    ['*', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
  ] as const)('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
    // Asked twice, the remembered answer is the same.
    expect(pickEncoding(header)).toBe(expected);
  });

  it('no header at all means identity', () => {
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
