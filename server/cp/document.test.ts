import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { cpDocument, isBuiltFilePath } from './document';

describe('the panel’s page and its built files', () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'cp-document-'));
  mkdirSync(path.join(buildDir, 'assets'));
  writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><html><head><title>Panel</title></head><body></body></html>');
  writeFileSync(path.join(buildDir, 'assets', 'app-3f9a.js'), 'console.log(1);');
  const app = new Hono().use('*', cpDocument({ mode: 'production', buildDir }));
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it('serves a built file under /cp/assets/ and a 404 for one the build does not have', async () => {
    const file = await app.request('/cp/assets/app-3f9a.js');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('console.log(1);');
    expect((await app.request('/cp/assets/app-0000.js')).status).toBe(404);
  });

  it.each(['/cp/assets', '/cp/assets/', '/cp/assets/browse/assets', '/cp/assets/browse/assets/products/beacon', '/cp/assets/browse/assets/products/beacon/hero.jpg/edit'])('answers the asset library’s URL %s with the page', async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<meta name="csp-nonce"');
  });

  it('tells files from pages by their form', () => {
    expect(['/cp/assets/app-3f9a.js', '/cp/assets/vendor-x1.css', '/cp/assets/inter.woff2'].every(isBuiltFilePath)).toBe(true);
    expect(['/cp/assets', '/cp/assets/browse', '/cp/assets/browse/assets/hero.jpg', '/cp/assets/../x.js'].some(isBuiltFilePath)).toBe(false);
  });
});
