import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockBuild } from './lock';

const dir = mkdtempSync(path.join(tmpdir(), 'kairotone-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lockBuild', () => {
  it('holds the lock with its pid and releases it', () => {
    const file = path.join(dir, 'a.lock');
    const release = lockBuild(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('makes the folder the lock sits in when it does not exist yet', () => {
    const file = path.join(dir, 'not-yet', 'c.lock');
    const release = lockBuild(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses a second build while the first one runs, naming its process', async () => {
    const file = path.join(dir, 'b.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      lockBuild(file, other.pid);
      expect(() => lockBuild(file)).toThrow(`another build (process ${other.pid}) is running into the same directory`);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Its process gone (killed mid-build), the lock is stale and taken over.
    const release = lockBuild(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file that holds no process id', () => {
    const file = path.join(dir, 'c.lock');
    writeFileSync(file, 'garbage');
    lockBuild(file)();
    expect(existsSync(file)).toBe(false);
  });
});
