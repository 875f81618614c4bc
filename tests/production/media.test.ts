import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer, type RunningServer } from '../support/production';
import { writableSite, type WritableSite } from '../support/writable-site';

/**
 * The asset container's files are served from the content root, where the control panel
 * writes them: a new, replaced or renamed file is public at once, without a rebuild, and
 * Statamic's `.meta` files are not served at all.
 */

let site: WritableSite;
let server: RunningServer;

const png = (colour: { r: number; g: number; b: number }) => sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer();

beforeAll(async () => {
  site = await writableSite({ users: [], publicDir: 'copy' });
  server = await startProductionServer(3129, { CONTENT_DIR: site.root, LOG_LEVEL: 'warn' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await site?.remove();
});

describe('media from the content root', () => {
  it('serves a file written after the server started, and its new bytes once replaced; browsers revalidate', async () => {
    const file = path.join(site.root, 'public', 'media', 'uploads', 'late.png');
    mkdirSync(path.dirname(file), { recursive: true });
    const red = await png({ r: 255, g: 0, b: 0 });
    writeFileSync(file, red);
    const first = await fetch(`${server.origin}/media/uploads/late.png`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await first.arrayBuffer()).equals(red)).toBe(true);

    const blue = await png({ r: 0, g: 0, b: 255 });
    writeFileSync(file, blue);
    const second = await fetch(`${server.origin}/media/uploads/late.png`);
    expect(Buffer.from(await second.arrayBuffer()).equals(blue)).toBe(true);
  });

  it('makes image variants of a file in the content root', async () => {
    const file = path.join(site.root, 'public', 'media', 'uploads', 'variant.png');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await png({ r: 0, g: 200, b: 0 }));
    const variant = await fetch(`${server.origin}/_ipx/w_20&f_webp/media/uploads/variant.png`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(20);
  });

  it('never serves a .meta file or another hidden one, in any encoding', async () => {
    for (const target of ['/media/error/.meta/not-found.jpg.yaml', '/media/error/%2emeta/not-found.jpg.yaml', '/media/error/%252emeta/not-found.jpg.yaml', '/media/.gitignore']) {
      const answer = await fetch(`${server.origin}${target}`);
      expect(answer.status, target).toBe(404);
      expect(await answer.text(), target).not.toContain('alt:');
    }
    expect((await fetch(`${server.origin}/media/error/not-found.jpg`)).status).toBe(200);
  });
});
