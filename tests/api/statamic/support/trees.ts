// Helpers for the ported structure, globals and taxonomy tests: readers for what a test
// asserts about trees and load problems.

import type { Project } from './project';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A tree answer reduced to page ids and children. */
export interface Shape {
  id: string | null;
  children: Shape[];
}

export function shape(items: Json[]): Shape[] {
  return items.map((item) => ({ id: item.page.id, children: shape(item.children) }));
}

/** Every page of a tree answer, depth first (Pages::flattenedPages()). */
export function flatten(items: Json[]): Json[] {
  return items.flatMap((item) => [item.page, ...flatten(item.children)]);
}

export interface Problem {
  file: string;
  field?: string;
  reason: string;
}

/** What the load reported: `warnings` (Statamic accepts and drops) and `errors` (Statamic refuses, or our rules do). */
export async function problems(p: Project): Promise<{ warnings: Problem[]; errors: Problem[] }> {
  const index = await p.api.store.index();
  const plain = (e: { file: string; field?: string; reason: string }): Problem => ({ file: e.file, reason: e.reason, ...(e.field ? { field: e.field } : {}) });
  return { warnings: index.warnings.map(plain), errors: index.errors.map(plain) };
}
