import { describe, expect, it } from 'vitest';
import { withLowPriorityScripts } from './script-priority.server';

const page = (head: string, body = '<p>日本語の本文</p>') => Buffer.from(`<!DOCTYPE html><html lang="ja"><head>${head}</head><body>${body}</body></html>`);

describe('withLowPriorityScripts', () => {
  it('marks every module preload in the head low priority and leaves the rest of the page byte for byte', () => {
    const html = page(
      '<link rel="preload" as="image" fetchPriority="high" href="/hero.webp"/><title>ニュース</title><link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/framework.js"/><link rel="stylesheet" href="/assets/app.css"/>',
      '<link rel="modulepreload" href="/in-body.js"/><p>本文</p>',
    );
    const out = withLowPriorityScripts(html).toString('utf8');
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/manifest.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/framework.js"/>');
    // The hero image keeps its high priority, the stylesheet is untouched, the body is not rewritten.
    expect(out).toContain('<link rel="preload" as="image" fetchPriority="high" href="/hero.webp"/><title>ニュース</title>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out.slice(out.indexOf('</head>'))).toBe(html.toString('utf8').slice(html.toString('utf8').indexOf('</head>')));
  });

  it('returns the same buffer for a page without module preloads or without a head', () => {
    const plain = page('<title>404</title>');
    expect(withLowPriorityScripts(plain)).toBe(plain);
    const fragment = Buffer.from('<p>no head</p>');
    expect(withLowPriorityScripts(fragment)).toBe(fragment);
  });
});
