import { describe, expect, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../../server/env';
import { startContentApi } from '../../tests/support/content-api';
import { hostileProject } from '../../tests/support/hostile-content';
import { createContentClient, httpTransport } from './content/client.server';
import type { PlainLink } from './shell';
import { iframeSrc, loadShell } from './shell.server';

/** The newsletter embed: only a site path or an https URL on an allowed origin is ever loaded; without one, "Subscribe now!" does nothing. */
describe('iframeSrc', () => {
  const ALLOWED = ['https://forms.example.com'];

  it('returns an https src on an allowed origin (NEWSLETTER_FORM_ORIGINS)', () => {
    expect(iframeSrc('<iframe src="https://forms.example.com/signup?lang=de" title="Signup"></iframe>', ALLOWED)).toBe('https://forms.example.com/signup?lang=de');
    expect(iframeSrc("<IFRAME SRC='HTTPS://Forms.Example.com/x'></IFRAME>", ALLOWED)).toBe('HTTPS://Forms.Example.com/x');
  });

  it('returns null for an https src on any other origin, or with no origins allowed', () => {
    expect(iframeSrc('<iframe src="https://evil.example/signup"></iframe>', ALLOWED)).toBeNull();
    expect(iframeSrc('<iframe src="https://forms.example.com.evil.example/x"></iframe>', ALLOWED)).toBeNull();
    expect(iframeSrc('<iframe src="https://forms.example.com:8443/x"></iframe>', ALLOWED)).toBeNull();
    expect(iframeSrc('<iframe src="https://user@evil.example/x"></iframe>', ALLOWED)).toBeNull();
    expect(iframeSrc('<iframe src="https://forms.example.com/signup"></iframe>')).toBeNull();
  });

  it('returns a site path', () => {
    expect(iframeSrc('<iframe src="/newsletter/signup?lang=en" title="Newsletter signup" width="100%" height="420" loading="lazy"></iframe>')).toBe(
      '/newsletter/signup?lang=en',
    );
  });

  it('finds the iframe inside surrounding markup and trims the src', () => {
    expect(iframeSrc('<div class="embed"><p>Sign up</p><iframe src="  /newsletter/signup  "></iframe></div>')).toBe('/newsletter/signup');
  });

  it('returns null without an iframe or without a src', () => {
    expect(iframeSrc('')).toBeNull();
    expect(iframeSrc('<p>No form yet</p>')).toBeNull();
    expect(iframeSrc('<iframe title="Signup"></iframe>')).toBeNull();
    expect(iframeSrc('<iframe src="" title="Signup"></iframe>')).toBeNull();
    expect(iframeSrc('<iframe src="   "></iframe>')).toBeNull();
  });

  it('returns null for javascript: and other schemes', () => {
    expect(iframeSrc('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(iframeSrc('<iframe src=" JavaScript:alert(1)"></iframe>')).toBeNull();
    expect(iframeSrc('<iframe src="data:text/html,<script>alert(1)</script>"></iframe>')).toBeNull();
    expect(iframeSrc('<iframe src="http://forms.example.com/signup"></iframe>', ['http://forms.example.com'])).toBeNull();
  });

  it('returns null for a protocol-relative //host or /\\host', () => {
    expect(iframeSrc('<iframe src="//evil.example/signup"></iframe>')).toBeNull();
    expect(iframeSrc('<iframe src="/\\evil.example/signup"></iframe>')).toBeNull();
  });

  it('ignores a src on other elements', () => {
    expect(iframeSrc('<img src="/media/x.jpg"><script src="/x.js"></script>')).toBeNull();
  });
});

/** SPEC.md section 8: the shop modal's data failing is stored and logged, and only the modal stays empty. */
describe('loadShell when the shop modal global fails', () => {
  it('keeps the message, logs it and leaves the rest of the shell intact', async () => {
    const api = await startContentApi(PROJECT_ROOT);
    const http = httpTransport(api.origin, 5000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const content = createContentClient((pathAndQuery) => (pathAndQuery.includes('shop_now_modal') ? Promise.reject(new Error('connection reset by peer')) : http(pathAndQuery)));
      const shell = await loadShell(content, 'de');
      expect(shell.shop).toBeNull();
      expect(shell.shopError).toContain('connection reset by peer');
      expect(logged).toHaveBeenCalledWith('shell: global shop_now_modal failed:', expect.stringContaining('connection reset by peer'));
      expect(shell.main.length).toBeGreaterThan(0);
      expect(shell.cta).not.toBeNull();
    } finally {
      logged.mockRestore();
      await api.close();
    }
  });

  it('has no message when the global loads', async () => {
    const api = await startContentApi(PROJECT_ROOT);
    try {
      const shell = await loadShell(createContentClient(httpTransport(api.origin, 5000)), 'en');
      expect(shell.shop).not.toBeNull();
      expect(shell.shopError).toBeNull();
    } finally {
      await api.close();
    }
  });
});

/** Links from navigations and globals (tests/fixtures/hostile-content): only site paths and http(s), mailto or tel URLs. */
describe('loadShell on hostile content', () => {
  const withChildren = (link: PlainLink): PlainLink[] => [link, ...link.children.flatMap(withChildren)];

  it.each(['en', 'jp'])('drops javascript:, data:, vbscript: and protocol-relative links (%s), keeping the items and their text', async (site) => {
    const project = hostileProject();
    const api = await startContentApi(project.root);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const shell = await loadShell(createContentClient(httpTransport(api.origin, 5000)), site);
      const nav = [...shell.main, ...shell.footer, ...shell.meta].flatMap(withChildren);
      const urls = [
        ...nav.map((link) => link.url),
        ...shell.social.map((link) => link.url),
        shell.shop?.localLink ?? null,
        shell.shop?.shopLink ?? null,
        ...(shell.cta?.links ?? []).map((link) => link.url),
      ].filter((url): url is string => url !== null);
      expect(urls.length).toBeGreaterThan(10);
      for (const url of urls) expect(url, url).toMatch(/^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i);

      // The poisoned nodes are still there, as text without a link.
      const poisoned = nav.filter((link) => link.id.startsWith('hostile-') && link.id !== 'hostile-main-page' && link.id !== 'hostile-main-group');
      expect(poisoned.map((link) => link.id).sort()).toEqual(
        ['hostile-footer-column', 'hostile-footer-js', 'hostile-footer-protocol-relative', 'hostile-footer-vbscript', 'hostile-main-child-data', 'hostile-main-child-js', 'hostile-main-js', 'hostile-meta-data', 'hostile-meta-js'],
      );
      for (const link of poisoned) expect(link, link.id).toMatchObject({ url: null, external: false });
      expect(shell.social.map((link) => link.label)).toEqual(['Instagram']);
      expect(shell.shop).toMatchObject({ localLink: null, shopLink: null });
      expect(shell.cta?.links).toEqual([]);
      expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^shell: dropped the navigation item "hostile-main-js" link "javascript:/));
    } finally {
      warned.mockRestore();
      await api.close();
      project.remove();
    }
  });
});
