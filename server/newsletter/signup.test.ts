import { describe, expect, it } from 'vitest';
import { newsletterDemo } from './signup';

const app = newsletterDemo();

describe('demo newsletter form', () => {
  it('serves the form in the requested language with the email pre-filled', async () => {
    const res = await app.request('/?lang=de&email=ada%40example.com');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Kairotone-Newsletter');
    expect(html).toContain('value="ada@example.com"');
  });

  it('escapes what it echoes', async () => {
    const html = await (await app.request('/?email=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('falls back to English for an unknown language', async () => {
    expect(await (await app.request('/?lang=xx')).text()).toContain('<html lang="en">');
  });

  it('falls back to English for a language named like an object property (constructor, __proto__), never a 500', async () => {
    for (const lang of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await app.request(`/?lang=${lang}`);
      expect(res.status, lang).toBe(200);
      expect(await res.text()).toContain('<html lang="en">');
    }
  });

  it('thanks a valid signup and rejects an invalid address with 422', async () => {
    const ok = await app.request('/?lang=ja', { method: 'POST', body: new URLSearchParams({ email: 'ada@example.com', consent: 'on' }) });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<strong>ada@example.com</strong>');
    const bad = await app.request('/?lang=fr', { method: 'POST', body: new URLSearchParams({ email: 'nope' }) });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Veuillez saisir une adresse e-mail valide.');
  });
});
