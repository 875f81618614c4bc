import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSitesSync } from '../../api/sites';
import { PROJECT_ROOT } from '../../server/env';
import { startProductionServer, type RunningServer } from '../support/production';
import { problems, statusLabel, type CheckContext } from './checks';
import { buildCorpus, seedFromEnv, type CorpusEntry } from './corpus';
import { describeFailure, onlyFromEnv } from './replay';
import { privateNeedles, writeCanaries } from './secrets';
import { inParallel } from '../../scripts/lib/pool';
import { createSender, type Sender } from './send';
import { copyBuild, ensureBuild, HOSTILE_PORT, removeServedBuild } from './served-build';
import { formatSummary, Tally } from './summary';

/**
 * The production server under a seeded corpus of hostile and malformed requests
 * (tests/hostile/corpus/): no answer is a 5xx or missing, no redirect leaves the site but to
 * a content rule's target, no private file is served, and the server stays up (/healthz after
 * every batch). `HOSTILE_SEED` picks another corpus; `HOSTILE_ONLY=<index,…>` replays
 * requests of it alone.
 */

const BATCH_SIZE = 500;
const CONCURRENCY = 16;
const RESULTS_FILE = path.join(PROJECT_ROOT, 'bench', 'results', 'hostile.json');

const seed = seedFromEnv(process.env.HOSTILE_SEED);
const only = onlyFromEnv(process.env.HOSTILE_ONLY);
const corpus = buildCorpus(seed).filter(only ?? (() => true));
const batches: CorpusEntry[][] = [];
for (let i = 0; i < corpus.length; i += BATCH_SIZE) batches.push(corpus.slice(i, i + BATCH_SIZE));

let server: RunningServer;
let sender: Sender;
let context: CheckContext;
let canaries: ReturnType<typeof writeCanaries> | undefined;
let imageCache: string;
const tally = new Tally();
let started = 0;

beforeAll(async () => {
  console.log(`hostile: seed ${seed} (HOSTILE_SEED=${seed} replays this corpus), ${corpus.length} requests${only ? ' (HOSTILE_ONLY)' : ''}`);
  ensureBuild();
  const buildDir = copyBuild();
  canaries = writeCanaries();
  const needles = privateNeedles(canaries.token, buildDir);
  // Variants go to a folder of their own: the run neither fills nor reads the shared .cache/ipx.
  imageCache = mkdtempSync(path.join(tmpdir(), 'hostile-ipx-'));
  server = await startProductionServer(HOSTILE_PORT, { LOG_LEVEL: 'warn', IMAGE_CACHE_DIR: imageCache, BUILD_DIR: buildDir });
  sender = createSender(server.origin, { maxSockets: CONCURRENCY });
  context = { origin: server.origin, allowedExternal: await ruleTargets(server.origin), needles };
  started = performance.now();
}, 120_000);

afterAll(async () => {
  sender?.close();
  await server?.stop();
  canaries?.remove();
  removeServedBuild();
  const variants = imageCache && existsSync(imageCache) ? readdirSync(imageCache, { recursive: true }).length : 0;
  if (imageCache) rmSync(imageCache, { recursive: true, force: true });
  if (!server || !context) return;
  const summary = tally.toJSON({
    seed,
    node: process.version,
    date: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    concurrency: CONCURRENCY,
    allowedExternalRedirects: [...context.allowedExternal],
    imageCacheEntries: variants,
  });
  console.log(formatSummary(summary));
  // A replay of a few requests is not a figure worth keeping.
  if (!only) {
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, JSON.stringify(summary, null, 2) + '\n');
  }
});

describe(`hostile requests against the production server (seed ${seed})`, () => {
  it('the corpus is not empty', () => {
    expect(corpus.length).toBeGreaterThan(0);
  });

  batches.forEach((batch, i) => {
    it(`batch ${i + 1}/${batches.length}: ${batch.length} requests, then /healthz`, async () => {
      const failures: string[] = [];
      await inParallel(batch, CONCURRENCY, async (entry) => {
        const outcome = await sender.send(entry);
        tally.add(entry, statusLabel(outcome), outcome.ms);
        const found = problems(entry, outcome, context);
        if (found.length) failures.push(describeFailure(entry, outcome, found.map((problem) => problem.message), `HOSTILE_SEED=${seed} HOSTILE_ONLY=${entry.index} npm run test:hostile`, server.origin));
      });
      tally.batches++;
      tally.failures += failures.length;
      const alive = server.child.exitCode === null && server.child.signalCode === null;
      const health = alive ? await sender.send({ method: 'GET', path: '/healthz', headers: {} }) : null;
      if (health?.status === 200) tally.healthyBatches++;

      const report = [...failures.sort()];
      if (!alive) report.unshift(`the server exited (${server.child.exitCode ?? server.child.signalCode})`);
      else if (health?.status !== 200) report.unshift(`/healthz answered ${health?.status ?? health?.error}`);
      if (report.length) report.push(`server output (last 4000 characters):\n${server.output().slice(-4_000)}`);
      expect(report.length, `${failures.length} of ${batch.length} answers failed:\n\n${report.slice(0, 25).join('\n\n')}`).toBe(0);
    }, 180_000);
  });
});

/**
 * The off-site targets content redirect rules name, read from the running API. The server
 * reads the default site's rules; a language with rules of its own is read too, in case.
 */
async function ruleTargets(origin: string): Promise<Set<string>> {
  const targets = new Set<string>();
  for (const [i, { handle }] of readSitesSync(PROJECT_ROOT).entries()) {
    const response = await fetch(`${origin}/api/globals/redirects?site=${handle}`);
    if (response.status === 404 && i > 0) continue;
    if (!response.ok) throw new Error(`/api/globals/redirects?site=${handle} answered ${response.status}`);
    const { data } = (await response.json()) as { data?: { rules?: { to?: unknown }[] } };
    for (const rule of data?.rules ?? []) if (typeof rule.to === 'string' && /^https?:\/\//i.test(rule.to)) targets.add(new URL(rule.to).href);
  }
  return targets;
}
