/**
 * Structured logs: one JSON object per line on stdout (stderr for errors), the shape log
 * collectors read without configuration. `LOG_LEVEL` sets the threshold; request lines are
 * `info`.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(threshold: LogLevel, write: (line: string, level: LogLevel) => void = defaultWrite): Logger {
  const at = (level: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (RANK[level] < RANK[threshold]) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, errorReplacer)}\n`, level);
  };
  return {
    enabled: (level) => RANK[level] >= RANK[threshold],
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
}

function defaultWrite(line: string, level: LogLevel): void {
  (level === 'error' ? process.stderr : process.stdout).write(line);
}

/** Errors as their name, message and stack (JSON.stringify would give `{}`). */
function errorReplacer(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

/** A logger that drops everything (tests, prerendering). */
export const silentLogger: Logger = createLogger('silent');
