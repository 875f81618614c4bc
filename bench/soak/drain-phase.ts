/**
 * Phase 3, drain: SIGTERM under load. Every request the server accepted must get its whole
 * answer, new connections after the signal are refused, and the process exits 0.
 *
 * The load here is node:http, not autocannon: autocannon always sends `Connection: keep-alive`,
 * writes its next request as soon as an answer is complete (onto a socket the draining server
 * is closing), and on a closed socket reconnects without telling a cut answer from a finished
 * one. Here every request has a connection of its own (`agent: false`, `Connection: close`),
 * so no request is ever sent on a socket the server is closing, and each one's fate is clear:
 * refused at connect, reset after it was written, cut in the body (fewer bytes than
 * Content-Length, or the socket closed mid-body), or complete.
 *
 * Each request carries its own X-Request-Id, and this server logs every request it answers
 * (LOG_LEVEL=info); the probe (server-probe.mjs) records the client port of every connection
 * the server process accepted. So a failed request can be told apart: answered (and cut),
 * accepted but never read, or never accepted at all (reset by the kernel from the backlog).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import type { SoakSettings } from './args';
import { probeEnv, soakCacheDir } from './memory';
import { BASE_HEADERS, LOAD_WEIGHTS, weightedSequence, type Mix, type Target } from './mix';
import { preflight } from './preflight';
import { startServer } from './processes';
import { formatStatuses, round, sleep, tally, type Statuses } from './stats';

export const DRAIN_PORT = 3190;

type Fate =
  | { kind: 'in flight' }
  | { kind: 'complete'; status: number }
  | { kind: 'refused' }
  | { kind: 'reset before the request was written'; code: string }
  | { kind: 'cut after the request was written'; code: string }
  | { kind: 'cut body'; detail: string }
  | { kind: 'timeout' }
  | { kind: 'other error'; code: string };

interface Sent {
  id: string;
  target: Target;
  sentAt: number;
  /** Date.now() when it was sent, to compare with the server's accept times. */
  sentAtEpoch: number;
  /** Client port of its connection, once connected. */
  port?: number;
  fate: Fate;
  /** performance.now() when its fate was known. */
  settledAt?: number;
}

export interface DrainPhaseResult {
  port: number;
  connections: number;
  load_before_signal_s: number;
  requests: number;
  before_signal: { complete: number; statuses: Statuses };
  after_signal: { complete: number; statuses: Statuses; refused: number };
  /** Requests sent before the signal still in flight when it came; all of them must complete. */
  in_flight_at_signal: number;
  in_flight_completed: number;
  /** Cut answers (reset after the request was written, socket closed mid-body, short body): must be 0. */
  cut: number;
  /** Connections reset before the request was even written. */
  reset_before_write: number;
  /** Of the cut and reset ones: the server had logged the request (answered it), or the server process had accepted the connection but logged no request, or neither (the kernel reset it). */
  lost_by_server_view: { request_logged: number; connection_accepted_only: number; never_accepted: number; unknown: number };
  /** Refused connections before the signal, timeouts, other errors. */
  other_errors: number;
  unexpected_statuses: number;
  error_examples: string[];
  exit_code: number | null;
  /** From SIGTERM to the process's exit. */
  exit_after_ms: number;
}

export async function drainPhase(settings: SoakSettings, mix: Mix): Promise<DrainPhaseResult> {
  console.log(`\n▶ drain: SIGTERM under load (server on 127.0.0.1:${DRAIN_PORT}, one connection per request)`);
  // A fresh server of the first kind, logging every request it answers (the cross-check above).
  const connectionsFile = path.join(soakCacheDir(), `connections-${DRAIN_PORT}.json`);
  rmSync(connectionsFile, { force: true });
  const server = await startServer(DRAIN_PORT, { LOG_LEVEL: 'info', ...probeEnv(), SOAK_CONNECTIONS_FILE: connectionsFile });
  // Also warms the server up: the load before the signal meets compiled code and cached images.
  await preflight(server.origin, mix.targets);
  const sequence = weightedSequence(mix.targets, LOAD_WEIGHTS);
  const sent: Sent[] = [];
  let next = 0;
  let signalAt = Infinity;
  let stop = false;

  const worker = async (w: number) => {
    for (let i = w * 37; !stop; i++) {
      const target = sequence[i % sequence.length]!;
      const entry: Sent = { id: `soak-drain-${(++next).toString().padStart(6, '0')}`, target, sentAt: performance.now(), sentAtEpoch: Date.now(), fate: { kind: 'in flight' } };
      sent.push(entry);
      entry.fate = await once(server.origin, target, entry.id, settings.timeout * 1000, (port) => (entry.port = port));
      entry.settledAt = performance.now();
      // Refused connections return at once: no need to spin on them.
      if (entry.fate.kind === 'refused') await sleep(20);
    }
  };
  console.log(`  ${settings.drainConnections} connections for ${settings.drainLoad} s, then SIGTERM; load continues until the server has exited …`);
  const workers = Array.from({ length: settings.drainConnections }, (_, w) => worker(w));
  await sleep(settings.drainLoad * 1000);

  const inFlight = sent.filter((s) => s.fate.kind === 'in flight').map((s) => s.id);
  signalAt = performance.now();
  server.release();
  server.child.kill('SIGTERM');
  const exitCode = await Promise.race([server.exited, sleep(30_000).then(() => 'timeout' as const)]);
  const exitAfter = performance.now() - signalAt;
  if (exitCode === 'timeout') server.child.kill('SIGKILL');
  // A moment more of refused connections, then stop and let every request settle.
  await sleep(500);
  stop = true;
  await Promise.all(workers);

  const logged = new Set(server.logs().filter((l) => l.msg === 'request').map((l) => String(l.id)));
  const accepted = readAccepted(connectionsFile);
  // Client ports come back soon (the server closes first, so it keeps the TIME_WAIT): a
  // connection owns its port's accepts from when it was sent until the port's next use.
  const nextUse = new Map<Sent, number>();
  const lastByPort = new Map<number, Sent>();
  for (const s of [...sent].sort((a, b) => a.sentAtEpoch - b.sentAtEpoch)) {
    if (s.port === undefined) continue;
    const previous = lastByPort.get(s.port);
    if (previous) nextUse.set(previous, s.sentAtEpoch);
    lastByPort.set(s.port, s);
  }
  const serverView = (s: Sent): keyof DrainPhaseResult['lost_by_server_view'] => {
    if (logged.has(s.id)) return 'request_logged';
    if (!accepted || s.port === undefined) return 'unknown';
    const until = nextUse.get(s) ?? Infinity;
    return (accepted.get(s.port) ?? []).some((at) => at >= s.sentAtEpoch && at < until) ? 'connection_accepted_only' : 'never_accepted';
  };
  const lostView: DrainPhaseResult['lost_by_server_view'] = { request_logged: 0, connection_accepted_only: 0, never_accepted: 0, unknown: 0 };
  const before = { complete: 0, statuses: {} as Statuses };
  const after = { complete: 0, statuses: {} as Statuses, refused: 0 };
  let cut = 0;
  let resetBeforeWrite = 0;
  let other = 0;
  let unexpected = 0;
  const examples: string[] = [];
  const note = (line: string) => examples.length < 12 && examples.push(line);
  for (const s of sent) {
    const late = s.sentAt >= signalAt;
    const f = s.fate;
    const when = late ? 'after the signal' : 'before the signal';
    if (f.kind === 'complete') {
      const bucket = late ? after : before;
      bucket.complete++;
      tally(bucket.statuses, f.status);
      if (f.status !== s.target.expect) {
        unexpected++;
        note(`${f.status} for ${s.target.path} (expected ${s.target.expect}), ${when}`);
      }
    } else if (f.kind === 'refused' && (late || (s.settledAt ?? 0) >= signalAt)) {
      // Refused after the signal, though sent just before it: still connecting when the
      // listener closed (no connection, so no request the server could have had).
      after.refused++;
    } else if (f.kind === 'cut after the request was written' || f.kind === 'cut body' || f.kind === 'reset before the request was written') {
      if (f.kind === 'reset before the request was written') resetBeforeWrite++;
      else cut++;
      const view = serverView(s);
      lostView[view]++;
      note(`${f.kind} (${'code' in f ? f.code : f.detail}) for ${s.target.path}, ${when}; server: ${view.replaceAll('_', ' ')}`);
    } else {
      other++;
      note(`${f.kind}${'code' in f ? ` (${f.code})` : ''} for ${s.target.path}, ${when}`);
    }
  }
  const inFlightSet = new Set(inFlight);
  const result: DrainPhaseResult = {
    port: DRAIN_PORT,
    connections: settings.drainConnections,
    load_before_signal_s: settings.drainLoad,
    requests: sent.length,
    before_signal: before,
    after_signal: after,
    in_flight_at_signal: inFlight.length,
    in_flight_completed: sent.filter((s) => inFlightSet.has(s.id) && s.fate.kind === 'complete').length,
    cut,
    reset_before_write: resetBeforeWrite,
    lost_by_server_view: lostView,
    other_errors: other,
    unexpected_statuses: unexpected,
    error_examples: examples,
    exit_code: exitCode === 'timeout' ? null : exitCode,
    exit_after_ms: Math.round(exitAfter),
  };
  printDrain(result);
  return result;
}

/** Client port → when the server process accepted connections from it (the preflight's earlier ones may share a port); undefined without the probe's file. */
function readAccepted(file: string): Map<number, number[]> | undefined {
  if (!existsSync(file)) return undefined;
  const accepted = new Map<number, number[]>();
  for (const [port, at] of JSON.parse(readFileSync(file, 'utf8')) as [number, number][]) accepted.set(port, [...(accepted.get(port) ?? []), at]);
  return accepted;
}

/** One request on a connection of its own; resolves with what became of it (never rejects). */
function once(origin: string, target: Target, id: string, timeoutMs: number, onConnect: (port: number) => void): Promise<Fate> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (fate: Fate) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(fate);
    };
    let written = false;
    let connected = false;
    const req = request(origin + target.path, { agent: false, headers: { ...BASE_HEADERS, ...target.headers, Connection: 'close', 'X-Request-Id': id } });
    const timer = setTimeout(() => {
      settle({ kind: 'timeout' });
      req.destroy();
    }, timeoutMs);
    req.on('socket', (socket) =>
      socket.once('connect', () => {
        connected = true;
        onConnect(socket.localPort!);
      }),
    );
    req.on('finish', () => (written = true));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      // A reset while connecting (a listener being closed may answer the SYN so) is a refusal:
      // no connection, so no request the server could have had.
      if (code === 'ECONNREFUSED' || !connected) settle({ kind: 'refused' });
      else if (!written) settle({ kind: 'reset before the request was written', code });
      else settle({ kind: 'cut after the request was written', code });
    });
    req.on('response', (res) => {
      const expected = res.headers['content-length'] === undefined ? undefined : Number(res.headers['content-length']);
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('aborted', () => settle({ kind: 'cut body', detail: `connection closed after ${bytes} bytes` }));
      res.on('error', (error: NodeJS.ErrnoException) => settle({ kind: 'cut body', detail: `${error.code ?? error.message} after ${bytes} bytes` }));
      res.on('end', () => {
        if (!res.complete) settle({ kind: 'cut body', detail: `incomplete after ${bytes} bytes` });
        else if (expected !== undefined && bytes !== expected) settle({ kind: 'cut body', detail: `${bytes} of ${expected} bytes` });
        else settle({ kind: 'complete', status: res.statusCode ?? 0 });
      });
    });
    req.end();
  });
}

function printDrain(r: DrainPhaseResult): void {
  console.log(`\nDrain: ${r.requests} requests on ${r.connections} connections; SIGTERM after ${r.load_before_signal_s} s`);
  console.table({
    'complete before the signal': { value: `${r.before_signal.complete} (${formatStatuses(r.before_signal.statuses)})` },
    'in flight at the signal → completed': { value: `${r.in_flight_at_signal} → ${r.in_flight_completed}` },
    'complete, sent after the signal': { value: `${r.after_signal.complete} (${formatStatuses(r.after_signal.statuses)})` },
    'refused after the signal (expected)': { value: r.after_signal.refused },
    'cut answers (must be 0); reset before the request was written': { value: `${r.cut}; ${r.reset_before_write}` },
    '… of these: request answered / connection accepted, request never read / never accepted': {
      value: `${r.lost_by_server_view.request_logged} / ${r.lost_by_server_view.connection_accepted_only} / ${r.lost_by_server_view.never_accepted}${r.lost_by_server_view.unknown ? ` (${r.lost_by_server_view.unknown} unknown)` : ''}`,
    },
    'other errors, unexpected statuses': { value: `${r.other_errors}, ${r.unexpected_statuses}` },
    'exit code, after SIGTERM': { value: `${r.exit_code ?? 'none (killed after 30 s)'}, ${round(r.exit_after_ms / 1000, 2)} s` },
  });
  for (const line of r.error_examples) console.log(`  ✖ ${line}`);
}
