import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from './api';

afterEach(() => vi.unstubAllGlobals());

/** A fetch whose answer's body arrives only when `finish` is called, and fails if the signal aborts first. */
function slowBody(status = 200) {
  let finish: (text: string) => void = () => {};
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        finish = (text) => {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        };
      },
    });
    return Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, finish: (text: string) => finish(text) };
}

describe('api', () => {
  it('rejects when its signal aborts while the body arrives, never answering null', async () => {
    const { fetch } = slowBody();
    const controller = new AbortController();
    const answer = api<{ data: string[] }>('/assets/assets', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers the parsed body once it has arrived', async () => {
    const { fetch, finish } = slowBody();
    const answer = api<{ data: string[] }>('/assets/assets');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    finish('{"data":["a.jpg"]}');
    await expect(answer).resolves.toEqual({ data: ['a.jpg'] });
  });

  it('answers null for an empty 204 and refuses a 200 that is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))));
    await expect(api('/logout', { method: 'POST' })).resolves.toBeNull();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('<html>', { status: 200, statusText: 'OK' }))));
    const failure = await api('/session').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).message).toBe('200 OK');
  });

  it('turns an error answer into an ApiRequestError with the server’s message', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ message: 'Nicht gefunden.' }, { status: 404 }))));
    await expect(api('/entries/x')).rejects.toMatchObject({ status: 404, message: 'Nicht gefunden.' });
  });
});
