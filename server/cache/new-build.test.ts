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
/** Purges succeed unless a test says otherwise. */
let succeeds: boolean;
const queue: PurgeQueue = {
  purge: (tags) => {
    purged.push([...tags]);
    return Promise.resolve(succeeds);
  },
  idle: async () => {},
};

beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'new-build-'));
  purged = [];
  succeeds = true;
});

afterEach(async () => {
  await rm(buildDir, { recursive: true, force: true });
});

describe('purgeNewBuild', () => {
  it('a build never purged for: every site’s tag, in one purge, and the build noted', async () => {
    await expect(purgeNewBuild({ buildDir, buildId: 'b1', sites, queue })).resolves.toBe(true);
    expect(purged).toEqual([['s:en', 's:de', 's:fr', 's:es', 's:jp', 's:zh']]);
    expect(await readFile(path.join(buildDir, PURGED_BUILD_FILE), 'utf8')).toBe('b1\n');
  });

  it('the next replica of the same build purges nothing', async () => {
    await purgeNewBuild({ buildDir, buildId: 'b1', sites, queue });
    await expect(purgeNewBuild({ buildDir, buildId: 'b1', sites, queue })).resolves.toBe(false);
    expect(purged).toHaveLength(1);
  });

  it('a purge given up on notes nothing: the next replica purges again', async () => {
    succeeds = false;
    await expect(purgeNewBuild({ buildDir, buildId: 'b1', sites, queue })).resolves.toBe(false);
    await expect(readFile(path.join(buildDir, PURGED_BUILD_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
    succeeds = true;
    await expect(purgeNewBuild({ buildDir, buildId: 'b1', sites, queue })).resolves.toBe(true);
    expect(purged).toHaveLength(2);
    expect(await readFile(path.join(buildDir, PURGED_BUILD_FILE), 'utf8')).toBe('b1\n');
  });

  it('a build after another purges again', async () => {
    await writeFile(path.join(buildDir, PURGED_BUILD_FILE), 'b1\n');
    await expect(purgeNewBuild({ buildDir, buildId: 'b2', sites, queue })).resolves.toBe(true);
    expect(purged).toHaveLength(1);
    expect(await readFile(path.join(buildDir, PURGED_BUILD_FILE), 'utf8')).toBe('b2\n');
  });

  it('without a build id (no prerendered pages), nothing', async () => {
    await expect(purgeNewBuild({ buildDir, buildId: undefined, sites, queue })).resolves.toBe(false);
    expect(purged).toEqual([]);
  });
});
