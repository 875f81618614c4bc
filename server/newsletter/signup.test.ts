import { describe, expect, it } from 'vitest';
import { newsletterDemo } from './signup';

describe('the newsletter demo form', () => {
  it('refuses a body past 16 KB while it streams (no Content-Length), never reading it whole', async () => {
    let given = 0;
    const chunk = new TextEncoder().encode('email=' + 'a'.repeat(8 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        given += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await newsletterDemo().request(
      new Request('http://x/?lang=de', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body, duplex: 'half' } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(given).toBeLessThan(64 * 1024);
  });

  it('still takes a signup', async () => {
    const response = await newsletterDemo().request('http://x/?lang=de', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=ana%40example.com' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('ana@example.com');
  });
});
