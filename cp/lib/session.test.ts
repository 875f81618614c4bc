import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../shared/api';
import { csrfHeaders } from './api';
import { applySession, SESSION_KEY, sessionQuery } from './session';

const session = (user: SessionResponse['user'], csrf: string) => ({ user, csrf }) as SessionResponse;
const admin = { id: 'admin-id', email: 'admin@example.com', name: 'Ada' } as SessionResponse['user'];

afterEach(() => vi.unstubAllGlobals());

describe('logging out while a session fetch is under way', () => {
  it('keeps the signed-out session: the older answer, arriving later, is dropped with its CSRF token', async () => {
    // The server answers GET /session (asked with the old cookie) only after the logout is applied.
    let answer: (body: unknown) => void = () => {};
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      const body = new Promise<unknown>((resolve) => (answer = resolve));
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        void body.then((b) => resolve(Response.json(b)));
      });
    });
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pending = client.fetchQuery(sessionQuery).catch(() => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());

    await applySession(client, session(null, 'signed-out-token'));
    answer(session(admin, 'old-token'));
    await pending;

    expect(client.getQueryData<SessionResponse>(SESSION_KEY)?.user).toBeNull();
    expect(csrfHeaders()).toEqual({ 'X-CSRF-Token': 'signed-out-token' });
  });
});
