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
    ['keeps images from this site only', '<img src="https://evil.example/x.png" alt="a"><img src="HTTP://evil.example/y.png" alt="b"><img src="/media/a.jpg" alt="c">', '<img alt="a" /><img alt="b" /><img src="/media/a.jpg" alt="c" />'],
    ['drops data: and javascript: image sources', '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="a"><img src="javascript:alert(1)" alt="b">', '<img alt="a" /><img alt="b" />'],
    ['drops entity-encoded and mixed-case javascript: links', '<a href="JaVaScRiPt:alert(1)">a</a><a href="javascript&colon;alert(1)">b</a><a href="&#106;avascript:alert(1)">c</a><a href="java&#x09;script:alert(1)">d</a>', '<a>a</a><a>b</a><a>c</a><a>d</a>'],
    ['drops data: and vbscript: links', '<a href="data:text/html,<script>alert(1)</script>">a</a><a href="vbscript:msgbox(1)">b</a>', '<a>a</a><a>b</a>'],
    ['drops frames, objects, forms, base and meta', '<iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x"></object><embed src="x"><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><form action="javascript:alert(1)"><button formaction="javascript:alert(1)">b</button></form>', 'b'],
    ['keeps no markup out of MathML and SVG namespace tricks', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><svg><style><img src=x onerror=alert(2)></style></svg>', '<table></table>'],
    ['keeps site links and mailto', '<a href="/de/kontakt">k</a> <a href="mailto:a@b.example">m</a>', '<a href="/de/kontakt">k</a> <a href="mailto:a@b.example">m</a>'],
    ['marks external links noopener', '<a href="https://example.com">e</a>', '<a href="https://example.com" rel="noopener">e</a>'],
    ['demotes h1 below the page title', '<h1>T</h1>', '<h2>T</h2>'],
    ['keeps tables and lists', '<table><tr><th scope="row">a</th><td>b</td></tr></table><ul><li>x</li></ul>', '<table><tr><th scope="row">a</th><td>b</td></tr></table><ul><li>x</li></ul>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeContentHtml(input)).toBe(expected);
  });
});
