/**
 * Structured logs: one JSON object per line on stdout (stderr for errors), the shape log
 * collectors read without configuration. `LOG_LEVEL` sets the threshold; request lines are
 * `info`.
 *
 * Written through pino (decision 035). A synchronous `write(2)` per request cost 40 % of a
 * prerendered page's throughput; a line at a time through pino still cost 15–25 %. So a request
 * never writes, nor formats its line: it hands over the line's fields, and the held lines are
 * formatted and written together (`heldRequests`: at most 100 ms later; other lines
 * go out at once, `routedLines`). A request line is formatted here rather than by pino's generic
 * field walk (`requestLine`, the same JSON).
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
 * a request line (level info).
 */
export type LogWrite = (line: string, kind: Level | 'request') => void;

/**
 * Where lines go: every line but a request's as text, request lines as their fields, which the
 * sink formats (`requestLine`) when it writes them. The standard streams hold request lines and
 * format them together (`routedLines`); a `LogWrite` formats each at once (`writeEach`).
 */
export interface LogSink {
  line(text: string, level: Level): void;
  /** `time` is when the request ended (ms since the epoch), which a line formatted later still names. */
  request(line: RequestLine, time: number): void;
}

const LEVEL_OF: Record<number, Level> = { 20: 'debug', 30: 'info', 40: 'warn', 50: 'error' };

export function createLogger(threshold: LogLevel, to: LogWrite | LogSink = standardStreams()): Logger {
  const sink = typeof to === 'function' ? writeEach(to) : to;
  const log = pino(
    {
      level: threshold,
      base: undefined,
      timestamp: isoTimeField,
      formatters: { level: (label) => ({ level: label }) },
      // Errors as their name, message and stack (JSON would give `{}`), under the keys we use for them.
      serializers: { error: serializeError, err: serializeError, cause: serializeError },
    },
    levelled(sink),
  );
  return {
    enabled: (level) => log.isLevelEnabled(level),
    debug: (msg, fields) => log.debug(fields ?? {}, msg),
    info: (msg, fields) => log.info(fields ?? {}, msg),
    warn: (msg, fields) => log.warn(fields ?? {}, msg),
    error: (msg, fields) => log.error(fields ?? {}, msg),
    request: log.isLevelEnabled('info') ? (line) => sink.request(line, Date.now()) : () => {},
  };
}

/**
 * A destination that knows each line's level: pino sets `lastLevel` before it writes to a
 * stream that asks for it, so one stream routes errors without a second serialisation.
 */
function levelled(sink: LogSink): DestinationStream {
  return {
    [pino.symbols.needsMetadataGsym]: true,
    lastLevel: 30,
    write(this: { lastLevel: number }, line: string) {
      sink.line(line, LEVEL_OF[this.lastLevel] ?? 'info');
    },
  } as DestinationStream;
}

/** A sink handing every line, request lines formatted at once, to `write` (tests, tools). */
function writeEach(write: LogWrite): LogSink {
  return { line: write, request: (line, time) => write(requestLine(line, time), 'request') };
}

/**
 * Both streams write synchronously: request lines are held anyway, so stdout sees one write per
 * batch, and a synchronous write is one that keeps its order when the process ends. sonic-boom's
 * asynchronous mode cannot: on `process.exit()` it writes what it queued while an earlier write
 * was still in a pool thread, which lands after it (4 exits in 40 put the first line last).
 * Made once per process.
 */
let standard: LogSink | undefined;
function standardStreams(): LogSink {
  if (standard) return standard;
  const routed = routedLines((text) => out.write(text), (text) => err.write(text));
  // The lines still held when the process ends are written then (synchronously, so in order).
  process.on('beforeExit', routed.flush);
  process.on('exit', routed.flush);
  const out = pino.destination({ dest: 1, sync: true });
  const err = pino.destination({ dest: 2, sync: true });
  standard = routed;
  return standard;
}

/**
 * Which line goes where, and when. Request lines, one or more per request, are held
 * (`heldRequests`). Every other line is an event an operator (or a health check, or a test)
 * waits for, and rare: it goes out at once, after the request lines held before it, so stdout
 * stays in order. Errors go to stderr at once: they must be out before a crash.
 */
export function routedLines(out: (text: string) => void, err: (text: string) => void): LogSink & { flush(): void } {
  const requests = heldRequests(out);
  return {
    line(text, level) {
      if (level === 'error') return err(text);
      requests.flush();
      out(text);
    },
    request: requests.request,
    flush: requests.flush,
  };
}

/**
 * Request lines held as their fields, and formatted and handed on together: `maxDelayMs` after
 * the first of them, or sooner once `maxLines` are waiting (a bound on memory: at 40,000
 * requests a second). Writing a line at a time cost more than making it (a system call, or in
 * sonic-boom's asynchronous mode a measure of its whole pending buffer and a pool thread woken
 * per write); nginx's access log buffers the same way (`buffer=`, `flush=`). Formatting them
 * together too, rather than each in its request, keeps the formatting code and the clock text
 * warm: in a server the same line costs several times what it costs in a loop (the request's
 * own work evicts it from the caches between lines). Fewer, bigger batches cost less again:
 * side by side, batches of up to 4,096 lines kept 2–3 % more throughput than batches of 128.
 */
export function heldRequests(write: (text: string) => void, { maxLines = 4096, maxDelayMs = 100 } = {}): Pick<LogSink, 'request'> & { flush(): void } {
  let lines: RequestLine[] = [];
  let times: number[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const [held, at] = [lines, times];
    lines = [];
    times = [];
    let text = '';
    for (let i = 0; i < held.length; i++) text += requestLine(held[i]!, at[i]!);
    write(text);
  };
  return {
    request(line, time) {
      lines.push(line);
      times.push(time);
      if (lines.length >= maxLines) flush();
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
function isoTimeField(now = Date.now()): string {
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
function requestLine({ id, method, path, status, ms, from }: RequestLine, time: number): string {
  const where = from === undefined ? '' : `,"from":"${from}"`;
  return `{"level":"info"${isoTimeField(time)},"id":${JSON.stringify(id)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}${where},"msg":"request"}\n`;
}

function serializeError(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

/** A logger that drops everything (tests, prerendering). */
export const silentLogger: Logger = createLogger('silent', () => {});
