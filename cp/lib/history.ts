/** The history API (cp/shared/history.ts) for the panel's screens: versions, one version's difference, restore, the dashboard. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardResponse, HistoryListResponse, HistoryRestoreRequest, HistoryVersionResponse } from '../shared/history';
import { api } from './api';

const enc = encodeURIComponent;

/** An item's history under /cp/api, with the query that picks its site. */
export interface HistoryTarget {
  path: string;
  query: Record<string, string>;
}

export const entryHistory = (collection: string, id: string): HistoryTarget => ({ path: `/history/entries/${enc(collection)}/${enc(id)}`, query: {} });
export const globalHistory = (handle: string, site: string): HistoryTarget => ({ path: `/history/globals/${enc(handle)}`, query: { site } });
export const termHistory = (taxonomy: string, slug: string, site: string): HistoryTarget => ({ path: `/history/terms/${enc(taxonomy)}/${enc(slug)}`, query: { site } });

export const historyKeys = {
  list: (target: HistoryTarget, page: number) => ['history', target.path, target.query, page] as const,
  version: (target: HistoryTarget, commit: string) => ['history', target.path, target.query, 'version', commit] as const,
  dashboard: ['dashboard'] as const,
};

export function useHistoryList(target: HistoryTarget, page: number) {
  return useQuery({
    queryKey: historyKeys.list(target, page),
    queryFn: ({ signal }) => api<HistoryListResponse>(target.path, { signal, query: { ...target.query, page } }),
    placeholderData: keepPreviousData,
  });
}

export function useHistoryVersion(target: HistoryTarget, commit: string | null) {
  return useQuery({
    queryKey: historyKeys.version(target, commit ?? ''),
    queryFn: ({ signal }) => api<HistoryVersionResponse>(`${target.path}/${enc(commit!)}`, { signal, query: target.query }),
    enabled: commit !== null,
  });
}

/** Restores a version: the item's document (an entry's or a global set's) as saved. */
export function restoreVersion<T>(target: HistoryTarget, commit: string, body: HistoryRestoreRequest): Promise<T> {
  return api<T>(`${target.path}/${enc(commit)}/restore`, { method: 'POST', body, query: target.query });
}

export function useDashboard() {
  return useQuery({ queryKey: historyKeys.dashboard, queryFn: ({ signal }) => api<DashboardResponse>('/dashboard', { signal }) });
}
