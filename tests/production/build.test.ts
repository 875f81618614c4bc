import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/env';
import type { SiteIndex } from '../../server/static/site-index';
import { BUILD_DIR, readBuildIndex, startProductionServer, TEST_SITE_URL } from '../support/production';

/** `npm run build` for real, into a copy of the test build: skew protection and failure. */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Inside the project: the server bundle imports its packages from node_modules up the tree. */
function tempDir(): string {
  mkdirSync(path.join(PROJECT_ROOT, '.cache', 'test-builds'), { recursive: true });
  const dir = mkdtempSync(path.join(PROJECT_ROOT, '.cache', 'test-builds', 'build-'));
  dirs.push(dir, `${dir}.next`);
  return dir;
}

function build(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PUBLIC_SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  // Stack lines from a failed build would be read by Vitest as this test's own stack frames.
  return { status: result.status, output: `${result.stdout}${result.stderr}`.replace(/^(\s+)at /gm, '$1· ') };
}

describe('npm run build', () => {
  it('stops on broken content, naming file and field, and leaves the deployed build as it was', () => {
    const out = tempDir();
    mkdirSync(path.join(out, 'client'), { recursive: true });
    writeFileSync(path.join(out, 'client', 'index.html'), 'the build in service');
    const { status, output } = build({ BUILD_DIR: out, CONTENT_DIR: path.join(PROJECT_ROOT, 'tests', 'fixtures', 'broken-site') });
    expect(status).toBe(1);
    expect(output).toContain('content/collections/products/en/slate-one.md  tagline');
    expect(output).toContain('✖ build failed');
    expect(readFileSync(path.join(out, 'client', 'index.html'), 'utf8')).toBe('the build in service');
  });

  it('a new build keeps the previous builds’ assets and manifests, and the server serves them', async () => {
    const previous = readBuildIndex();
    const out = tempDir();
    cpSync(BUILD_DIR, out, { recursive: true });
    // An asset only the previous build had (as after a code change): an open tab may still ask for it.
    const oldAsset = 'route-OLD0build.js';
    writeFileSync(path.join(out, 'client', 'assets', oldAsset), 'export const old = true;');
    const index = JSON.parse(readFileSync(path.join(out, 'site.json'), 'utf8')) as SiteIndex;
    index.history[0]!.assets.push(oldAsset);
    writeFileSync(path.join(out, 'site.json'), JSON.stringify(index));

    const { status, output } = build({ BUILD_DIR: out });
    expect(status, output).toBe(0);
    expect(output).toMatch(/prerender[\s\S]*\d+\/\d+ pages/);
    const next = readBuildIndex(out);
    expect(next.id).not.toBe(previous.id);
    expect(next.history.map((b) => b.id).slice(0, 2)).toEqual([next.id, previous.id]);
    expect(existsSync(path.join(out, 'client', 'assets', oldAsset))).toBe(true);
    expect(existsSync(`${out}.next`)).toBe(false);

    const server = await startProductionServer(3125, { BUILD_DIR: out });
    try {
      const latest = (await (await fetch(`${server.origin}/builds/latest.json`)).json()) as { id: string };
      expect(latest.id).toBe(next.id);
      const old = await fetch(`${server.origin}/assets/${oldAsset}`);
      expect(old.status).toBe(200);
      expect(old.headers.get('Cache-Control')).toContain('immutable');
      expect((await fetch(`${server.origin}/builds/meta/${previous.id}.json`)).status).toBe(200);
      expect((await fetch(`${server.origin}/builds/meta/${next.id}.json`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 240_000);
});

describe('prerendered pages', () => {
  it('have every block in place, in document order: nothing streamed in later by script (it would shift the layout)', () => {
    const index = readBuildIndex();
    // Pages with the lazily loaded embed blocks (video, 3D model, reseller map, privacy switches) and without.
    const paths = ['/products/beacon', '/jp/products/slate-one', '/where-to-buy', '/privacy', '/', '/news'];
    for (const pagePath of paths) {
      const page = index.pages.find((p) => p.path === pagePath);
      expect(page, pagePath).toBeDefined();
      const html = readFileSync(path.join(BUILD_DIR, 'client', page!.file), 'utf8');
      // React's markers of a Suspense boundary sent after the rest of the page.
      expect(html, pagePath).not.toMatch(/<!--\$\?-->|<template id="B:|\$RC\(|hidden id="S:/);
    }
    const beacon = readFileSync(path.join(BUILD_DIR, 'client', index.pages.find((p) => p.path === '/products/beacon')!.file), 'utf8');
    expect(beacon.indexOf('class="block model3d"')).toBeGreaterThan(0);
    expect(beacon.indexOf('class="block model3d"')).toBeLessThan(beacon.indexOf('<footer'));
  });
});
