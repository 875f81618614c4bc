/**
 * Issue 26's round trip: every content file of the demo site and of the Statamic-written
 * fixture, saved with its own data, writes nothing; saved with one changed field, changes that
 * field only — as we read it and as Statamic (Symfony YAML, through PHP) reads it.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileCache } from '../../../api/store/files';
import { silentLogger } from '../../log';
import { PROJECT_ROOT } from '../../env';
import { asStatamicSees, readWithStatamic, statamicAvailable } from '../../../tests/support/statamic-yaml';
import { createContentWriter } from './writer';

const EDITOR = { name: 'Round Trip', email: 'rt@example.com' };
const SITES = [
  { name: 'demo content', source: PROJECT_ROOT },
  { name: 'Statamic-written fixture', source: path.join(PROJECT_ROOT, 'tests/fixtures/statamic-site') },
];

describe.each(SITES)('round trip over the $name', ({ source }) => {
  let root: string;
  let files: string[];
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'cp-round-trip-'));
    await cp(path.join(source, 'content'), path.join(root, 'content'), { recursive: true });
    files = await new FileCache(root).list('content', /\.(md|yaml)$/);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes nothing when each file is saved with its own data, and one field when one changed', async () => {
    expect(files.length).toBeGreaterThan(20);
    const writer = createContentWriter({ root, logger: silentLogger });
    const before = new Map<string, string>();
    const changed = new Map<string, { key: string; value: unknown }>();
    for (const file of files) {
      const bytes = await readFile(path.join(root, file), 'utf8');
      before.set(file, bytes);
      const loaded = (await writer.read(file))!;
      const same = await writer.write({ file, data: loaded.data, body: loaded.body, expected: loaded.version, author: EDITOR, message: 'same' });
      expect(same.status, file).toBe('unchanged');
      expect(await readFile(path.join(root, file), 'utf8'), file).toBe(bytes);

      // One field: the first string at the top, edited; a file without one gets a new key.
      const key = Object.keys(loaded.data).find((k) => typeof loaded.data[k] === 'string' && k !== 'id') ?? 'edited_in_round_trip';
      const value = typeof loaded.data[key] === 'string' ? `${loaded.data[key] as string} — edited: 2026-01-20` : '2026-01-20';
      changed.set(file, { key, value });
      const result = await writer.write({ file, data: { ...loaded.data, [key]: value }, body: loaded.body, expected: loaded.version, author: EDITOR, message: 'one field' });
      expect(result.status, file).toBe('written');
      const after = (await writer.read(file))!;
      expect(after.body, file).toBe(loaded.body);
      for (const k of new Set([...Object.keys(loaded.data), key])) {
        expect(after.data[k], `${file}: ${k}`).toStrictEqual(k === key ? value : loaded.data[k]);
      }
      // Every line outside the changed pair is the file's own.
      const text = await readFile(path.join(root, file), 'utf8');
      const removedLines = bytes.split('\n').filter((line) => !text.split('\n').includes(line));
      expect(removedLines.every((line) => line.startsWith(`${key}:`) || line.startsWith(`'${key}':`)), `${file}: ${removedLines.join(' | ')}`).toBe(true);
    }

    if (!statamicAvailable()) return;
    const originals = path.join(root, 'originals');
    await cp(path.join(source, 'content'), originals, { recursive: true });
    const theirs = readWithStatamic(files.flatMap((file) => [path.join(root, file), path.join(originals, file.slice('content/'.length))]));
    for (const file of files) {
      const now = theirs.get(path.join(root, file))!;
      const was = theirs.get(path.join(originals, file.slice('content/'.length)))!;
      expect(was.error, file).toBeUndefined();
      expect(now.error, file).toBeUndefined();
      expect(now.content, file).toBe(was.content);
      const { key, value } = changed.get(file)!;
      const nowData = now.data as Record<string, unknown>;
      const wasData = was.data as Record<string, unknown>;
      expect(nowData[key], `${file}: ${key}`).toStrictEqual(asStatamicSees(value));
      for (const k of Object.keys(wasData)) if (k !== key) expect(isDeepStrictEqual(nowData[k], wasData[k]), `${file}: ${k}`).toBe(true);
      expect(Object.keys(nowData).filter((k) => k !== key), file).toEqual(Object.keys(wasData).filter((k) => k !== key));
    }
  });
});
