import { describe, expect, it } from 'vitest';
import { createLogger } from './log';

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
