import { describe, expect, it } from 'vitest';
import { cspHash } from './headers';
import { inlineScriptHashes } from './script-hashes';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts a browser runs, exactly as written, and nothing else', () => {
    const html = `<html><head><script>window.a = "<b>";</script><script src="/assets/x.js"></script>
      <script type="module">import("/assets/y.js");</script><script type="application/ld+json">{"@type":"Thing"}</script></head></html>`;
    expect(inlineScriptHashes(html).sort()).toEqual([cspHash('window.a = "<b>";'), cspHash('import("/assets/y.js");')].sort());
  });

  it('the same script twice is one hash', () => {
    expect(inlineScriptHashes('<script>x()</script><script>x()</script>')).toEqual([cspHash('x()')]);
  });
});
