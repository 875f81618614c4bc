// Ported from statamic/cms 5.x tests/Query/StatusQueryBuilderTest.php. StatusQueryBuilder adds
// `whereStatus('published')` unless the query names `status` or `published` itself; the REST
// API's listing does the same (ApiController::getFilters with `$filterPublished`). Each of the
// original's query methods is asked as the condition that builds it: where (`:not`), whereIn
// (`:in`), whereNotIn (`:not_in`), whereStatus (`status:is`). A listing with a draft tells
// whether the fallback was applied: with it, the draft could never show.
import { describe, expect, it } from 'vitest';
import { markdown, type Project, projects } from './support/project';

const openProject = projects();

async function make(): Promise<Project> {
  return openProject(
    {
      'content/collections/pages.yaml': { title: 'Pages' },
      'content/collections/pages/live.md': markdown({ id: 'live' }),
      'content/collections/pages/draft.md': markdown({ id: 'draft', published: false }),
    },
    { api: { resources: { collections: { pages: { allowed_filters: ['status', 'published'] } } } } },
  );
}

const ids = (p: Project, query: string) => p.ids(`/collections/pages/entries?${query}`);

describe('StatusQueryBuilderTest', () => {
  it('it_queries_status_by_default', async () => {
    const p = await make();
    expect(await ids(p, '')).toEqual(['live']);
  });

  describe('it_doesnt_perform_fallback_status_query_when_status_is_explicitly_queried', () => {
    it.each([
      ['where', 'filter[status:not]=published'],
      ['whereIn', 'filter[status:in]=draft'],
      ['whereNotIn', 'filter[status:not_in]=published'],
    ])('%s', async (_, query) => {
      const p = await make();
      expect(await ids(p, query)).toEqual(['draft']);
    });
  });

  it('it_doesnt_perform_fallback_status_query_when_wherestatus_is_explicitly_queried', async () => {
    const p = await make();
    expect(await ids(p, 'filter[status:is]=draft')).toEqual(['draft']);
  });

  describe('it_doesnt_perform_fallback_status_query_when_published_is_explicitly_queried', () => {
    it.each([
      ['where', 'filter[published:not]=true'],
      // `0` arrives as the number 0, the array key false becomes (`false` itself is no key: array_flip skips it).
      ['whereIn', 'filter[published:in]=0'],
      ['whereNotIn', 'filter[published:not_in]=1'],
    ])('%s', async (_, query) => {
      const p = await make();
      expect(await ids(p, query)).toEqual(['draft']);
    });
  });
});
