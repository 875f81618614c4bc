import { cp, mkdir, mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryDocument, EntrySaveRequest } from '../../cp/shared/api';
import { startLocalNginx, type LocalNginx } from '../../deploy/nginx-local';
import { hashPassword } from '../../server/cp/auth/passwords';
import { Client, PASSWORD } from '../../server/cp/test/fixture';
import { PROJECT_ROOT } from '../../server/env';
import { readBuildIndex, startProductionServer, TEST_SITE_URL, type RunningServer } from '../support/production';

/**
 * Publishing without a rebuild (docs/decisions/021): two replicas of the production server on
 * one copy of the content, nginx (deploy/nginx.conf) in front; files changed on disk reach
 * visitors of both replicas and of nginx within the required times, with only whole pages,
 * old or new, on the way. The 2 s and 30 s are the requirements: each check polls until then.
 */
const NGINX_PORT = 3170;
const REPLICA_PORTS = [3171, 3172] as const;
const OWN_PAGE_MS = 2_000;
// nginx keeps a page one second on top of the replicas' time.
const BEHIND_NGINX_MS = OWN_PAGE_MS + 1_000;
const OTHER_PAGES_MS = 30_000;
const ENTRY = 'content/collections/news/en/2026-10-28.beacon-firmware-3-2.md';
const ENTRY_URL = '/news/beacon-firmware-3-2';
const NEW_ENTRY = 'content/collections/news/en/2026-11-02.publish-without-rebuild.md';
/** Saved in the control panel (another article than ENTRY, which the tests before break on purpose). */
const PANEL_ENTRY = { id: 'news-bridge-a2-launch', url: '/news/bridge-a2-launch' };
const CP_SECRET = 'a-publish-test-secret-that-is-long-enough-0123';

readBuildIndex();
let root: string;
let replicas: RunningServer[] = [];
let nginx: LocalNginx;

beforeAll(async () => {
  // A copy of the content the servers watch (the repository's own is never written); media and
  // their metadata stay the repository's (read only).
  root = await mkdtemp(path.join(tmpdir(), 'kairotone-publish-'));
  await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(PROJECT_ROOT, 'resources'), path.join(root, 'resources'), { recursive: true });
  await symlink(path.join(PROJECT_ROOT, 'public'), path.join(root, 'public'));
  await mkdir(path.join(root, 'users'));
  await writeFile(path.join(root, 'users', 'editor@example.com.yaml'), `name: Eddie\nsuper: true\npassword_hash: ${await hashPassword(PASSWORD)}\n`);
  replicas = await Promise.all(REPLICA_PORTS.map((port) => startProductionServer(port, { CONTENT_DIR: root, CP_SECRET })));
  // A change before a watcher has scanned the root could go unseen.
  for (const r of replicas) await within(30_000, `${r.origin} watching`, async () => r.logs().some((l) => l.msg === 'publishing: watching the content for changes'));
  nginx = await startLocalNginx({ port: NGINX_PORT, replicas: REPLICA_PORTS });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((r) => r.stop()));
  if (root) await rm(root, { recursive: true, force: true });
});

const get = (origin: string, pathname: string) =>
  fetch(origin + pathname, { headers: { 'Accept-Encoding': 'identity' } }).then(async (r) => ({ status: r.status, body: await r.text() }));

/** Polls until `check` holds; fails with what it last saw once `ms` have passed. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    const holds = await check();
    const elapsed = Date.now() - started;
    if (holds && elapsed <= ms) return elapsed;
    if (elapsed > ms) throw new Error(`${what}: not within ${ms} ms${holds ? ` (only after ${elapsed} ms)` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const publishedRuns = (server: RunningServer) => server.logs().filter((l) => l.msg === 'published');

async function editEntry(edit: (text: string) => string): Promise<void> {
  const file = path.join(root, ENTRY);
  await writeFile(file, edit(await readFile(file, 'utf8')));
}

describe('publishing without a rebuild', () => {
  it('a changed title: the entry’s page within 2 s on both replicas and behind nginx, the list and feed within 30 s, only whole pages meanwhile', async () => {
    const watched = ['/news', '/de/news', '/products/beacon', '/jp/news', ENTRY_URL, '/news/rss.xml', '/sitemap.xml'];
    const before = new Map(await Promise.all(watched.map(async (p) => [p, (await get(replicas[0]!.origin, p)).body] as const)));
    const runs = publishedRuns(replicas[0]!).length;
    // Visitors all through the regeneration: every answer a 200 with the old or the new page, whole.
    const seen: { path: string; status: number; body: string }[] = [];
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 2 }, async (_, worker) => {
        for (let i = worker; loading; i++) {
          const pathname = watched[i % watched.length]!;
          seen.push({ path: pathname, ...(await get(replicas[0]!.origin, pathname)) });
        }
      }),
    );

    let ms: number[];
    try {
      await editEntry((text) => text.replace('title: "Beacon firmware 3.2 is here"', 'title: "Beacon firmware 3.2 has landed"'));
      const shows = (origin: string) => async () => (await get(origin, ENTRY_URL)).body.includes('<title>Beacon firmware 3.2 has landed');
      ms = await Promise.all(replicas.map((r) => within(OWN_PAGE_MS, `the page on ${r.origin}`, shows(r.origin))));
      await within(BEHIND_NGINX_MS, 'the page behind nginx', shows(nginx.origin));
      await within(OTHER_PAGES_MS, 'the news list and the feed', async () => (await get(replicas[0]!.origin, '/news')).body.includes('Beacon firmware 3.2 has landed') && (await get(replicas[0]!.origin, '/news/rss.xml')).body.includes('Beacon firmware 3.2 has landed'));
      await within(OTHER_PAGES_MS, 'the regeneration to finish', async () => publishedRuns(replicas[0]!).length > runs);
    } finally {
      loading = false;
      await load;
    }

    const after = new Map(await Promise.all(watched.map(async (p) => [p, (await get(replicas[0]!.origin, p)).body] as const)));
    expect(after.get('/de/news')).toBeDefined();
    expect(seen.length).toBeGreaterThan(50);
    for (const answer of seen) {
      expect(answer.status, answer.path).toBe(200);
      expect([before.get(answer.path), after.get(answer.path)], answer.path).toContain(answer.body);
    }
    const run = publishedRuns(replicas[0]!).at(-1)!;
    expect(run.failed).toBe(0);
    console.log(`own page after ${ms.join(' / ')} ms on the replicas; regeneration ${String(run.ms)} ms (${String(run.updated)} of ${String(run.pages)} pages changed)`);
  }, 60_000);

  it('a broken edit keeps the last good pages', async () => {
    const runs = publishedRuns(replicas[0]!).length;
    await editEntry((text) => text.replace('title: "Beacon firmware 3.2 has landed"', 'title: "Beacon firmware 3.2 [broken\n  : nope'));
    await within(OTHER_PAGES_MS, 'a regeneration after the broken edit', async () => publishedRuns(replicas[0]!).length > runs);
    const page = await get(replicas[0]!.origin, ENTRY_URL);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Beacon firmware 3.2 has landed');
    expect(replicas[0]!.output()).toContain(ENTRY);
  }, 40_000);

  it('a new entry appears at its URL, a deleted one answers 404, also while a run is under way', async () => {
    const added = replicas.map((r) => publishedRuns(r).length);
    await writeFile(path.join(root, NEW_ENTRY), '---\nid: news-publish-without-rebuild\ntitle: "Published without a rebuild"\nnews_categories:\n  - updates\n---\nA page that was not built.\n');
    for (const r of replicas) {
      await within(OWN_PAGE_MS, `the new entry on ${r.origin}`, async () => (await get(r.origin, '/news/publish-without-rebuild')).body.includes('<title>Published without a rebuild'));
    }
    // Regenerated into memory (no render per request) once the run is through.
    await within(OTHER_PAGES_MS, 'the new entry in the sitemap', async () => (await get(replicas[1]!.origin, '/sitemap.xml')).body.includes('/news/publish-without-rebuild'));

    // In memory on both replicas (the run that added it is through), and then deleted while a
    // hand edit elsewhere has the next run regenerating every page (several seconds): the page
    // must go within the 2 s, not when that run is through.
    for (const [i, r] of replicas.entries()) await within(OTHER_PAGES_MS, `the run with the new entry through on ${r.origin}`, async () => publishedRuns(r).length > added[i]!);
    const other = path.join(root, 'content/collections/news/en/2026-02-24.broadcast-expo-tokyo.md');
    await writeFile(other, `${await readFile(other, 'utf8')}\nEdited while an article is deleted.\n`);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await unlink(path.join(root, NEW_ENTRY));
    for (const r of replicas) await within(OWN_PAGE_MS, `the deleted entry on ${r.origin}`, async () => (await get(r.origin, '/news/publish-without-rebuild')).status === 404);
    // The deletion came during a run and was taken out beside it (otherwise this test says nothing about one).
    for (const r of replicas) expect(r.logs().some((l) => l.msg === 'published own pages during a run' && (l.files as string[]).some((file) => file.endsWith(path.basename(NEW_ENTRY))))).toBe(true);
    await within(BEHIND_NGINX_MS, 'the deleted entry behind nginx', async () => (await get(nginx.origin, '/news/publish-without-rebuild')).status === 404);
  }, 60_000);

  it('a title saved in the control panel during a regeneration: its page within 2 s on both replicas and behind nginx', async () => {
    // The editor's browser, over real HTTP to one replica, with the site's own Origin.
    const replica = replicas[0]!.origin;
    const editor = new Client({ request: (url, init) => fetch(replica + url, init) }, undefined, TEST_SITE_URL);
    expect((await editor.signIn('editor@example.com')).status).toBe(200);
    const entry = (await (await editor.fetch(`/cp/api/collections/news/entries/${PANEL_ENTRY.id}`)).json()) as EntryDocument;
    const title = 'Bridge A2 ships on its own';
    // A hand edit elsewhere starts a regeneration of every page (several seconds): the save comes during it.
    const runs = publishedRuns(replicas[0]!).length;
    const other = path.join(root, 'content/collections/news/en/2026-03-17.remote-app-for-android.md');
    await writeFile(other, (await readFile(other, 'utf8')).replace('is now on Android"', 'is now on Android and iOS"'));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const save: EntrySaveRequest = { version: entry.version, values: { ...entry.values, title }, slug: entry.meta.slug ?? undefined, date: entry.meta.date ?? undefined, published: entry.meta.published };
    const saved = Date.now();
    const answer = await editor.send(`/cp/api/collections/news/entries/${PANEL_ENTRY.id}`, 'PUT', save);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const answered = Date.now() - saved;

    const shows = (origin: string) => async () => (await get(origin, PANEL_ENTRY.url)).body.includes(`<title>${title}`);
    // Counted from the save's answer (the editor's "Saved"): the change is saved from then on.
    const onReplicas = await Promise.all(replicas.map((r) => within(OWN_PAGE_MS, `the saved page on ${r.origin} (the save answered in ${answered} ms)`, shows(r.origin))));
    await within(BEHIND_NGINX_MS, 'the saved page behind nginx', shows(nginx.origin));
    const onPage = Date.now() - saved - answered;
    const during = publishedRuns(replicas[0]!).length === runs;
    await within(OTHER_PAGES_MS, 'the news list', async () => (await get(replica, '/news')).body.includes(title));
    // Not after the run it came during: beside it.
    expect(during, 'the regeneration the save came during was still under way').toBe(true);
    console.log(`panel save answered in ${answered} ms; its page on the replicas after ${onReplicas.join(' / ')} ms, behind nginx after ${onPage} ms`);
  }, 45_000);
});
