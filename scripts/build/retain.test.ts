import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_BUILDS, retainPreviousBuilds } from './retain';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function buildDir(assets: string[], metas: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'retain-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'client', 'builds', 'meta'), { recursive: true });
  for (const name of assets) writeFileSync(path.join(dir, 'client', 'assets', name), name);
  for (const id of metas) writeFileSync(path.join(dir, 'client', 'builds', 'meta', `${id}.json`), `{"id":"${id}"}`);
  return dir;
}

describe('retainPreviousBuilds', () => {
  it(`copies the assets (and compressed copies) and manifests of the last ${KEPT_BUILDS - 1} builds into the new one`, async () => {
    const previous = buildDir(['a-1.js', 'a-1.js.br', 'b-2.js', 'c-3.js', 'shared.css'], ['b1', 'b2', 'b3']);
    const next = buildDir(['n-9.js', 'shared.css'], ['b4']);
    const history = [
      { id: 'b3', timestamp: 3, assets: ['c-3.js', 'shared.css'] },
      { id: 'b2', timestamp: 2, assets: ['b-2.js'] },
      { id: 'b1', timestamp: 1, assets: ['a-1.js'] },
    ];
    const result = await retainPreviousBuilds(previous, next, { id: 'b4', timestamp: 4, assets: ['n-9.js', 'shared.css'] }, history);
    expect(result.history.map((b) => b.id)).toEqual(['b4', 'b3', 'b2']);
    expect(readdirSync(path.join(next, 'client', 'assets')).sort()).toEqual(['b-2.js', 'c-3.js', 'n-9.js', 'shared.css']);
    expect(readdirSync(path.join(next, 'client', 'builds', 'meta')).sort()).toEqual(['b2.json', 'b3.json', 'b4.json']);
    // b1 is beyond the kept builds: its asset and manifest are gone with the old folder.
    expect(existsSync(path.join(next, 'client', 'assets', 'a-1.js'))).toBe(false);
    expect(result.copied).toBe(4);
  });

  it('a rebuild of the same id does not list it twice; a first build keeps nothing', async () => {
    const next = buildDir(['x.js'], ['same']);
    const result = await retainPreviousBuilds(path.join(tmpdir(), 'no-such-build'), next, { id: 'same', timestamp: 2, assets: ['x.js'] }, [{ id: 'same', timestamp: 1, assets: ['x.js'] }]);
    expect(result.history.map((b) => b.id)).toEqual(['same']);
    expect(result.copied).toBe(0);
  });
});
