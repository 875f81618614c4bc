import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml, escapeScriptData, PageTemplate } from './templates';

const SENTINEL = { path: '/de/_sentinel', nonce: 'NONCE0000000000000000==' };

describe('page templates', () => {
  // As React Router writes its data: a turbo-stream chunk (JSON) as a JSON string, HTML-escaped.
  const chunk = (path: string) => JSON.stringify(JSON.stringify(['ErrorResponse', `Page not found: ${path}`])).replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const page = (v: { path: string; nonce: string }) =>
    `<html><head><script nonce="${v.nonce}">x</script></head><body><p>${escapeHtml(`Seite nicht gefunden: ${v.path}`)}</p>` +
    `<script nonce="${v.nonce}">stream.enqueue(${chunk(v.path)})</script></body></html>`;

  it('fill gives what the page rendered for that path and nonce would be', () => {
    const template = PageTemplate.split(page(SENTINEL), 404, SENTINEL)!;
    for (const path of ['/de/wp-admin/setup-config.php', '/de/a&b%3Cscript%3E', `/de/${'x'.repeat(1990)}`, '/de/"quoted"\'s<>']) {
      const values = { path, nonce: 'r4nd0mN0nce+/AAAAAAAAA==' };
      expect(template.fill(values, 'identity').toString()).toBe(page(values));
    }
    expect(template.status).toBe(404);
  });

  it('is refused when the sentinel shows in a form it cannot fill, and when a probe render differs', () => {
    expect(PageTemplate.split(`${page(SENTINEL)}<a href="${encodeURIComponent(SENTINEL.path)}">`, 404, SENTINEL)).toBeNull();
    const template = PageTemplate.split(page(SENTINEL), 404, SENTINEL)!;
    const probe = { path: '/de/a&b', nonce: 'N2' };
    expect(template.verified(probe, page(probe))).toBe(template);
    expect(template.verified(probe, page(probe).replace('&amp;', '&'))).toBeNull();
  });

  it('escapes text as React does', () => {
    const text = `/a&b<c>"d'e`;
    expect(escapeHtml(text)).toBe(renderToStaticMarkup(<p>{text}</p>).slice(3, -4));
  });

  it('escapes data-script strings so the script stays one script and parses back to the path', () => {
    const path = '/a&b</script><script>alert(1)</script>\u2028"\\';
    const escaped = escapeScriptData(path);
    expect(escaped).not.toMatch(/[<>&\u2028]/);
    // The chunk is a JSON string holding a JSON string.
    expect(JSON.parse(`"${JSON.parse(`"${escaped}"`) as string}"`)).toBe(path);
  });
});
