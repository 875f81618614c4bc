/**
 * The heavy fieldtypes' components, loaded when a form first shows one: spread into the
 * registry (cp/fieldtypes/components.tsx) by handle. Each needs a NestedFieldsContext provider
 * (cp/fieldtypes/nested.tsx) above it where it has sets or rows, and a <Suspense> boundary.
 */
import { lazy, type LazyExoticComponent } from 'react';
import type { FieldComponent } from './types';

type Lazy = LazyExoticComponent<FieldComponent<never>>;

export const complexFieldComponents: Record<string, Lazy> = {
  bard: lazy(() => import('./bard-field')) as Lazy,
  replicator: lazy(() => import('./replicator-field')) as Lazy,
  grid: lazy(() => import('./grid-field')) as Lazy,
  markdown: lazy(() => import('./markdown-field')) as Lazy,
  code: lazy(() => import('./code-field')) as Lazy,
  assets: lazy(() => import('./assets-field')) as Lazy,
  entries: lazy(() => import('./entries-field')) as Lazy,
  terms: lazy(() => import('./terms-field')) as Lazy,
};
