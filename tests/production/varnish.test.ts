import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalVarnish, VARNISHD, type LocalVarnish } from '../../deploy/varnish-local';
import { PURGED_BUILD_FILE } from '../../server/cache/new-build';
import { BUILD_DIR, readBuildIndex, startProductionServer, type RunningServer } from '../support/production';
import { writableSite, type WritableSite } from '../support/writable-site';

/**
 * Cache tags and purging (decision 035) with Debian's Varnish and vmod xkey (varnish-modules)
 * running deploy/varnish.vcl in front of the production server, whose content is a copy: pages
 * are cache hits; a changed file purges exactly the tags it touched (the changed article and
 * the list showing it miss once, an unrelated page stays a hit); the new text is served
 * within 2 s of the change.
 */
const SERVER_PORT = 3186;
const VARNISH_PORT = 3187;
const ARTICLE = '/de/news/beacon-firmware-3-2-ist-da';
const ARTICLE_FILE = path.join('content', 'collections', 'news', 'de', '2026-10-28.beacon-firmware-3-2-ist-da.md');
const LIST = '/de/news';
const UNRELATED = '/de/products/beacon';

if (!existsSync(VARNISHD)) throw new Error(`Varnish is missing (${VARNISHD}): apt-get install -y varnish varnish-modules (npm test installs it)`);

let site: WritableSite;
let server: RunningServer;
let varnish: LocalVarnish;

const index = readBuildIndex();
const purgedBuildFile = path.join(BUILD_DIR, PURGED_BUILD_FILE);

beforeAll(async () => {
  site = await writableSite({ users: [], publicDir: 'link' });
  // As a deploy of this build: the caches have not been purged for it.
  rmSync(purgedBuildFile, { force: true });
  varnish = await startLocalVarnish({ port: VARNISH_PORT, backendPort: SERVER_PORT });
  // The build's environment (its pages show the map's settings): the server's pages are the build's.
  server = await startProductionServer(SERVER_PORT, { CONTENT_DIR: site.root, PURGE_VARNISH_URL: `http://127.0.0.1:${VARNISH_PORT}/`, MAPS_API_KEY: 'e2e-test-maps-key' });
}, 60_000);

afterAll(async () => {
  await varnish?.stop();
  await server?.stop();
  await site?.remove();
});

async function get(pathname: string): Promise<{ cache: string | null; body: string; headers: Headers }> {
  const response = await fetch(varnish.origin + pathname);
  return { cache: response.headers.get('X-Cache'), body: await response.text(), headers: response.headers };
}

describe('Varnish with xkey in front of the server (deploy/varnish.vcl)', () => {
  it('a build the caches have not seen purges every site once, and is noted so the next replica does not', async () => {
    const sites = ['s:de', 's:en', 's:es', 's:fr', 's:jp', 's:zh'];
    await expect.poll(() => server.logs().some((l) => l.msg === 'purged' && l.purger === 'varnish' && sites.every((tag) => (l.sample as string[]).includes(tag))), { timeout: 10_000 }).toBe(true);
    expect(readFileSync(purgedBuildFile, 'utf8').trim()).toBe(index.id);
  });

  it('the server names what each answer was made from, and keeps pages long in shared caches once a purger is set', async () => {
    const response = await fetch(server.origin + ARTICLE);
    const keys = response.headers.get('Surrogate-Key')!.split(' ');
    expect(keys).toEqual(expect.arrayContaining(['s:de', 'e:news-beacon-firmware-3-2-de', 'n:main:de', 'g:footer:de']));
    expect(response.headers.get('Cache-Tag')).toBe(keys.join(','));
    expect(response.headers.get('xkey')).toBe(keys.join(' '));
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=86400, stale-while-revalidate=86400, stale-if-error=604800');
    expect(response.headers.get('CDN-Cache-Control')).toBe('public, max-age=86400, stale-while-revalidate=86400, stale-if-error=604800');
    const list = (await fetch(server.origin + LIST)).headers.get('Surrogate-Key')!.split(' ');
    expect(list).toContain('c:news:de');
    expect((await fetch(`${server.origin}${LIST}.data`)).headers.get('Surrogate-Key')).toBe(list.join(' '));
    expect((await fetch(server.origin + UNRELATED)).headers.get('Surrogate-Key')!.split(' ')).not.toContain('c:news:de');
  });

  it('pages are hits; an edited article purges itself and the list that shows it, not an unrelated page; the new title is served within 2 s', async () => {
    for (const page of [ARTICLE, LIST, UNRELATED]) {
      await get(page);
      expect((await get(page)).cache, page).toBe('HIT');
    }
    // Visitors never see the tags.
    expect((await get(ARTICLE)).headers.get('xkey')).toBeNull();

    const file = path.join(site.root, ARTICLE_FILE);
    const title = `Beacon-Firmware 3.2, frisch bearbeitet ${Date.now()}`;
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: "Beacon-Firmware 3.2 ist da"', `title: "${title}"`));
    const changed = Date.now();
    // The first answer with the new title is a miss (the purge dropped the old one), within 2 s.
    let first: Awaited<ReturnType<typeof get>> | undefined;
    while (Date.now() - changed < 5_000) {
      const answer = await get(ARTICLE);
      if (answer.body.includes(title)) {
        first = answer;
        break;
      }
      expect(answer.cache).toBe('HIT');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(first, 'the new title through Varnish').toBeDefined();
    expect(Date.now() - changed).toBeLessThan(2_000);
    expect(first!.cache).toBe('MISS');
    expect((await get(ARTICLE)).cache).toBe('HIT');

    const list = await get(LIST);
    expect(list.cache).toBe('MISS');
    expect(list.body).toContain(title);
    expect((await get(LIST)).cache).toBe('HIT');
    expect((await get(UNRELATED)).cache).toBe('HIT');

    // The rest of the run (every other page rendered again) found no page the tags did not name:
    // nothing more was purged, the unrelated page is still a hit.
    await expect.poll(() => server.logs().some((l) => l.msg === 'published'), { timeout: 30_000 }).toBe(true);
    expect(server.logs().filter((l) => l.level === 'warn' && String(l.msg).startsWith('publishing:'))).toEqual([]);
    expect((await get(UNRELATED)).cache).toBe('HIT');

    const purged = server.logs().filter((l) => l.msg === 'purged' && l.purger === 'varnish');
    expect(purged.length).toBeGreaterThan(0);
    expect(server.logs().some((l) => l.msg === 'content changed: purging' && Array.isArray(l.sample) && (l.sample as string[]).includes('e:news-beacon-firmware-3-2-de'))).toBe(true);
  }, 60_000);
});
