import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_ROOT } from './env';
import { createLogger, heldRequests, routedLines, type RequestLine } from './log';

describe('createLogger', () => {
  it('writes one JSON object per line with time, level, message and fields', () => {
    const lines: string[] = [];
    createLogger('info', (line) => lines.push(line)).info('request', { id: 'abc', status: 200 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const record = JSON.parse(lines[0]!);
    expect(record).toMatchObject({ level: 'info', msg: 'request', id: 'abc', status: 200 });
    expect(Date.parse(record.time)).not.toBeNaN();
  });

  it('drops what is below the threshold', () => {
    const levels: string[] = [];
    const log = createLogger('warn', (_line, level) => levels.push(level));
    log.debug('a');
    log.info('b');
    log.warn('c');
    log.error('d');
    expect(levels).toEqual(['warn', 'error']);
    expect(log.enabled('info')).toBe(false);
    expect(log.enabled('error')).toBe(true);
  });

  it('silent writes nothing', () => {
    const lines: string[] = [];
    createLogger('silent', (line) => lines.push(line)).error('x');
    expect(lines).toEqual([]);
  });

  it('errors keep their message and stack', () => {
    const lines: string[] = [];
    createLogger('debug', (line) => lines.push(line)).error('failed', { error: new TypeError('bad value') });
    expect(JSON.parse(lines[0]!).error).toMatchObject({ name: 'TypeError', message: 'bad value' });
    expect(JSON.parse(lines[0]!).error.stack).toContain('TypeError: bad value');
  });
});

describe('the time of a line', () => {
  it('is the ISO time of the moment it is written, also for lines within one millisecond', () => {
    const lines: string[] = [];
    const log = createLogger('info', (line) => lines.push(line));
    const before = Date.now();
    for (let i = 0; i < 50; i++) log.info('request', { i });
    const after = Date.now();
    const times = lines.map((line) => Date.parse(JSON.parse(line).time));
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(before);
      expect(time).toBeLessThanOrEqual(after);
    }
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('errors go to the error stream, the rest to the standard one', () => {
    const levels: string[] = [];
    const log = createLogger('debug', (_line, level) => levels.push(level));
    log.info('a');
    log.error('b');
    log.warn('c');
    expect(levels).toEqual(['info', 'error', 'warn']);
  });
});

describe('request lines', () => {
  const line = { id: 'abc123def-1', method: 'GET', path: '/de/produkte/beacon', status: 200, ms: 0.4, from: 'memory' };

  it('are the JSON pino writes for the same fields, in the same order', () => {
    for (const fields of [line, { ...line, from: undefined }, { ...line, path: '/a"b\\c/\u0001/ü/日本語/\u2028' }]) {
      const [fast, generic] = [[] as string[], [] as string[]];
      createLogger('info', (text) => fast.push(text)).request(fields);
      createLogger('info', (text) => generic.push(text)).info('request', JSON.parse(JSON.stringify(fields)));
      expect(fast).toHaveLength(1);
      expect(fast[0]!.endsWith('}\n')).toBe(true);
      const [a, b] = [JSON.parse(fast[0]!), JSON.parse(generic[0]!)];
      // The time differs by the moments they were written; everything else, keys in order, is the same.
      expect(Object.keys(a)).toEqual(Object.keys(b));
      expect({ ...a, time: 0 }).toEqual({ ...b, time: 0 });
      expect(a.path).toBe(fields.path);
    }
  });

  it('are dropped below info', () => {
    const lines: string[] = [];
    createLogger('warn', (text) => lines.push(text)).request(line);
    expect(lines).toEqual([]);
  });
});

describe('heldRequests', () => {
  afterEach(() => vi.useRealTimers());
  const request = (path: string): RequestLine => ({ id: 'id-1', method: 'GET', path, status: 200, ms: 0.5 });
  const paths = (text: string) => text.trim().split('\n').map((line) => JSON.parse(line).path as string);

  it('holds lines for 100 ms and then formats and hands them on together, in order', () => {
    vi.useFakeTimers();
    const texts: string[] = [];
    const held = heldRequests((text) => texts.push(text));
    held.request(request('/a'), Date.now());
    vi.advanceTimersByTime(60);
    held.request(request('/b'), Date.now());
    vi.advanceTimersByTime(39);
    expect(texts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(texts.map(paths)).toEqual([['/a', '/b']]);
    held.request(request('/c'), Date.now());
    vi.advanceTimersByTime(99);
    expect(texts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(texts.map(paths)).toEqual([['/a', '/b'], ['/c']]);
  });

  it('hands them on at once when they reach the count, and on flush', () => {
    vi.useFakeTimers();
    const texts: string[] = [];
    const held = heldRequests((text) => texts.push(text), { maxLines: 2 });
    held.request(request('/1'), Date.now());
    held.request(request('/2'), Date.now());
    expect(texts.map(paths)).toEqual([['/1', '/2']]);
    held.request(request('/3'), Date.now());
    held.flush();
    expect(texts.map(paths)).toEqual([['/1', '/2'], ['/3']]);
    // Nothing is held, so nothing more is written, now or when the timer would have fired.
    held.flush();
    vi.advanceTimersByTime(1000);
    expect(texts).toHaveLength(2);
  });

  it('name the time each request ended, not the time they were written', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T10:00:00.000Z') });
    const texts: string[] = [];
    const held = heldRequests((text) => texts.push(text));
    held.request(request('/early'), Date.now());
    vi.advanceTimersByTime(40);
    held.request(request('/late'), Date.now());
    vi.advanceTimersByTime(100);
    const times = texts.join('').trim().split('\n').map((line) => JSON.parse(line).time as string);
    expect(times).toEqual(['2026-11-28T10:00:00.000Z', '2026-11-28T10:00:00.040Z']);
  });
});

describe('routedLines', () => {
  afterEach(() => vi.useRealTimers());

  it('holds request lines; any other line goes out at once, after the request lines before it; errors to stderr', () => {
    vi.useFakeTimers();
    const out: string[] = [];
    const err: string[] = [];
    const routed = routedLines((text) => out.push(text), (text) => err.push(text));
    const request = (path: string) => routed.request({ id: 'id-1', method: 'GET', path, status: 200, ms: 1 }, Date.now());
    // What reached stdout, a request line as its path.
    const seen = () => out.flatMap((text) => text.trim().split('\n').map((line) => (line.startsWith('{') ? JSON.parse(line).path : line)));
    request('/r1');
    request('/r2');
    expect(out).toEqual([]);
    routed.line('boom\n', 'error');
    expect(err).toEqual(['boom\n']);
    expect(out).toEqual([]);
    routed.line('published\n', 'info');
    expect(seen()).toEqual(['/r1', '/r2', 'published']);
    routed.line('slow\n', 'warn');
    request('/r3');
    expect(seen()).toEqual(['/r1', '/r2', 'published', 'slow']);
    vi.advanceTimersByTime(100);
    expect(seen()).toEqual(['/r1', '/r2', 'published', 'slow', '/r3']);
  });
});

describe('the standard streams', () => {
  // A process that logs and then ends at once: the request lines still held must reach stdout.
  const script = (end: string) => `
    import { createLogger } from './server/log.ts';
    const log = createLogger('info');
    log.info('first');
    log.warn('second');
    for (let i = 0; i < 3; i++) log.request({ id: 'req-' + i, method: 'GET', path: '/p', status: 200, ms: 0 });
    ${end}`;

  for (const [name, end] of [['process.exit()', 'process.exit(0);'], ['the end of the event loop', '']] as const) {
    it(`write out every held line on ${name}, in order`, () => {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(end)], { cwd: PROJECT_ROOT, encoding: 'utf8' });
      const messages = out.trim().split('\n').map((text) => JSON.parse(text).msg as string);
      expect(messages).toEqual(['first', 'second', 'request', 'request', 'request']);
    });
  }
});
