/** Query keys and fetchers for the panel's screens (TanStack Query keeps them fresh and shared). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CollectionsResponse, EntryDocument, EntryListQuery, EntryListResponse, GlobalDocument, GlobalsResponse, NavigationsResponse, TaxonomiesResponse, TermDocument, TermsResponse, TreeDocument } from '../shared/api';
import { api } from './api';

const enc = encodeURIComponent;

export const keys = {
  collections: ['collections'] as const,
  entries: (collection: string, query: EntryListQuery) => ['entries', collection, query] as const,
  entry: (collection: string, id: string) => ['entry', collection, id] as const,
  globals: ['globals'] as const,
  global: (handle: string, site: string) => ['global', handle, site] as const,
  navigations: ['navigations'] as const,
  tree: (kind: TreeDocument['kind'], handle: string, site: string) => ['tree', kind, handle, site] as const,
  taxonomies: ['taxonomies'] as const,
  terms: (taxonomy: string, site: string, q: string) => ['terms', taxonomy, site, q] as const,
  term: (taxonomy: string, slug: string, site: string) => ['term', taxonomy, slug, site] as const,
};

export function useCollections() {
  return useQuery({ queryKey: keys.collections, queryFn: ({ signal }) => api<CollectionsResponse>('/collections', { signal }) });
}

export function useEntries(collection: string, query: EntryListQuery) {
  return useQuery({
    queryKey: keys.entries(collection, query),
    queryFn: ({ signal }) => api<EntryListResponse>(`/collections/${enc(collection)}/entries`, { signal, query: { ...query } }),
    // The table keeps its rows while the next page or search loads (no jump to an empty state).
    placeholderData: keepPreviousData,
  });
}

export const entryPath = (collection: string, id: string) => `/collections/${enc(collection)}/entries/${enc(id)}`;

export function useEntry(collection: string, id: string) {
  return useQuery({
    queryKey: keys.entry(collection, id),
    queryFn: ({ signal }) => api<EntryDocument>(entryPath(collection, id), { signal }),
    // A form's document is replaced only on purpose (after a save or a reload), never behind the editor's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useGlobals() {
  return useQuery({ queryKey: keys.globals, queryFn: ({ signal }) => api<GlobalsResponse>('/globals', { signal }) });
}

export const globalPath = (handle: string) => `/globals/${enc(handle)}`;

export function useGlobal(handle: string, site: string) {
  return useQuery({
    queryKey: keys.global(handle, site),
    queryFn: ({ signal }) => api<GlobalDocument>(globalPath(handle), { signal, query: { site } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useNavigations() {
  return useQuery({ queryKey: keys.navigations, queryFn: ({ signal }) => api<NavigationsResponse>('/navigation', { signal }) });
}

/** A navigation's tree or a structured collection's, in one site. */
export const treePath = (kind: TreeDocument['kind'], handle: string) => (kind === 'navigation' ? `/navigation/${enc(handle)}/tree` : `/collections/${enc(handle)}/tree`);

export function useTree(kind: TreeDocument['kind'], handle: string, site: string) {
  return useQuery({
    queryKey: keys.tree(kind, handle, site),
    queryFn: ({ signal }) => api<TreeDocument>(treePath(kind, handle), { signal, query: { site } }),
    // Like a form's document: replaced only after a save or a reload, never behind the editor's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useTaxonomies() {
  return useQuery({ queryKey: keys.taxonomies, queryFn: ({ signal }) => api<TaxonomiesResponse>('/taxonomies', { signal }) });
}

export const termsPath = (taxonomy: string) => `/taxonomies/${enc(taxonomy)}/terms`;
export const termPath = (taxonomy: string, slug: string) => `${termsPath(taxonomy)}/${enc(slug)}`;

export function useTerms(taxonomy: string, site: string, q: string) {
  return useQuery({
    queryKey: keys.terms(taxonomy, site, q),
    queryFn: ({ signal }) => api<TermsResponse>(termsPath(taxonomy), { signal, query: { site, q } }),
    placeholderData: keepPreviousData,
  });
}

export function useTerm(taxonomy: string, slug: string, site: string) {
  return useQuery({
    queryKey: keys.term(taxonomy, slug, site),
    queryFn: ({ signal }) => api<TermDocument>(termPath(taxonomy, slug), { signal, query: { site } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
