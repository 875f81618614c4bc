import { crc32, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, fixedPart, joinGzip, joinText } from './gzip-parts';

describe('a gzip stream from parts compressed once and values between them', () => {
  it('gunzips to exactly the joined text, whatever the parts and values', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { minLength: 1, maxLength: 6 }), fc.array(fc.string({ maxLength: 80 }), { maxLength: 6 }), (texts, raw) => {
        const parts = texts.map(fixedPart);
        const values = raw.slice(0, parts.length - 1).map((v) => Buffer.from(v));
        while (values.length < parts.length - 1) values.push(Buffer.from('x'));
        const text = joinText(parts, values);
        expect(gunzipSync(joinGzip(parts, values)).equals(text)).toBe(true);
      }),
      { numRuns: 200, seed: 15 },
    );
  });

  it('holds values longer than one stored block (64 KB) and a 40 KB page', () => {
    const page = '<p>Page not found: </p>'.repeat(2000);
    const parts = [fixedPart(page), fixedPart(page)];
    const value = Buffer.from('a'.repeat(70_000));
    const gz = joinGzip(parts, [value]);
    expect(gunzipSync(gz).toString()).toBe(page + value.toString() + page);
    // The fixed parts stay compressed: far smaller than the text.
    expect(gz.length).toBeLessThan(value.length + page.length / 5);
  });
});

describe('crc32Combine', () => {
  it('gives the CRC-32 of a concatenation from its parts\' CRCs, as zlib computes it over the whole', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
      }),
    );
  });
});
