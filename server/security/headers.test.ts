import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, controlPanelCsp, createNonce, cspHash, nonceCsp, pageCsp, RESOURCE_CSP, resourceCsp, type SecurityConfig } from './headers';

const config: SecurityConfig = { PUBLIC_SITE_URL: 'http://localhost:3000', NEWSLETTER_FORM_ORIGINS: [], VIDEO_EMBED_ORIGINS: ['https://www.youtube-nocookie.com'], MAPS_API_KEY: undefined };
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d === name || d.startsWith(`${name} `));

describe('pageCsp', () => {
  it('scripts: this site plus a nonce, or plus hashes; never unsafe-inline', () => {
    expect(directive(pageCsp(config, { nonce: 'abc' }), 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(pageCsp(config, { hashes: ['sha256-x', 'sha256-y'] }), 'script-src')).toBe("script-src 'self' 'sha256-x' 'sha256-y'");
    expect(pageCsp(config, { nonce: 'abc' })).not.toContain('unsafe-inline');
  });

  it('frames from this site and the configured hosts only; maps hosts only with a key', () => {
    const csp = pageCsp({ ...config, NEWSLETTER_FORM_ORIGINS: ['https://forms.example.com'] }, { nonce: 'n' });
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://forms.example.com https://www.youtube-nocookie.com");
    expect(csp).not.toContain('googleapis');
    const maps = pageCsp({ ...config, MAPS_API_KEY: 'key-1234567890' }, { nonce: 'n' });
    expect(directive(maps, 'script-src')).toBe("script-src 'self' 'nonce-n' https://maps.googleapis.com https://maps.gstatic.com");
    expect(directive(maps, 'connect-src')).toBe("connect-src 'self' https://*.googleapis.com https://*.google.com https://*.gstatic.com");
    // Maps inserts <style> elements: inline styles with a key, inline scripts never.
    expect(directive(maps, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com");
    expect(directive(maps, 'script-src')).not.toContain('unsafe');
  });

  it('forms post to this site and, for the newsletter without JavaScript, to the signup form hosts only', () => {
    expect(directive(pageCsp(config, { nonce: 'n' }), 'form-action')).toBe("form-action 'self'");
    const csp = pageCsp({ ...config, NEWSLETTER_FORM_ORIGINS: ['https://forms.example.com'] }, { nonce: 'n' });
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://forms.example.com");
  });

  it('inline styles only for development (Vite injects CSS as <style>)', () => {
    expect(directive(pageCsp(config, { nonce: 'n' }), 'style-src')).toBe("style-src 'self'");
    expect(directive(pageCsp({ ...config, devInlineStyles: true }, { nonce: 'n' }), 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('over https: insecure requests upgraded and HSTS; over http neither', () => {
    expect(pageCsp(config, { nonce: 'n' })).not.toContain('upgrade-insecure-requests');
    expect(baseSecurityHeaders(config)['Strict-Transport-Security']).toBeUndefined();
    const https = { ...config, PUBLIC_SITE_URL: 'https://www.kairotone.example' };
    expect(pageCsp(https, { nonce: 'n' })).toContain('upgrade-insecure-requests');
    expect(baseSecurityHeaders(https)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('cspHash', () => {
  it('is the base64 sha256 of the exact text, as browsers compute it', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('createNonce', () => {
  it('gives 128-bit base64 nonces, none twice, across refills of its random pool', () => {
    const nonces = Array.from({ length: 2000 }, () => createNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('nonceCsp', () => {
  it('is pageCsp with the given nonce', () => {
    const config = { PUBLIC_SITE_URL: 'https://www.example.com', NEWSLETTER_FORM_ORIGINS: ['https://forms.example.com'], VIDEO_EMBED_ORIGINS: [], MAPS_API_KEY: undefined };
    const nonce = createNonce();
    expect(nonceCsp(config)(nonce)).toBe(pageCsp(config, { nonce }));
  });
});

describe('controlPanelCsp', () => {
  it('scripts from this site only, styles by nonce, never framed; https upgrades', () => {
    expect(controlPanelCsp({ PUBLIC_SITE_URL: 'http://localhost:3000' }, 'abc')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-abc'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'",
    );
    const secure = controlPanelCsp({ PUBLIC_SITE_URL: 'https://www.example.com' }, 'abc');
    expect(secure).toMatch(/; upgrade-insecure-requests$/);
    expect(secure).not.toContain('unsafe');
  });
});

describe('resourceCsp', () => {
  it('lets the browser style its own viewer of a raster image; SVG and everything else run nothing', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']) {
      expect(directive(resourceCsp(type), 'style-src')).toBe("style-src 'unsafe-inline'");
      expect(resourceCsp(type)).toContain('sandbox');
      expect(resourceCsp(type)).not.toContain('script-src');
    }
    for (const type of ['image/svg+xml', 'application/json', 'text/javascript', 'application/octet-stream']) expect(resourceCsp(type)).toBe(RESOURCE_CSP);
  });
});
