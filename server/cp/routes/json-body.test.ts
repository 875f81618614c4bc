import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_BYTES, readJson } from './json-body';

/**
 * Issue 35, finding 3: a chunked body with no Content-Length is refused while it streams,
 * after at most the limit (256 KB) and a chunk, never read whole.
 */

const app = new Hono();
app.put('/item', async (c) => {
  const body = await readJson(c, z.object({ title: z.string() }));
  return body.ok ? c.json({ title: body.value.title }) : body.response;
});

const MB = 1024 * 1024;

/** A body that never ends, counting the bytes it gave. */
function endless(): { stream: ReadableStream<Uint8Array>; given: () => number } {
  let given = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      given += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, given: () => given };
}

describe('readJson', () => {
  it('refuses a body without a length at the limit, having read no more than a chunk past it', async () => {
    const { stream, given } = endless();
    const response = await app.request(new Request('http://x/item', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(413);
    expect(given()).toBeLessThanOrEqual(MAX_JSON_BYTES + 3 * 64 * 1024);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const { stream, given } = endless();
    const response = await app.request(new Request('http://x/item', { method: 'PUT', headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_JSON_BYTES + 1) }, body: stream, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(413);
    expect(given()).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('refuses a body just over the limit with what the editor can do, and takes one just under it', async () => {
    const over = await app.request('http://x/item', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'x'.repeat(MAX_JSON_BYTES) }) });
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toMatch(/at most 256 KB/);
    const under = await app.request('http://x/item', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'x'.repeat(MAX_JSON_BYTES - 20) }) });
    expect(under.status).toBe(200);
  });

  it('reads a body under the limit in chunks, as before', async () => {
    const text = JSON.stringify({ title: 'ü'.repeat(100_000) });
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.slice(at, at + 1000));
        controller.close();
      },
    });
    const response = await app.request(new Request('http://x/item', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { title: string }).title).toHaveLength(100_000);
  });
});

describe('over real HTTP', () => {
  let server: ServerType | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('answers 413 while the client is still sending a chunked body, and the server stops taking it', async () => {
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/item', method: 'PUT', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } });
      let answered = false;
      request.on('response', (response) => {
        answered = true;
        response.resume();
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', (error) => (answered ? undefined : reject(error)));
      // Keep sending (up to 64 MB) until the server answers: it must answer long before.
      const write = () => {
        while (!answered && sent < 64 * MB) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        if (!answered) request.end();
      };
      write();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(32 * MB);
  });
});
