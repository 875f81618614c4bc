import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../server/cp/write/atomic';
import { ContentStore } from './store';

const FIXTURE = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'statamic-site');
let store: ContentStore | undefined;
let root: string | undefined;
afterEach(async () => {
  await store?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the store’s watcher', () => {
  it('reports a file saved atomically by its own name only, never the writer’s temporary file', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'store-watch-'));
    await cp(FIXTURE, root, { recursive: true });
    store = new ContentStore(root, { watch: true });
    await store.watchReady();
    const seen: string[] = [];
    store.onChange((file) => seen.push(file));
    await writeFileAtomic(path.join(root, 'content', 'globals', 'saved-by-the-panel.yaml'), 'title: Saved\n');
    await expect.poll(() => seen, { timeout: 5_000 }).toContain('content/globals/saved-by-the-panel.yaml');
    // Events of the temporary file would come with the rename's, long before this.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
