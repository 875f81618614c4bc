import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore } from '../../api/store/store';
import type { ContentIndex } from '../../api/store/types';
import type { CollectionsResponse, EntryDocument, SessionResponse } from '../../cp/shared/api';
import { PROJECT_ROOT } from '../../server/env';
import { inParallel } from '../../scripts/lib/pool';
import { startProductionServer, TEST_SITE_URL, type RunningServer } from '../support/production';
import { statusLabel } from './checks';
import { utf8Bytes } from './corpus/shared';
import { auditContent, markedNames } from './cp/audit';
import { cpProblems } from './cp/checks';
import { buildCpCorpus, CP_CATEGORIES, type CpCategory, type CpRequest } from './cp/corpus';
import { signIn, type SignedIn } from './cp/session';
import { diffTrees, LIMITED_USER, makeHostileSite, repositoryTimes, snapshotTree, SUPER_USER, type HostileSite, type TreeChanges, type TreeSnapshot } from './cp/site';
import { findTargets, type Targets } from './cp/targets';
import { uploadBytes } from './cp/uploads';
import { describeFailure, onlyFromEnv } from './replay';
import { createSender, type Outcome, type Sender } from './send';
import { copyBuild, ensureBuild, HOSTILE_PORT, removeServedBuild } from './served-build';
import { formatSummary, Tally } from './summary';

/**
 * The control panel under hostile requests (tests/hostile/README.md, "The control panel"):
 * the production server with CP_SECRET over a writable copy of the content, signed in as a
 * super user and as a limited one; every mutating route is sent requests without a session,
 * from other origins, without the token, with broken bodies, hostile handles, values, keys,
 * slugs, dates, uploads, previews and tree saves. No answer is a 5xx; a tree no request may
 * change is the same after every answer; what must be refused is a 4xx that
 * says why in JSON; the panel behaves as before afterwards; and on disk, nothing changed
 * outside the content root and every content file that changed reads back whole, in our
 * parser and Statamic's, with no key its blueprint does not know.
 * `HOSTILE_CP_ONLY=<index,…>` sends some requests alone.
 */

const CONCURRENCY = 6;
const BATCH_SIZE = 250;
const CP_SECRET = 'hostile-control-panel-secret-0123456789abcdef';
const RESULTS_FILE = path.join(PROJECT_ROOT, 'bench', 'results', 'hostile-cp.json');
/** The panel's own files (sessions, previews) and the root's git history are not content. */
const NOT_CONTENT = (rel: string) => rel === '.git' || rel.startsWith('.git/') || rel === 'storage' || rel.startsWith('storage/');
const only = onlyFromEnv(process.env.HOSTILE_CP_ONLY, 'HOSTILE_CP_ONLY');
const replay = (index: number) => `HOSTILE_CP_ONLY=${index} npx vitest run --config vitest.hostile.config.ts tests/hostile/control-panel.test.ts`;

let site: HostileSite;
let server: RunningServer;
let sender: Sender;
let admin: SignedIn;
let limited: SignedIn;
let targets: Targets;
let corpus: CpRequest[] = [];
let imageCache: string;
let indexBefore: ContentIndex;
let changes: TreeChanges | undefined;
let before: { root: TreeSnapshot; canary: TreeSnapshot; parent: string[]; repository: Map<string, number>; tmp: string[]; behaviour: Behaviour };
const tally = new Tally<CpCategory>(CP_CATEGORIES);
const previewLinks: { from: CpRequest; url: string }[] = [];
let started = 0;
/** The files requests must leave as they are (CpRequest.unchanged), as they were before the run. */
const guarded = new Map<string, Buffer>();

beforeAll(async () => {
  ensureBuild();
  const buildDir = copyBuild();
  site = await makeHostileSite();
  indexBefore = await new ContentStore(site.root, { report: () => {} }).index();
  imageCache = mkdtempSync(path.join(tmpdir(), 'hostile-cp-ipx-'));
  // CONTENT_MODE=live: pages render on demand, so no publisher regenerates pages after each of
  // the hundred saves (that doubled the run); the pages of what was written are asked for below.
  server = await startProductionServer(HOSTILE_PORT, { LOG_LEVEL: 'warn', CONTENT_DIR: site.root, CP_SECRET, BUILD_DIR: buildDir, IMAGE_CACHE_DIR: imageCache, CONTENT_MODE: 'live' });
  sender = createSender(server.origin, { maxSockets: CONCURRENCY });
  // The panel accepts changes from the public origin the server is configured with (PUBLIC_SITE_URL), not from its port.
  admin = await signIn(sender, TEST_SITE_URL, SUPER_USER.email, SUPER_USER.password);
  limited = await signIn(sender, TEST_SITE_URL, LIMITED_USER.email, LIMITED_USER.password);
  targets = await findTargets(sender, admin, { admin: SUPER_USER.email, limited: LIMITED_USER.email }, (id) => {
    const entry = indexBefore.entries.get(id);
    if (!entry) throw new Error(`entry ${id} is not in the content index`);
    return entry.file;
  });
  corpus = buildCpCorpus({ origin: TEST_SITE_URL, admin, limited, targets, uploads: await uploadBytes() }).filter(only ?? (() => true));
  for (const rel of new Set(corpus.flatMap((r) => (r.unchanged ? [r.unchanged] : [])))) guarded.set(rel, readFileSync(path.join(site.root, rel)));
  before = {
    root: await snapshotTree(site.root, NOT_CONTENT),
    canary: await snapshotTree(site.canary),
    parent: readdirSync(site.parent).sort(),
    repository: await repositoryTimes(),
    tmp: markedNames(readdirSync(tmpdir())),
    behaviour: await behaviour(),
  };
  console.log(`hostile control panel: ${corpus.length} requests${only ? ' (HOSTILE_CP_ONLY)' : ''} at ${targets.entries.length} entries, ${targets.globals.length} global sets and the ${targets.container} container`);
  started = performance.now();
}, 180_000);

afterAll(async () => {
  sender?.close();
  await server?.stop();
  await site?.remove();
  removeServedBuild();
  if (imageCache) rmSync(imageCache, { recursive: true, force: true });
  if (!server || only) return;
  const summary = tally.toJSON({ node: process.version, date: new Date().toISOString(), durationMs: Math.round(performance.now() - started), concurrency: CONCURRENCY });
  console.log(formatSummary(summary, 'hostile control-panel requests'));
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, JSON.stringify(summary, null, 2) + '\n');
});

const send = (request: Pick<CpRequest, 'method' | 'path' | 'headers' | 'body'>): Promise<Outcome> => sender.send(request);
const json = <T>(outcome: Outcome): T => JSON.parse(outcome.body.toString('utf8')) as T;

/** What the panel answers for things hostile requests must not have changed: compared before and after the run. */
async function behaviour() {
  const collections = async (who: SignedIn) => json<CollectionsResponse>(await send({ method: 'GET', path: '/cp/api/collections', headers: { Cookie: who.cookie } })).data.map((c) => ({ handle: c.handle, title: c.title, canCreate: c.canCreate }));
  const session = async (cookie?: string) => json<SessionResponse>(await send({ method: 'GET', path: '/cp/api/session', headers: cookie ? { Cookie: cookie } : {} })).user;
  const status = async (path: string, who?: SignedIn) => (await send({ method: 'GET', path, headers: who ? { Cookie: who.cookie } : {} })).status;
  const global = targets.globals[0]!;
  return {
    adminCollections: await collections(admin),
    limitedCollections: await collections(limited),
    adminUser: await session(admin.cookie),
    limitedUser: await session(limited.cookie),
    anonymous: await session(),
    limitedReadsGlobal: await status(`/cp/api/globals/${global.handle}?site=${global.site}`, limited),
    anonymousReadsCollections: await status('/cp/api/collections'),
    publicApi: await status('/api/collections/pages/entries?limit=1'),
    healthz: await status('/healthz'),
  };
}
type Behaviour = Awaited<ReturnType<typeof behaviour>>;

describe('the control panel under hostile requests', () => {
  it('has requests of every kind', () => {
    expect(corpus.length).toBeGreaterThan(0);
    if (!only) for (const category of CP_CATEGORIES) expect(corpus.filter((r) => r.category === category).length, category).toBeGreaterThan(5);
  });

  it('answers every one: never a 5xx, refused ones refused, errors in JSON; /healthz after each batch', async () => {
    const failures: string[] = [];
    const check = (request: CpRequest, outcome: Outcome) => {
      tally.add(request, statusLabel(outcome), outcome.ms);
      const found = cpProblems(request, outcome);
      if (found.length) failures.push(describeFailure(request, outcome, [...found, request.note], replay(request.index), server.origin));
    };
    for (let start = 0; start < corpus.length; start += BATCH_SIZE) {
      await inParallel(corpus.slice(start, start + BATCH_SIZE), CONCURRENCY, async (request) => {
        const outcome = await send(request);
        check(request, outcome);
        // Every request aiming at such a tree is refused, so its file is the same at any moment, whatever runs beside it.
        if (request.unchanged && !readFileSync(path.join(site.root, request.unchanged)).equals(guarded.get(request.unchanged)!)) {
          failures.push(describeFailure(request, outcome, [`${request.unchanged} changed`, request.note], replay(request.index), server.origin));
        }
        if (request.category === 'preview' && outcome.status === 200) previewLinks.push({ from: request, url: json<{ url: string }>(outcome).url });
      });
      tally.batches++;
      const health = await send({ method: 'GET', path: '/healthz', headers: {} });
      if (health.status === 200) tally.healthyBatches++;
      else failures.push(`/healthz answered ${health.status ?? health.error} after the batch at ${start}`);
    }
    // The preview links, opened as a colleague would (no session: the token is the key).
    await inParallel(previewLinks, CONCURRENCY, async ({ from, url }) => {
      const request = { ...from, method: 'GET', path: url, headers: {}, expect: 'any' as const, note: `the preview link of #${from.index} (${from.note})` };
      const { body: _body, ...withoutBody } = request;
      check(withoutBody, await send(withoutBody));
    });
    tally.failures = failures.length;
    if (failures.length) failures.push(`server output (last 4000 characters):\n${server.output().slice(-4_000)}`);
    expect(failures.length, `${failures.length} answers failed:\n\n${failures.slice(0, 30).join('\n\n')}`).toBe(0);
  }, 300_000);

  it('behaves as before: the same permissions, no prototype pollution, a plain save still works', async () => {
    if (only) return;
    expect(await behaviour()).toEqual(before.behaviour);
    const first = targets.entries[0]!;
    const path = `/cp/api/collections/${first.collection}/entries/${first.doc.id}`;
    const doc = json<EntryDocument>(await send({ method: 'GET', path, headers: { Cookie: admin.cookie } }));
    const title = 'Saved after the hostile run';
    const saved = await send({ method: 'PUT', path, headers: { ...admin.headers, 'Content-Type': 'application/json' }, body: utf8Bytes(JSON.stringify({ version: doc.version, values: { ...doc.values, title }, published: doc.meta.published })) });
    expect(saved.status, saved.body.toString('utf8').slice(0, 500)).toBe(200);
    expect(json<EntryDocument>(saved).values.title).toBe(title);
  });

  it('changed nothing outside the content root: the canary beside it, its folder, the repository, /tmp', async () => {
    if (only) return;
    expect(diffTrees(before.canary, await snapshotTree(site.canary))).toEqual({ added: [], changed: [], removed: [] });
    expect(readdirSync(site.parent).sort()).toEqual(before.parent);
    const repository = await repositoryTimes();
    const touched = [...new Set([...before.repository.keys(), ...repository.keys()])].filter((rel) => before.repository.get(rel) !== repository.get(rel));
    expect(touched, 'files of the repository created, changed or removed').toEqual([]);
    expect(markedNames(readdirSync(tmpdir()))).toEqual(before.tmp);
  });

  it('left every content file it changed whole: both parsers read it alike, with its id and only keys its blueprint knows', async () => {
    if (only) return;
    changes = diffTrees(before.root, await snapshotTree(site.root, NOT_CONTENT));
    const readDoc = async <T,>(docPath: string): Promise<T | null> => {
      const outcome = await send({ method: 'GET', path: docPath, headers: { Cookie: admin.cookie } });
      return outcome.status === 200 ? json<T>(outcome) : null;
    };
    const problems = await auditContent({ root: site.root, changes, indexBefore, readDoc });
    console.log(`hostile control panel: ${changes.added.length} files created, ${changes.changed.length} changed, ${changes.removed.length} removed (renames) under the content root`);
    expect(changes.changed.length + changes.added.length, 'hostile values were written at all').toBeGreaterThan(10);
    expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
  }, 60_000);

  it('left no upload half-written (no temporary file anywhere) and stored only files of the accepted types, inside the container', async () => {
    if (only || !changes) return;
    const everything = [...(await snapshotTree(site.root, NOT_CONTENT)).keys()];
    expect(everything.filter((rel) => /(?:^|\/)\.upload-[0-9a-f]+\.tmp$/.test(rel))).toEqual([]);
    const uploads = changes.added.filter((rel) => !rel.startsWith('content/'));
    // Each an upload with an accepted extension, or the meta file the library writes beside one.
    expect(uploads.filter((rel) => !/^public\/media\/[a-z0-9_/.-]+\.(?:jpe?g|png|webp|gif|avif|pdf|zip)(?:\.yaml)?$/.test(rel) || (rel.endsWith('.yaml') && !rel.includes('/.meta/')))).toEqual([]);
    // The accepted ones (a real JPEG under many names, a plain PDF, a firmware ZIP) got through.
    expect(uploads.some((rel) => rel.endsWith('.pdf')) && uploads.some((rel) => rel.endsWith('.zip')) && uploads.some((rel) => rel.endsWith('.jpg'))).toBe(true);
  });

  it('renders the public page of every entry it wrote: no 5xx', async () => {
    if (only || !changes) return;
    const written = new Set([...changes.added, ...changes.changed]);
    const urls = [...(await new ContentStore(site.root, { report: () => {} }).index()).entries.values()].filter((e) => written.has(e.file) && e.url).map((e) => e.url!);
    const failed: string[] = [];
    await inParallel(urls, CONCURRENCY, async (url) => {
      const page = await send({ method: 'GET', path: encodeURI(url), headers: {} });
      if (page.status === null || page.status >= 500) failed.push(`${url}: ${page.status ?? page.error}`);
    });
    expect(urls.length).toBeGreaterThan(5);
    expect(failed).toEqual([]);
  }, 60_000);

  it('signing out ends the session', async () => {
    if (only) return;
    const out = await send({ method: 'POST', path: '/cp/api/logout', headers: admin.headers });
    expect(out.status).toBe(204);
    const after = await send({ method: 'GET', path: '/cp/api/collections', headers: { Cookie: admin.cookie } });
    expect(after.status).toBe(401);
    expect(isDeepStrictEqual(json<SessionResponse>(await send({ method: 'GET', path: '/cp/api/session', headers: { Cookie: admin.cookie } })).user, null)).toBe(true);
  });
});
