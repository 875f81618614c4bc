import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileCache } from './files';
import { OverlayFileCache } from './overlay';
import { ContentStore } from './store';

async function root(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'overlay-'));
  await mkdir(path.join(dir, 'content/collections/notes'), { recursive: true });
  await writeFile(path.join(dir, 'content/collections/notes.yaml'), 'title: Notes\nroute: /notes/{slug}\n');
  await writeFile(path.join(dir, 'content/collections/notes/first.md'), '---\nid: n1\ntitle: First\n---\n');
  await writeFile(path.join(dir, 'content/collections/notes/second.md'), '---\nid: n2\ntitle: Second\n---\n');
  return dir;
}

describe('OverlayFileCache', () => {
  it('indexes replaced, added and removed files without touching the disk', async () => {
    const dir = await root();
    const base = new FileCache(dir);
    const overlay = new OverlayFileCache(
      base,
      new Map([
        ['content/collections/notes/first.md', { rel: 'content/collections/notes/first.md', data: { id: 'n1', title: 'First, edited' } }],
        ['content/collections/notes/third.md', { rel: 'content/collections/notes/third.md', data: { id: 'n3', title: 'Third' } }],
      ]),
      new Set(['content/collections/notes/second.md']),
    );
    const index = await new ContentStore(dir, { files: overlay, report: () => {} }).index();
    expect([...index.entries.values()].map((e) => [e.id, e.values.title]).sort()).toEqual([
      ['n1', 'First, edited'],
      ['n3', 'Third'],
    ]);
    // The disk is as it was.
    const plain = await new ContentStore(dir, { report: () => {} }).index();
    expect([...plain.entries.values()].map((e) => [e.id, e.values.title]).sort()).toEqual([
      ['n1', 'First'],
      ['n2', 'Second'],
    ]);
  });
});
