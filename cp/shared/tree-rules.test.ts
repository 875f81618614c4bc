import { describe, expect, it } from 'vitest';
import { isSafeNodeUrl } from './tree-rules';

describe('a navigation node’s URL', () => {
  it('takes the site’s paths, anchors, http(s), mailto and tel', () => {
    for (const url of ['/support', '#top', 'https://shop.example.com/cart?x=1', 'http://example.com', 'mailto:help@example.com', 'tel:+49 30'.replace(' ', '')]) expect(isSafeNodeUrl(url), url).toBe(true);
  });

  it('refuses a user or password before the host, other sites through // or \\, and scripts', () => {
    for (const url of ['https://kairotone.com@evil.example/', 'http://a@host', 'https://user:pass@example.com', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'https://exa mple.com']) {
      expect(isSafeNodeUrl(url), url).toBe(false);
    }
    // An @ after the host (a path or query) is no user.
    expect(isSafeNodeUrl('https://example.com/@team')).toBe(true);
  });
});
