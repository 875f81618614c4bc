/** Queries for the users and roles screens. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RoleResponse, RolesResponse, UserResponse, UsersResponse } from '../shared/api';
import { api } from './api';

const enc = encodeURIComponent;

export interface UserListFilter {
  search?: string;
  role?: string;
  status?: 'active' | 'disabled';
}

export const userKeys = {
  list: (filter: UserListFilter) => ['users', filter] as const,
  user: (id: string) => ['user', id] as const,
  roles: ['roles'] as const,
  role: (handle: string | null) => ['role', handle ?? ''] as const,
};

export const userPath = (id: string) => `/users/${enc(id)}`;
export const rolePath = (handle: string) => `/roles/${enc(handle)}`;

export function useUsers(filter: UserListFilter) {
  return useQuery({ queryKey: userKeys.list(filter), queryFn: ({ signal }) => api<UsersResponse>('/users', { signal, query: { ...filter } }), placeholderData: keepPreviousData });
}

export function useUser(id: string) {
  return useQuery({ queryKey: userKeys.user(id), queryFn: ({ signal }) => api<UserResponse>(userPath(id), { signal }), staleTime: Infinity });
}

export function useRoles() {
  return useQuery({ queryKey: userKeys.roles, queryFn: ({ signal }) => api<RolesResponse>('/roles', { signal }) });
}

/** A role's form: null handle, the empty matrix for a new role. */
export function useRole(handle: string | null) {
  return useQuery({ queryKey: userKeys.role(handle), queryFn: ({ signal }) => api<RoleResponse>(handle === null ? '/roles/create' : rolePath(handle), { signal }), staleTime: Infinity });
}
