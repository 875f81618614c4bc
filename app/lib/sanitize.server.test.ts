import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize.server';

describe('sanitizeContentHtml', () => {
  it.each([
    ['drops scripts', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['drops event handlers', '<img src="/media/a.jpg" alt="x" onerror="alert(1)">', '<img src="/media/a.jpg" alt="x" />'],
    ['drops javascript: links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['drops iframes', '<p>a</p><iframe src="https://evil.example"></iframe>', '<p>a</p>'],
    ['drops styles', '<p style="position:fixed">a</p>', '<p>a</p>'],
    ['drops protocol-relative sources', '<img src="//evil.example/x.png" alt="">', '<img alt="" />'],
    ['keeps site links and mailto', '<a href="/de/kontakt">k</a> <a href="mailto:a@b.example">m</a>', '<a href="/de/kontakt">k</a> <a href="mailto:a@b.example">m</a>'],
    ['marks external links noopener', '<a href="https://example.com">e</a>', '<a href="https://example.com" rel="noopener">e</a>'],
    ['demotes h1 below the page title', '<h1>T</h1>', '<h2>T</h2>'],
    ['keeps tables and lists', '<table><tr><th scope="row">a</th><td>b</td></tr></table><ul><li>x</li></ul>', '<table><tr><th scope="row">a</th><td>b</td></tr></table><ul><li>x</li></ul>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeContentHtml(input)).toBe(expected);
  });
});
