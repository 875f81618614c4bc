import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSitesSync } from '../../api/sites';
import { PROJECT_ROOT } from '../env';
import { purgeNewBuild, PURGED_BUILD_FILE } from './new-build';
import type { PurgeQueue } from './purge-queue';

const sites = readSitesSync(PROJECT_ROOT);
let buildDir: string;
let purged: string[][];
const queue: PurgeQueue = { purge: (tags) => purged.push([...tags]), idle: async () => {} };

beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'new-build-'));
  purged = [];
});

afterEach(async () => {
  await rm(buildDir, { recursive: true, force: true });
});

describe('purgeNewBuild', () => {
  it('a build never purged for: every site’s tag, in one purge, and the build noted', async () => {
    expect(purgeNewBuild({ buildDir, buildId: 'b1', sites, queue })).toBe(true);
    expect(purged).toEqual([['s:en', 's:de', 's:fr', 's:es', 's:jp', 's:zh']]);
    expect(await readFile(path.join(buildDir, PURGED_BUILD_FILE), 'utf8')).toBe('b1\n');
  });

  it('the next replica of the same build purges nothing', () => {
    purgeNewBuild({ buildDir, buildId: 'b1', sites, queue });
    expect(purgeNewBuild({ buildDir, buildId: 'b1', sites, queue })).toBe(false);
    expect(purged).toHaveLength(1);
  });

  it('a build after another purges again', async () => {
    await writeFile(path.join(buildDir, PURGED_BUILD_FILE), 'b1\n');
    expect(purgeNewBuild({ buildDir, buildId: 'b2', sites, queue })).toBe(true);
    expect(purged).toHaveLength(1);
    expect(await readFile(path.join(buildDir, PURGED_BUILD_FILE), 'utf8')).toBe('b2\n');
  });

  it('without a build id (no prerendered pages), nothing', () => {
    expect(purgeNewBuild({ buildDir, buildId: undefined, sites, queue })).toBe(false);
    expect(purged).toEqual([]);
  });
});
