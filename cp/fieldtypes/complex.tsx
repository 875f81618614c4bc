/**
 * The heavy fieldtypes' components, loaded when a form first shows one: spread into the
 * registry (cp/fieldtypes/components.tsx) by handle. Each needs a NestedFieldsContext provider
 * (cp/fieldtypes/nested.tsx) above it where it has sets or rows, and a <Suspense> boundary.
 */
import { lazy, type LazyExoticComponent } from 'react';
import type { FieldComponent } from './types';

type Lazy = LazyExoticComponent<FieldComponent<never>>;

export const complexFieldComponents: Record<string, Lazy> = {
  bard: lazy(() => import('./bard')) as Lazy,
  replicator: lazy(() => import('./replicator')) as Lazy,
  grid: lazy(() => import('./grid')) as Lazy,
  markdown: lazy(() => import('./markdown')) as Lazy,
  code: lazy(() => import('./code')) as Lazy,
  assets: lazy(() => import('./assets')) as Lazy,
  entries: lazy(() => import('./entries')) as Lazy,
  terms: lazy(() => import('./terms')) as Lazy,
};
