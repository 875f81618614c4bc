/**
 * Structured logs: one JSON object per line on stdout (stderr for errors), the shape log
 * collectors read without configuration. `LOG_LEVEL` sets the threshold; request lines are
 * `info`.
 *
 * Written through pino (decision 035). A synchronous `write(2)` per request cost 40 % of a
 * prerendered page's throughput; a line at a time through pino still cost 15–25 %. So a request
 * never writes: its line is held and the held lines are written together (`batchedLines`: at
 * most 100 ms or 16 KB later; other lines go out at once, `routedLines`), and a request line is
 * formatted here rather than by pino's generic field walk (`requestLine`, the same JSON).
 * Errors go to stderr at once: they are rare, and the line must be out before a crash. What is
 * held is written out when the process exits.
 */
import pino, { type DestinationStream } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Level = Exclude<LogLevel, 'silent'>;

export interface Logger {
  enabled(level: Level): boolean;
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** One request line (`msg: "request"`, level info), the hot path: see `requestLine`. */
  request(line: RequestLine): void;
}

/** The fields of a request line, in the order they are written. */
export interface RequestLine {
  id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  /** Where an answer from memory came from (server/http/memory.ts); absent for rendered answers. */
  from?: string;
}

/**
 * Where a finished line goes; tests pass their own. `kind` is the line's level, or `request` for
 * a request line (level info), the only kind that may be held (`routedLines`).
 */
export type LogWrite = (line: string, kind: Level | 'request') => void;

const LEVEL_OF: Record<number, Level> = { 20: 'debug', 30: 'info', 40: 'warn', 50: 'error' };

export function createLogger(threshold: LogLevel, write: LogWrite = standardStreams()): Logger {
  const log = pino(
    {
      level: threshold,
      base: undefined,
      timestamp: isoTimeField,
      formatters: { level: (label) => ({ level: label }) },
      // Errors as their name, message and stack (JSON would give `{}`), under the keys we use for them.
      serializers: { error: serializeError, err: serializeError, cause: serializeError },
    },
    levelled(write),
  );
  return {
    enabled: (level) => log.isLevelEnabled(level),
    debug: (msg, fields) => log.debug(fields ?? {}, msg),
    info: (msg, fields) => log.info(fields ?? {}, msg),
    warn: (msg, fields) => log.warn(fields ?? {}, msg),
    error: (msg, fields) => log.error(fields ?? {}, msg),
    request: log.isLevelEnabled('info') ? (line) => write(requestLine(line), 'request') : () => {},
  };
}

/**
 * A destination that knows each line's level: pino sets `lastLevel` before it writes to a
 * stream that asks for it, so one stream routes errors without a second serialisation.
 */
function levelled(write: LogWrite): DestinationStream {
  return {
    [pino.symbols.needsMetadataGsym]: true,
    lastLevel: 30,
    write(this: { lastLevel: number }, line: string) {
      write(line, LEVEL_OF[this.lastLevel] ?? 'info');
    },
  } as DestinationStream;
}

/**
 * Both streams write synchronously: a request line is held anyway, so stdout sees one write per
 * batch, and a synchronous write is one that keeps its order when the process ends. sonic-boom's
 * asynchronous mode cannot: on `process.exit()` it writes what it queued while an earlier write
 * was still in a pool thread, which lands after it (4 exits in 40 put the first line last).
 * Made once per process.
 */
let standard: LogWrite | undefined;
function standardStreams(): LogWrite {
  if (standard) return standard;
  const routed = routedLines((text) => out.write(text), (text) => err.write(text));
  // The lines still held when the process ends are written then (synchronously, so in order).
  process.on('beforeExit', routed.flush);
  process.on('exit', routed.flush);
  const out = pino.destination({ dest: 1, sync: true });
  const err = pino.destination({ dest: 2, sync: true });
  standard = routed.write;
  return standard;
}

/**
 * Which line goes where, and when. Request lines, one or more per request, are held and handed
 * on together (`batchedLines`). Every other line is an event an operator (or a health check,
 * or a test) waits for, and rare: it goes out at once, after the request lines held before it,
 * so stdout stays in order. Errors go to stderr at once: they must be out before a crash.
 */
export function routedLines(out: (text: string) => void, err: (text: string) => void): { write: LogWrite; flush(): void } {
  const requests = batchedLines(out);
  return {
    write(line, kind) {
      if (kind === 'request') return requests.write(line);
      if (kind === 'error') return err(line);
      requests.flush();
      out(line);
    },
    flush: requests.flush,
  };
}

/**
 * Lines held and handed on together: once `maxChars` are waiting, or `maxDelayMs` after the
 * first of them. A write a line cost more than making the line (a system call, or in sonic-boom's
 * asynchronous mode a measure of its whole pending buffer and a pool thread woken per write).
 * nginx's access log buffers the same way (`buffer=`, `flush=`).
 */
export function batchedLines(write: (text: string) => void, { maxChars = 16_384, maxDelayMs = 100 } = {}): { write(line: string): void; flush(): void } {
  let pending: string[] = [];
  let chars = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    chars = 0;
    write(text);
  };
  return {
    write(line) {
      pending.push(line);
      chars += line.length;
      if (chars >= maxChars) flush();
      // Unref'd: a waiting line never keeps the process alive; the exit handlers write it out.
      else if (!timer) timer = setTimeout(flush, maxDelayMs).unref();
    },
    flush,
  };
}

/**
 * pino's `isoTime` formats a new date per line, a third of a line's cost; a busy server logs
 * several lines per millisecond, so the text is kept for the millisecond it names.
 */
let lastMs = 0;
let lastField = '';
function isoTimeField(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastField;
}

/**
 * A request line as pino would write it, formatted here: pino's generic path (a walk over the
 * fields, a serializer lookup and an escape check for each) takes twice as long as the line
 * itself (1.4 against 0.6 µs in a loop), on every request. Strings that come from the request
 * go through JSON.stringify; the rest are numbers or our own words.
 */
function requestLine({ id, method, path, status, ms, from }: RequestLine): string {
  const where = from === undefined ? '' : `,"from":"${from}"`;
  return `{"level":"info"${isoTimeField()},"id":${JSON.stringify(id)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}${where},"msg":"request"}\n`;
}

function serializeError(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

/** A logger that drops everything (tests, prerendering). */
export const silentLogger: Logger = createLogger('silent', () => {});
