import path from 'node:path';
import type { Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup;
type ChunkingContext = Rolldown.ChunkingContext;

/**
 * The client's code that every page loads in two chunks instead of a dozen: what the browser
 * entry and the root route import statically (the shell, React, React DOM, React Router). Left
 * to itself the bundler cuts that code into one chunk per set of importers (the logo, the
 * link component, the dialog, …), and each small chunk costs its own gzip window and its own
 * import and export lists: about 3 KB gzip on every first load. The framework keeps a chunk
 * of its own, so a change to the app does not make returning visitors fetch React again.
 * Code only some pages need (a route's own modules, the blocks, lazy chunks) is split as before.
 */
export function firstLoadChunks(appDir: string): Group[] {
  const roots = [path.join(appDir, 'entry.client.tsx'), path.join(appDir, 'root.tsx')];
  // Worked out on each call rather than kept: a few hundred modules, and nothing stale if a process builds twice.
  const loadedOnEveryPage = (id: string, ctx: ChunkingContext): boolean => {
    const seen = new Set<string>();
    const queue = [...roots];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (next === id) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    return false;
  };
  const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);
  return [
    { name: (id, ctx) => (isPackage(id) && loadedOnEveryPage(id, ctx) ? 'framework' : null), priority: 2 },
    { name: (id, ctx) => (!isPackage(id) && loadedOnEveryPage(id, ctx) ? 'shell' : null), priority: 1 },
  ];
}
