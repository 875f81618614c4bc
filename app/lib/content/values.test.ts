import { describe, expect, it } from 'vitest';
import { safeUrl } from './values';

/** Link targets from content: what a link may point at, whatever an editor typed. */
describe('safeUrl', () => {
  it.each([
    ['a site path', '/where-to-buy', '/where-to-buy'],
    ['an anchor', '#specs', '#specs'],
    ['an https URL', 'https://shop.kairotone.example/jp', 'https://shop.kairotone.example/jp'],
    ['mailto and tel', 'mailto:hello@kairotone.example', 'mailto:hello@kairotone.example'],
    ['a value with surrounding spaces, trimmed', '  /news  ', '/news'],
  ])('keeps %s', (_name, value, expected) => {
    expect(safeUrl(value)).toBe(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['javascript: after whitespace', ' \tjavascript:alert(1)'],
    ['javascript: split by a control character', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a protocol-relative host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example/x'],
    ['not a URL', 'java&#x09;script:alert(1)'],
    ['no string', 42],
    ['an empty string', '   '],
  ])('drops %s', (_name, value) => {
    expect(safeUrl(value)).toBeNull();
  });

  it('takes the schemes a field allows', () => {
    expect(safeUrl('mailto:a@b.example', ['https:', 'http:'])).toBeNull();
    expect(safeUrl('https://a.example', ['https:', 'http:'])).toBe('https://a.example');
  });
});
