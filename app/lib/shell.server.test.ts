import { describe, expect, it } from 'vitest';
import { iframeSrc } from './shell.server';

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
