import { describe, expect, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../../server/env';
import { startContentApi } from '../../tests/support/content-api';
import { createContentClient, httpTransport } from './content/client.server';
import { iframeSrc, loadShell } from './shell.server';

/** The newsletter embed: only an https URL or a site path is ever loaded; without one, "Subscribe now!" does nothing. */
describe('iframeSrc', () => {
  it('returns an https src', () => {
    expect(iframeSrc('<iframe src="https://forms.example.com/signup?lang=de" title="Signup"></iframe>')).toBe('https://forms.example.com/signup?lang=de');
    expect(iframeSrc("<IFRAME SRC='HTTPS://forms.example.com/x'></IFRAME>")).toBe('HTTPS://forms.example.com/x');
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
    expect(iframeSrc('<iframe src="http://forms.example.com/signup"></iframe>')).toBeNull();
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
