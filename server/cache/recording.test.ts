import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentClient } from '../../app/lib/content/client.server';
import { createSiteContent, localContentClient, type SiteContent } from '../content';
import { loadEnv, PROJECT_ROOT } from '../env';
import { recordingClient } from './recording';
import type { CacheTag } from './tags';

/**
 * The project's own content through the in-process API, as pages read it. The version is fixed
 * (one content version for the whole file), so a memo computed once is answered from then on.
 */
let site: SiteContent;
let content: ContentClient;

beforeAll(async () => {
  site = createSiteContent(loadEnv({ CONTENT_DIR: PROJECT_ROOT }, {}), { watch: false });
  await site.store.index();
  content = localContentClient(site.api, async () => 'v1');
});

afterAll(async () => {
  await site.store.close();
});

/** One render: a recording client over the content, its tags, and the memo tags it shares with the other renders. */
function render(memoTags = new Map<string, CacheTag[]>(), defaultSite = 'en', client: ContentClient = content) {
  const tags = new Set<CacheTag>();
  return { client: recordingClient(client, tags, memoTags, defaultSite), tags, memoTags };
}

describe('recordingClient: each call notes its tag', () => {
  it('an entry by URL: the entry (that localization)', async () => {
    const { client, tags } = render();
    const entry = await client.entryByUrl('/de/news/sync-studio-2-0-ist-da');
    expect(entry?.id).toBe('news-sync-studio-2-0-de');
    expect([...tags]).toEqual(['e:news-sync-studio-2-0-de']);
  });

  it('a URL that is no entry: missing (a new entry at that URL purges it)', async () => {
    const { client, tags } = render();
    expect(await client.entryByUrl('/de/news/gibt-es-nicht')).toBeNull();
    expect([...tags]).toEqual(['missing']);
  });

  it('an entry by id: the entry', async () => {
    const { client, tags } = render();
    await client.entry('news', 'news-sync-studio-2-0', 'en');
    expect([...tags]).toEqual(['e:news-sync-studio-2-0']);
  });

  it('an entry by id that does not exist: its collection in that site (a new entry there changes it)', async () => {
    const { client, tags } = render();
    expect(await client.entry('news', 'no-such-entry', 'fr')).toBeNull();
    expect([...tags]).toEqual(['c:news:fr']);
  });

  it('an entries list: the collection in the site asked for', async () => {
    const { client, tags } = render();
    const page = await client.entries('news', { site: 'de', limit: 3 });
    expect(page.data.length).toBeGreaterThan(0);
    expect([...tags]).toEqual(['c:news:de']);
  });

  it('an entries list without a site: the collection in the render’s site', async () => {
    const { client, tags } = render(new Map(), 'jp');
    await client.entries('news', { limit: 1 });
    expect([...tags]).toEqual(['c:news:jp']);
  });

  it('a navigation tree: the navigation in that site', async () => {
    const { client, tags } = render();
    expect((await client.navTree('main', 'de')).length).toBeGreaterThan(0);
    expect([...tags]).toEqual(['n:main:de']);
  });

  it('a global set: the global in that site', async () => {
    const { client, tags } = render();
    expect(await client.global('seo', 'fr')).not.toBeNull();
    expect([...tags]).toEqual(['g:seo:fr']);
  });

  it('terms: the taxonomy in the site asked for, or the render’s', async () => {
    const { client, tags } = render(new Map(), 'zh');
    await client.terms('news_categories', { site: 'es' });
    await client.terms('news_categories');
    expect([...tags].sort()).toEqual(['t:news_categories:es', 't:news_categories:zh']);
  });

  it('answers what the client answers', async () => {
    const { client } = render();
    expect(await client.global('seo', 'de')).toEqual(await content.global('seo', 'de'));
    expect(await client.version()).toBe('v1');
  });

  it('notes nothing for a render that read nothing', async () => {
    const { client, tags } = render();
    await client.version();
    expect([...tags]).toEqual([]);
  });
});

describe('recordingClient: memos', () => {
  /** A memo that reads a menu and a global, as a language's shell does. */
  const shell = (client: ContentClient, key: string) =>
    client.memo(key, async () => {
      const [main] = await Promise.all([client.navTree('main', 'de'), client.global('seo', 'de')]);
      return main.length;
    });

  it('a memo answered from the memo gives the render the tags its computation noted', async () => {
    const memoTags = new Map<string, CacheTag[]>();
    const first = render(memoTags, 'de');
    await shell(first.client, 'shell:a');
    const second = render(memoTags, 'de');
    await shell(second.client, 'shell:a');
    expect([...second.tags].sort()).toEqual(['g:seo:de', 'n:main:de']);
    expect([...second.tags].sort()).toEqual([...first.tags].sort());
  });

  it('the memo’s tags are its own: not what the render read before it', async () => {
    const memoTags = new Map<string, CacheTag[]>();
    const first = render(memoTags, 'de');
    await first.client.entries('news', { site: 'de', limit: 1 });
    await shell(first.client, 'shell:b');
    const second = render(memoTags, 'de');
    await shell(second.client, 'shell:b');
    expect([...second.tags].sort()).toEqual(['g:seo:de', 'n:main:de']);
  });

  it('a tag the render noted before the memo that the memo reads too is the memo’s as well', async () => {
    // Page loaders run beside the root's: one may read the SEO global before the shell does.
    // The next page, answered the shell from the memo, must still name that global.
    const memoTags = new Map<string, CacheTag[]>();
    const first = render(memoTags, 'de');
    await first.client.global('seo', 'de');
    await shell(first.client, 'shell:c');
    const second = render(memoTags, 'de');
    await shell(second.client, 'shell:c');
    expect([...second.tags].sort()).toEqual(['g:seo:de', 'n:main:de']);
  });

  it('a memo inside a memo: the outer one keeps the inner one’s tags when the inner is answered from the memo', async () => {
    const memoTags = new Map<string, CacheTag[]>();
    const inner = (client: ContentClient) => client.memo('blocks:d', async () => (await client.entries('products', { site: 'de', limit: 1 })).data.length);
    const outer = (client: ContentClient) =>
      client.memo('page:d', async () => {
        await client.global('cta', 'de');
        return inner(client);
      });
    await inner(render(memoTags, 'de').client);
    await outer(render(memoTags, 'de').client);
    const third = render(memoTags, 'de');
    await outer(third.client);
    expect([...third.tags].sort()).toEqual(['c:products:de', 'g:cta:de']);
  });

  it('two renders asking for a memo at once both get its tags (one computes, the other waits for it)', async () => {
    const memoTags = new Map<string, CacheTag[]>();
    const a = render(memoTags, 'de');
    const b = render(memoTags, 'de');
    await Promise.all([shell(a.client, 'shell:e'), shell(b.client, 'shell:e')]);
    expect([...a.tags].sort()).toEqual(['g:seo:de', 'n:main:de']);
    expect([...b.tags].sort()).toEqual(['g:seo:de', 'n:main:de']);
  });

  it('a memo computed again (a new content version) replaces the tags kept for its key', async () => {
    const memoTags = new Map<string, CacheTag[]>();
    let version = 'v1';
    const versioned = localContentClient(site.api, async () => version);
    const first = render(memoTags, 'de', versioned);
    await first.client.memo('shell:f', () => first.client.global('seo', 'de'));
    version = 'v2';
    const second = render(memoTags, 'de', versioned);
    await second.client.memo('shell:f', () => second.client.global('cta', 'de'));
    expect(memoTags.get('shell:f')).toEqual(['g:cta:de']);
  });
});
