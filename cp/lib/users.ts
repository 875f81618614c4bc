/** Queries for the users and roles screens, and their refusals in the panel's own words. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageId } from '../i18n/i18n';
import type { RoleResponse, RolesResponse, UserErrorReason, UserResponse, UsersResponse } from '../shared/api';
import { api, ApiRequestError } from './api';

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

const REASONS: Record<UserErrorReason, MessageId> = {
  last_super: 'users.errorLastSuper',
  stale: 'users.errorStale',
  only_super: 'users.errorOnlySuper',
  email_taken: 'users.errorEmailTaken',
  handle_taken: 'users.errorHandleTaken',
  self: 'users.errorSelf',
  wrong_password: 'users.errorWrongPassword',
  same_password: 'users.errorSamePassword',
};

/** The message to show for a failed users or roles request: the panel's words where it knows the case. */
export function userErrorMessage(error: unknown, t: (id: MessageId) => string): string {
  if (!(error instanceof ApiRequestError)) return t('error.generic');
  const reason = (error.body as { reason?: UserErrorReason }).reason;
  if (reason && reason in REASONS) return t(REASONS[reason]);
  if (error.status === 403) return t('users.errorForbidden');
  if (error.status === 404) return t('error.notFound');
  return error.message;
}
