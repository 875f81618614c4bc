/**
 * The attack run's load findings (issue 35: 3, 5 and 6), part of `npm run bench` and alone with
 * `npm run bench -- --only attack`: a prerendered page under wrk (2 threads, 50 connections,
 * 10 s) while one editor, signed in, attacks the panel; its p99 against the target (≤ 50 ms),
 * and the server's resident memory before and at its peak.
 *   - quiet: nothing else;
 *   - large saves: four editors saving 1.1 MB Markdown bodies into four news articles, one save
 *     after the other each, for the whole run (the panel refuses them: at most 256 KB a request);
 *   - the largest item allowed: one editor saving a body just under 256 KB again and again;
 *   - sign-in flood: 300 sign-ins with wrong passwords from 300 addresses (X-Forwarded-For
 *     through loopback, as behind nginx), 20 at a time;
 *   - unbounded bodies: two chunked PUTs of a panel item with no Content-Length, each sending up
 *     to 1 GB until the server answers.
 * The server is `npm start`'s over a git copy of the demo content (tests/support/writable-site.ts).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntryDocument, SessionResponse } from '../cp/shared/api';
import { CSRF_HEADER } from '../cp/shared/api';
import { utf8Bytes } from '../tests/hostile/corpus/shared';
import { signIn, type SignedIn } from '../tests/hostile/cp/session';
import { createSender, type Sender } from '../tests/hostile/send';
import { startProductionServer, type RunningServer } from '../tests/support/production';
import { writableSite } from '../tests/support/writable-site';
import { MAX_JSON_BYTES } from '../server/cp/routes/json-body';
import { cpuMs, rssMb, wrkAsync, type WrkResult } from './http';

const EDITOR = { email: 'bench-attacker@example.com', password: 'bench attacker password', name: 'Bench Attacker', super: true };
const ARTICLES = ['news-beacon-firmware-3-2', 'news-sync-studio-2-0', 'news-year-in-review-2025', 'news-broadcast-expo-tokyo'];
const PAGE = '/products/beacon';
export const ATTACK_TARGET_P99_MS = 50;
const SIGN_INS = 300;
const BODY_LIMIT_BYTES = 1024 * 1024 * 1024;

type Run = WrkResult & { p50_ms: number };

export interface AttackFigures {
  page: string;
  target_p99_ms: number;
  quiet: Run & { rss_mb: number };
  large_saves: Run & { editors: number; saves: number; body_kb: number; save_p50_ms: number; refused: number; rss_peak_mb: number };
  /** One editor saving, one after the other, the largest item the panel takes (just under its limit). */
  largest_allowed: Run & { saves: number; body_kb: number; save_p50_ms: number; refused: number; rss_peak_mb: number };
  sign_in_flood: Run & { attempts: number; answers: Record<string, number>; rss_peak_mb: number };
  unbounded_bodies: Run & { bodies: number; sent_mb: number[]; statuses: (number | string)[]; rss_before_mb: number; rss_peak_mb: number };
}

const round = (n: number, digits = 1): number => Number(n.toFixed(digits));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The peak of the server's resident memory while `during` runs, sampled every 100 ms. */
async function peakRss<T>(server: RunningServer, during: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = rssMb(server.child.pid!);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMb(server.child.pid!));
      await sleep(100);
    }
  })();
  try {
    return { value: await during(), peak };
  } finally {
    sampling = false;
    await sampler;
  }
}

/** Waits until the server is idle (under 5 % of a core for half a second): the last saves' regenerations are through. */
async function idle(server: RunningServer): Promise<void> {
  for (let tries = 0; tries < 240; tries++) {
    const before = cpuMs(server.child.pid!);
    await sleep(500);
    if (cpuMs(server.child.pid!) - before < 25) return;
  }
}

/** Paragraphs of the saves' bodies (about 1.1 KB each) that keep a request just under the panel's limit. */
const LARGEST_ALLOWED_PARAGRAPHS = Math.floor((MAX_JSON_BYTES - 16 * 1024) / 1110);

/** An article's form, then saves with a 1.1 MB body, one after the other until `stop()`. */
export async function saveLargeBodies(sender: Sender, session: SignedIn, id: string, paragraphs: number, running: () => boolean): Promise<{ trips: number[]; refused: number; bytes: number }> {
  const path = `/cp/api/collections/news/entries/${id}`;
  const loaded = await sender.send({ method: 'GET', path, headers: { Cookie: session.cookie } });
  if (loaded.status !== 200) throw new Error(`GET ${path} answered ${loaded.status ?? loaded.error}`);
  let doc = JSON.parse(loaded.body.toString('utf8')) as EntryDocument;
  const trips: number[] = [];
  let refused = 0;
  let bytes = 0;
  for (let n = 0; running(); n++) {
    const content = Array.from({ length: paragraphs }, (_, i) => `Paragraph ${i} of save ${n}: ${'timecode sync over the air '.repeat(40)}`).join('\n\n');
    const body = utf8Bytes(JSON.stringify({ version: doc.version, values: { ...doc.values, content }, published: doc.meta.published }));
    bytes = body.length;
    const started = performance.now();
    const outcome = await sender.send({ method: 'PUT', path, headers: { ...session.headers, 'Content-Type': 'application/json' }, body });
    trips.push(performance.now() - started);
    if (outcome.status === 200) doc = JSON.parse(outcome.body.toString('utf8')) as EntryDocument;
    else refused++;
  }
  return { trips, refused, bytes };
}

/** Sign-ins with a wrong password, each from its own address, `concurrency` at a time; the answers' statuses counted. */
async function signInFlood(sender: Sender, origin: string, attempts: number, concurrency: number): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < attempts) {
      const i = next++;
      const address = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const session = await sender.send({ method: 'GET', path: '/cp/api/session', headers: { 'X-Forwarded-For': address } });
      const cookie = (session.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
      const { csrf } = JSON.parse(session.body.toString('utf8')) as SessionResponse;
      const login = await sender.send({
        method: 'POST',
        path: '/cp/api/login',
        headers: { 'Content-Type': 'application/json', Origin: origin, [CSRF_HEADER]: csrf, Cookie: cookie, 'X-Forwarded-For': address },
        body: utf8Bytes(JSON.stringify({ email: `someone-${i}@example.com`, password: 'not the password at all' })),
      });
      const key = String(login.status ?? login.error);
      answers[key] = (answers[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** A chunked PUT that keeps sending (up to `limit` bytes) until the server answers or closes. */
export function endlessPut(origin: string, session: SignedIn, path: string, limit: number): Promise<{ sentMb: number; status: number | string }> {
  const url = new URL(origin);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (status: number | string) => {
      if (done) return;
      done = true;
      request.destroy();
      resolve({ sentMb: round(sent / 1024 / 1024), status });
    };
    const request = http.request({ host: url.hostname, port: url.port, path, method: 'PUT', headers: { ...session.headers, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } });
    request.on('response', (response) => {
      response.resume();
      finish(response.statusCode ?? 0);
    });
    request.on('error', (error) => finish(`error: ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    const write = () => {
      while (!done && sent < limit) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      if (!done) request.end();
    };
    write();
  });
}

export async function runAttackBench({ buildDir, origin, port }: { buildDir: string; origin: string; port: number }): Promise<AttackFigures> {
  const site = await writableSite({ users: [EDITOR], publicDir: 'link' });
  const server = await startProductionServer(port, { BUILD_DIR: buildDir, PUBLIC_SITE_URL: origin, CONTENT_DIR: site.root, CP_SECRET: 'bench-attack-secret-0123456789abcdef-0123', LOG_LEVEL: 'warn' });
  const page = server.origin + PAGE;
  const sender = createSender(server.origin, { maxSockets: 32, timeoutMs: 120_000 });
  try {
    const session = await signIn(sender, origin, EDITOR.email, EDITOR.password);
    console.log(`▶ attack: ${PAGE} under wrk, quiet …`);
    const quiet = { ...(await wrkAsync('prerendered page, quiet', page)), rss_mb: rssMb(server.child.pid!) };

    console.log('▶ attack: … while four editors save 1.1 MB bodies …');
    let saving = true;
    const large = await peakRss(server, async () => {
      const editors = ARTICLES.map((id) => saveLargeBodies(sender, session, id, 1000, () => saving));
      const run = await wrkAsync('prerendered page, four editors saving 1.1 MB bodies', page);
      saving = false;
      return { run, saves: await Promise.all(editors) };
    });
    const trips = large.value.saves.flatMap((s) => s.trips);
    // The regenerations of the last saves end before the next round.
    await idle(server);

    console.log('▶ attack: … while one editor saves the largest item allowed, again and again …');
    saving = true;
    const largest = await peakRss(server, async () => {
      const editor = saveLargeBodies(sender, session, ARTICLES[0]!, LARGEST_ALLOWED_PARAGRAPHS, () => saving);
      const run = await wrkAsync('prerendered page, an editor saving the largest item allowed', page);
      saving = false;
      return { run, saves: await editor };
    });
    await idle(server);

    console.log(`▶ attack: … while ${SIGN_INS} sign-ins from rotating addresses come in …`);
    const flood = await peakRss(server, async () => {
      const attempts = signInFlood(sender, origin, SIGN_INS, 20);
      const run = await wrkAsync('prerendered page, a sign-in flood', page);
      return { run, answers: await attempts };
    });
    await idle(server);

    console.log('▶ attack: … while two chunked 1 GB bodies are sent …');
    const before = rssMb(server.child.pid!);
    const bodies = await peakRss(server, async () => {
      const puts = [0, 1].map(() => endlessPut(server.origin, session, `/cp/api/collections/news/entries/${ARTICLES[0]}`, BODY_LIMIT_BYTES));
      const run = await wrkAsync('prerendered page, two chunked 1 GB bodies', page);
      return { run, puts: await Promise.all(puts) };
    });

    return {
      page: PAGE,
      target_p99_ms: ATTACK_TARGET_P99_MS,
      quiet,
      large_saves: { ...large.value.run, editors: ARTICLES.length, saves: trips.length, body_kb: round((large.value.saves[0]?.bytes ?? 0) / 1024, 0), save_p50_ms: round(median(trips)), refused: large.value.saves.reduce((n, s) => n + s.refused, 0), rss_peak_mb: large.peak },
      largest_allowed: { ...largest.value.run, saves: largest.value.saves.trips.length, body_kb: round(largest.value.saves.bytes / 1024, 0), save_p50_ms: round(median(largest.value.saves.trips)), refused: largest.value.saves.refused, rss_peak_mb: largest.peak },
      sign_in_flood: { ...flood.value.run, attempts: SIGN_INS, answers: flood.value.answers, rss_peak_mb: flood.peak },
      unbounded_bodies: { ...bodies.value.run, bodies: 2, sent_mb: bodies.value.puts.map((p) => p.sentMb), statuses: bodies.value.puts.map((p) => p.status), rss_before_mb: before, rss_peak_mb: bodies.peak },
    };
  } finally {
    sender.close();
    await server.stop();
    await site.remove();
  }
}

export function attackRows(f: AttackFigures): Record<string, { value: number | string; unit: string; budget?: string }> {
  const budget = `≤ ${f.target_p99_ms} ms`;
  return {
    [`attack: ${f.page} p99, quiet`]: { value: f.quiet.p99_ms, unit: 'ms' },
    [`attack: ${f.page} p99, 4 editors saving ${f.large_saves.body_kb} KB (${f.large_saves.saves} saves, p50 ${f.large_saves.save_p50_ms} ms, ${f.large_saves.refused} refused)`]: { value: f.large_saves.p99_ms, unit: 'ms', budget },
    [`attack: ${f.page} p99, an editor saving ${f.largest_allowed.body_kb} KB (${f.largest_allowed.saves} saves, p50 ${f.largest_allowed.save_p50_ms} ms, ${f.largest_allowed.refused} refused)`]: { value: f.largest_allowed.p99_ms, unit: 'ms', budget },
    [`attack: ${f.page} p99, ${f.sign_in_flood.attempts} sign-ins from rotating addresses (${Object.entries(f.sign_in_flood.answers).map(([s, n]) => `${n}×${s}`).join(', ')})`]: { value: f.sign_in_flood.p99_ms, unit: 'ms', budget },
    [`attack: ${f.page} p99, two chunked 1 GB bodies (sent ${f.unbounded_bodies.sent_mb.join(' and ')} MB, answered ${f.unbounded_bodies.statuses.join(', ')})`]: { value: f.unbounded_bodies.p99_ms, unit: 'ms', budget },
    'attack: server memory before the bodies / at their peak': { value: `${f.unbounded_bodies.rss_before_mb} / ${f.unbounded_bodies.rss_peak_mb}`, unit: 'MB' },
  };
}
