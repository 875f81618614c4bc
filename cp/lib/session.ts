/** The signed-in editor, the CSRF token and the sites (GET /cp/api/session), shared by every screen. */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CpSite, LoginRequest, PreferencesRequest, SessionResponse } from '../shared/api';
import { api, setCsrfToken } from './api';

export const SESSION_KEY = ['session'] as const;

/** With `signal`, a cancelled fetch is aborted: its answer (and its CSRF token) never lands. */
async function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  const session = await api<SessionResponse>('/session', signal ? { signal } : {});
  setCsrfToken(session.csrf);
  return session;
}

export const sessionQuery = queryOptions({ queryKey: SESSION_KEY, queryFn: ({ signal }) => fetchSession(signal), staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery);
}

/** The session once loaded (screens inside the shell only render with one). */
export function useSessionData(): SessionResponse {
  const { data } = useSession();
  if (!data) throw new Error('useSessionData outside a loaded session');
  return data;
}

export function useSites(): CpSite[] {
  return useSessionData().sites;
}

export function siteName(sites: CpSite[], handle: string | null | undefined): string {
  return sites.find((s) => s.handle === handle)?.name ?? handle ?? '';
}

/** Signing in or out replaces the session (and drops whatever the previous editor had loaded). */
export function useSessionActions() {
  const client = useQueryClient();
  return {
    async login(body: LoginRequest) {
      const session = await api<SessionResponse>('/login', { method: 'POST', body });
      await applySession(client, session);
    },
    /** Saves the editor's preferences; the answer is the session with them (the shell follows the language). */
    async savePreferences(body: PreferencesRequest) {
      const session = await api<SessionResponse>('/preferences', { method: 'PATCH', body });
      setCsrfToken(session.csrf);
      client.setQueryData(SESSION_KEY, session);
    },
    async logout() {
      await api<unknown>('/logout', { method: 'POST' }).catch(() => undefined);
      // Replaced in place, not cleared: the shell's session query keeps its observer, so it shows the sign-in form at once.
      await applySession(client, await fetchSession());
    },
  };
}

export async function applySession(client: QueryClient, session: SessionResponse): Promise<void> {
  // A session fetch still under way (a screen mounted on stale data refetches it) was asked with
  // the old cookie: answering after this, it would bring back the editor who just logged out,
  // and the panel that follows ends in a 401 and a new sign-in form, losing what was typed into
  // this one. It is older than this answer, so it is dropped.
  await client.cancelQueries({ queryKey: SESSION_KEY });
  setCsrfToken(session.csrf);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
  client.setQueryData(SESSION_KEY, session);
}
