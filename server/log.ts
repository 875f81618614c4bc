/**
 * Structured logs: one JSON object per line on stdout (stderr for errors), the shape log
 * collectors read without configuration. `LOG_LEVEL` sets the threshold; request lines are
 * `info`.
 *
 * Written through pino (decision 035): stdout is an asynchronous destination, so a request
 * line costs a serialisation and an append to a buffer, and lines that pile up while one write
 * is under way leave in the next write together. A synchronous `write(2)` per request cost 40 %
 * of a prerendered page's throughput. Errors stay synchronous: they are rare, and the line
 * must be out before a crash. pino flushes the buffer when the process exits.
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
}

/** Where a finished line goes; tests pass their own. */
export type LogWrite = (line: string, level: Level) => void;

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

/** stdout asynchronous (request lines), stderr synchronous (errors). Made once per process. */
let standard: LogWrite | undefined;
function standardStreams(): LogWrite {
  if (standard) return standard;
  const out = pino.destination({ dest: 1, sync: false });
  const err = pino.destination({ dest: 2, sync: true });
  standard = (line, level) => (level === 'error' ? err : out).write(line);
  return standard;
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

function serializeError(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

/** A logger that drops everything (tests, prerendering). */
export const silentLogger: Logger = createLogger('silent', () => {});
