import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from './chunks';

const APP = '/site/app';
/** A module graph: id → its static imports. */
const GRAPH: Record<string, string[]> = {
  [`${APP}/entry.client.tsx`]: ['/site/node_modules/react-dom/client.js', `${APP}/runtime/route-modules.ts`],
  [`${APP}/root.tsx`]: ['/site/node_modules/react/index.js', `${APP}/components/site-header.tsx`],
  [`${APP}/components/site-header.tsx`]: [`${APP}/components/ui/icons.tsx`],
  [`${APP}/routes/news-list.tsx`]: [`${APP}/lib/news.ts`, `${APP}/components/ui/icons.tsx`],
  [`${APP}/blocks/model-3d.tsx`]: ['/site/node_modules/three/build/three.module.js'],
};
const ctx = { getModuleInfo: (id: string) => ({ importedIds: GRAPH[id] ?? [] }) } as never;

function chunkOf(id: string): string | null {
  const groups = firstLoadChunks(APP).sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const group of groups) {
    const name = typeof group.name === 'function' ? group.name(id, ctx) : group.name;
    if (name) return name;
  }
  return null;
}

describe('first-load chunks', () => {
  it('put the packages every page loads in the framework chunk, the app code every page loads in the shell chunk', () => {
    expect(chunkOf('/site/node_modules/react-dom/client.js')).toBe('framework');
    expect(chunkOf('/site/node_modules/react/index.js')).toBe('framework');
    expect(chunkOf(`${APP}/runtime/route-modules.ts`)).toBe('shell');
    expect(chunkOf(`${APP}/components/ui/icons.tsx`)).toBe('shell');
  });

  it('leave what only some pages or lazy chunks load to the bundler', () => {
    expect(chunkOf(`${APP}/routes/news-list.tsx`)).toBeNull();
    expect(chunkOf(`${APP}/lib/news.ts`)).toBeNull();
    expect(chunkOf('/site/node_modules/three/build/three.module.js')).toBeNull();
  });
});
