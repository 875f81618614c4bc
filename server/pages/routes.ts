import { matchPath, type ServerBuild } from 'react-router';
import { pageHandle, type PageHandle } from '../../app/lib/routing/page-handle';

export interface PageMatch {
  id: string;
  handle: PageHandle;
  params: Record<string, string | undefined>;
}

export type PageMatcher = (pathname: string) => PageMatch | null;

type Params = Record<string, string | undefined>;

interface CompiledRoute {
  id: string;
  pattern: string;
  /** The route's params for a path it matches, else null. */
  match: (pathname: string) => Params | null;
  score: number;
  handle: PageHandle;
  /** How many segments a path it matches has; null when that varies (a splat, an optional segment). */
  segments: number | null;
}

/**
 * Which page route a path belongs to, as React Router would decide, without its cost:
 * `matchRoutes` flattens and ranks every route on every call (about 0.4 ms for our 45
 * routes), this ranks them once and tries only those that can match the path's first segment.
 * Only leaf routes (the pages and resource routes) take part; the root is the layout.
 */
export function createPageMatcher(build: Pick<ServerBuild, 'routes'>): PageMatcher {
  const routes = Object.values(build.routes).filter((r): r is NonNullable<typeof r> => r !== undefined);
  const parents = new Set(routes.map((r) => r.parentId));
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const own = route.path ?? '';
    const parent = fullPath(route.parentId);
    return [parent, own].filter(Boolean).join('/');
  };
  const compiled: CompiledRoute[] = routes
    .filter((r) => !parents.has(r.id))
    .map((r) => {
      const pattern = fullPath(r.id);
      const path = `/${pattern}`;
      return { id: r.id, pattern: path, match: compilePattern(path), score: score(pattern, r.index === true), handle: pageHandle(r.module as { handle?: unknown }), segments: fixedSegments(pattern) };
    })
    .sort((a, b) => b.score - a.score);

  // Candidates by first path segment: routes starting with that static segment, then those
  // whose first segment is a parameter or splat (which match any), in rank order.
  const open = compiled.filter((r) => /^\/(:|\*|$)/.test(r.pattern));
  const byFirst = new Map<string, CompiledRoute[]>();
  for (const route of compiled) {
    const first = firstSegment(route.pattern);
    if (first === null) continue;
    byFirst.set(first, [...(byFirst.get(first) ?? []), route]);
  }
  for (const [first, list] of byFirst) byFirst.set(first, [...list, ...open].sort((a, b) => b.score - a.score));

  return (pathname) => {
    const first = firstSegment(pathname)?.toLowerCase();
    const candidates = (first !== undefined && byFirst.get(first)) || open;
    // Routes that cannot fit the path's number of segments are skipped first (a plain path
    // only: `//` and a trailing `/` go through).
    const count = /\/\/|.\/$/.test(pathname) ? null : pathname.split('/').length - 1 - (pathname === '/' ? 1 : 0);
    for (const route of candidates) {
      if (count !== null && route.segments !== null && route.segments !== count) continue;
      const params = route.match(pathname);
      if (params) return { id: route.id, handle: route.handle, params };
    }
    return null;
  };
}

/**
 * A route pattern compiled once, matching as React Router's `matchPath({ path, end: true })`
 * does (its compilePath and matchPathImpl, which compile the pattern again on every call and
 * build a warning text each time: a tenth of a 404 answer from memory). Only the forms our
 * routes use: static segments, `:param` segments and a final `*`; any other pattern is left
 * to matchPath itself. routes.test.ts holds the two to the same answers.
 */
export function compilePattern(pattern: string): (pathname: string) => Params | null {
  const body = pattern.replace(/\/*\*?$/, '').replace(/^\/*/, '/');
  if (!/^(\/([\w.-]+|:[\w-]+))*\/?$/.test(body) || /\*./.test(pattern) || (pattern.endsWith('*') && !/(^|\/)\*$/.test(pattern))) {
    return (pathname) => matchPath({ path: pattern, end: true }, pathname)?.params ?? null;
  }
  const names: string[] = [];
  let source = '^' + body.replace(/[\\.*+^${}|()[\]]/g, '\\$&').replace(/\/:([\w-]+)/g, (_, name: string) => {
    names.push(name);
    return '/([^\\/]+)';
  });
  const splat = pattern.endsWith('*');
  if (splat) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  const matcher = new RegExp(source, 'i');
  return (pathname) => {
    const match = matcher.exec(pathname);
    if (!match) return null;
    const params: Params = {};
    names.forEach((name, i) => (params[name] = (match[i + 1] ?? '').replace(/%2F/g, '/')));
    return params;
  };
}

/** The number of segments every path a pattern matches has (`news/:slug` → 2, `` → 0); null with a splat or an optional segment. */
function fixedSegments(pattern: string): number | null {
  if (pattern === '') return 0;
  const segments = pattern.split('/');
  return segments.some((s) => s === '*' || s.endsWith('?')) ? null : segments.length;
}

/** The first segment of a path if it is static (`/de/news` → `de`); null for `/`, `:param` or `*`. */
function firstSegment(path: string): string | null {
  const segment = path.split('/')[1] ?? '';
  return segment === '' || segment.startsWith(':') || segment === '*' ? null : segment;
}

/** React Router's route ranking (computeScore in its matchRoutes): more and more static segments rank higher. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}
