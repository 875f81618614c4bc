import { describe, expect, it } from 'vitest';
import { createContentClient, type ContentClient } from './client.server';
import { CONTENT_UNAVAILABLE, unavailableAs503 } from './unavailable.server';

/** What React Router makes of a value a loader throws: `data()` becomes an ErrorResponse with its status. */
async function thrown(call: Promise<unknown>): Promise<{ data: unknown; init: ResponseInit | null }> {
  const error = await call.then(() => undefined, (e: unknown) => e);
  expect(error).toBeTypeOf('object');
  return error as { data: unknown; init: ResponseInit | null };
}

describe('unavailableAs503', () => {
  const methods: { name: keyof ContentClient; call: (c: ContentClient) => Promise<unknown> }[] = [
    { name: 'entryByUrl', call: (c) => c.entryByUrl('/fr/news') },
    { name: 'entry', call: (c) => c.entry('products', 'product-beacon', 'fr') },
    { name: 'entries', call: (c) => c.entries('news', { site: 'fr' }) },
    { name: 'navTree', call: (c) => c.navTree('main', 'fr') },
    { name: 'global', call: (c) => c.global('seo', 'fr') },
    { name: 'terms', call: (c) => c.terms('news_categories', { site: 'fr' }) },
  ];

  it.each(methods)('$name: a failing content API becomes a 503 route error, with the detail logged and not shown', async ({ call }) => {
    const logged: string[] = [];
    const client = unavailableAs503(createContentClient(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:443'))), (m) => logged.push(m));
    const error = await thrown(call(client));
    expect(error.init).toMatchObject({ status: 503, statusText: CONTENT_UNAVAILABLE });
    expect(error.data).toBe(CONTENT_UNAVAILABLE);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^content unavailable: content API unreachable for \/.*: connect ECONNREFUSED 10\.0\.0\.7:443$/);
  });

  it('malformed JSON and a 5xx are outages too', async () => {
    const malformed = unavailableAs503(createContentClient(() => Promise.resolve(new Response('{"data": ', { status: 200 }))), () => {});
    expect((await thrown(malformed.global('seo', 'en'))).init).toMatchObject({ status: 503 });
    const failing = unavailableAs503(createContentClient(() => Promise.resolve(new Response('oops', { status: 502 }))), () => {});
    expect((await thrown(failing.navTree('main', 'en'))).init).toMatchObject({ status: 503 });
  });

  it('a 404 stays null and a success passes through unchanged', async () => {
    const client = unavailableAs503(createContentClient((p) => Promise.resolve(p.startsWith('/globals/seo') ? Response.json({ data: { handle: 'seo', api_url: 'x' } }) : new Response('', { status: 404 }))));
    expect(await client.global('missing', 'en')).toBeNull();
    expect(await client.global('seo', 'en')).toMatchObject({ handle: 'seo' });
  });

  it('other errors (a bug) are not disguised as an outage', async () => {
    const bug = new TypeError('x is not a function');
    const client = unavailableAs503({ ...createContentClient(() => Promise.reject(new Error('unused'))), global: () => Promise.reject(bug) });
    await expect(client.global('seo', 'en')).rejects.toBe(bug);
  });

});
