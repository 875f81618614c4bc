import { describe, expect, it } from 'vitest';
import { ALIASES, ApiError, CONDITIONS, DEFAULT_LIMIT, MAX_LIMIT, filterValue, parseQuery, type ApiQuery, type FilterRules } from './query';

const ALLOWED: FilterRules = { allowed: new Set(['title', 'date', 'kind', 'news_categories', 'date_field.start', 'taxonomy:tags']), taxonomies: true };

function parse(query: string, allowed: FilterRules | ReadonlySet<string> | null = ALLOWED): ApiQuery {
  return parseQuery(new URLSearchParams(query), allowed);
}

/** Runs parseQuery and returns the ApiError it throws (fails the test if it does not throw one). */
function failure(query: string, allowed: FilterRules | ReadonlySet<string> | null = ALLOWED): ApiError {
  try {
    parse(query, allowed);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error(`parseQuery(${query}) did not throw`);
}

/** Laravel's validation shape for one failing parameter. */
function invalid(param: string, message: string) {
  return { status: 422, body: { message, errors: { [param]: [message] } } };
}

describe('parseQuery: defaults', () => {
  it('an empty query gives the defaults', () => {
    expect(parse('')).toEqual({ filters: [], taxonomyFilters: [], sort: [], limit: DEFAULT_LIMIT, page: 1, fields: null, site: null, maxDepth: null, listed: false });
    expect(DEFAULT_LIMIT).toBe(50);
  });

  it('ignores parameters it does not know, as Statamic does', () => {
    expect(parse('q=hello&filter=abc&filter[title]extra=1&token=x')).toEqual(parse(''));
  });
});

describe('parseQuery: parameters', () => {
  const cases: { name: string; query: string; expected: Partial<ApiQuery> }[] = [
    { name: 'limit', query: 'limit=10', expected: { limit: 10 } },
    { name: 'limit with spaces around it', query: 'limit=%2010%20', expected: { limit: 10 } },
    { name: 'limit at the maximum', query: `limit=${MAX_LIMIT}`, expected: { limit: MAX_LIMIT } },
    { name: 'limit 1', query: 'limit=1', expected: { limit: 1 } },
    { name: 'the last of repeated limits wins', query: 'limit=5&limit=7', expected: { limit: 7 } },
    { name: 'page', query: 'page=3', expected: { page: 3 } },
    { name: 'page=abc reads as page 1 (Laravel)', query: 'page=abc', expected: { page: 1 } },
    { name: 'page=0 reads as page 1', query: 'page=0', expected: { page: 1 } },
    { name: 'page=-1 reads as page 1', query: 'page=-1', expected: { page: 1 } },
    { name: 'page=1.5 reads as page 1', query: 'page=1.5', expected: { page: 1 } },
    { name: 'a page number of 10 digits reads as page 1', query: 'page=9999999999', expected: { page: 1 } },
    { name: 'sort ascending', query: 'sort=title', expected: { sort: [{ field: 'title', dir: 'asc' }] } },
    { name: 'sort descending with -', query: 'sort=-date', expected: { sort: [{ field: 'date', dir: 'desc' }] } },
    {
      name: 'sort by several keys, empty parts skipped',
      query: 'sort=-date,,title',
      expected: { sort: [{ field: 'date', dir: 'desc' }, { field: 'title', dir: 'asc' }] },
    },
    { name: 'sort on any well-formed field (no allowlist)', query: 'sort=tagline', expected: { sort: [{ field: 'tagline', dir: 'asc' }] } },
    { name: 'fields', query: 'fields=id,title', expected: { fields: ['id', 'title'] } },
    { name: 'fields trimmed, empty parts skipped', query: 'fields=%20id%20,,title,', expected: { fields: ['id', 'title'] } },
    { name: 'site is taken as given', query: 'site=de', expected: { site: 'de' } },
    { name: 'an unknown site is left to the controller', query: 'site=nope', expected: { site: 'nope' } },
    { name: 'max_depth', query: 'max_depth=2', expected: { maxDepth: 2 } },
  ];

  it.each(cases)('$name', ({ query, expected }) => {
    expect(parse(query)).toEqual({ ...parse(''), ...expected });
  });
});

describe('parseQuery: filters', () => {
  it('filter[field] without a condition means is', () => {
    expect(parse('filter[title]=Beacon').filters).toEqual([{ field: 'title', condition: 'is', value: 'Beacon' }]);
  });

  it.each(CONDITIONS.map((condition) => ({ condition })))('filter[title:$condition] is a known condition', ({ condition }) => {
    expect(parse(`filter[title:${condition}]=x`).filters).toEqual([{ field: 'title', condition, value: 'x' }]);
  });

  // QueriesConditions::queryCondition()'s case labels.
  const aliases: [alias: string, condition: string][] = [
    ['equals', 'is'], ['isnt', 'not'], ['aint', 'not'], ['¯\\_(ツ)_/¯', 'not'], ['is_blank', 'is_empty'], ['doesnt_exist', 'is_empty'],
    ['not_set', 'is_empty'], ['isnt_set', 'is_empty'], ['null', 'is_empty'], ['isset', 'exists'], ['begins_with', 'starts_with'],
    ['doesnt_begin_with', 'doesnt_start_with'], ['greater_than', 'gt'], ['less_than', 'lt'], ['greater_than_or_equal_to', 'gte'],
    ['less_than_or_equal_to', 'lte'], ['match', 'matches'], ['regex', 'matches'], ['is_future', 'is_after'], ['is_past', 'is_before'],
  ];
  it.each(aliases)('the alias %s means %s', (alias, condition) => {
    expect(parse(`filter[date:${encodeURIComponent(alias)}]=2026`).filters).toEqual([{ field: 'date', condition, value: 2026 }]);
  });

  it('knows every alias above and no others', () => {
    expect(Object.keys(ALIASES).sort()).toEqual(aliases.map(([alias]) => alias).sort());
  });

  it.each(['ne', 'not_equals', 'is_null', 'bogus'])('%s is no condition of Statamic\'s', (name) => {
    expect(failure(`filter[title:${name}]=x`).status).toBe(422);
  });

  it('several filters are kept in order', () => {
    expect(parse('filter[kind]=firmware&filter[news_categories:contains]=events&filter[title:in]=a|b').filters).toEqual([
      { field: 'kind', condition: 'is', value: 'firmware' },
      { field: 'news_categories', condition: 'contains', value: 'events' },
      { field: 'title', condition: 'in', value: 'a|b' },
    ]);
  });

  it('a field may name a value inside another (date_field.start)', () => {
    expect(parse('filter[date_field.start:is_before]=today').filters).toEqual([{ field: 'date_field.start', condition: 'is_before', value: 'today' }]);
  });

  it('a field outside the allowlist is Statamic\'s "Forbidden filter" (422, message only)', () => {
    const error = failure('filter[tagline:is]=x');
    expect({ status: error.status, body: error.body }).toEqual({ status: 422, body: { message: 'Forbidden filter: tagline' } });
    expect(error.message).toBe('Forbidden filter: tagline');
  });

  it('several forbidden fields are named at once, in the plural', () => {
    expect(failure('filter[tagline]=x&filter[title]=y&filter[summary:contains]=z').body).toEqual({ message: 'Forbidden filters: tagline, summary' });
  });

  it('nothing is allowed where the allowlist is empty', () => {
    expect(failure('filter[title]=x', new Set()).body).toEqual({ message: 'Forbidden filter: title' });
  });

  it('a taxonomy filter is checked as taxonomy:handle', () => {
    expect(failure('filter[taxonomy:colors:in]=red').body).toEqual({ message: 'Forbidden filter: taxonomy:colors' });
  });

  it('without rules (single items, trees, globals) filters are ignored', () => {
    expect(parse('filter[anything:bogus]=x&filter[a:b:c]=y', null)).toEqual(parse(''));
  });
});

describe('parseQuery: filter values (ApiController::filter, Laravel\'s TrimStrings and ConvertEmptyStringsToNull)', () => {
  const cases: [raw: string, value: unknown][] = [
    ['true', true], ['false', false], ['TRUE', 'TRUE'], ['12', 12], ['-3', -3], ['1.5', 1.5], ['.5', 0.5], ['1e3', 1000],
    ['007', 7], ['12abc', '12abc'], ['%20padded%20', 'padded'], ['', null], ['%20%20', null],
  ];
  it.each(cases)('filter[title]=%s → %j', (raw, value) => {
    expect(parse(`filter[title]=${raw}`).filters[0]!.value).toEqual(value);
  });

  it('the last of a repeated filter wins', () => {
    expect(parse('filter[title]=a&filter[kind]=b&filter[title]=c').filters.map((f) => f.value)).toEqual(['c', 'b']);
  });

  it('filterValue converts as Statamic does', () => {
    expect([filterValue('0'), filterValue('2.50'), filterValue(null)]).toEqual([0, 2.5, null]);
  });
});

describe('parseQuery: taxonomy filters (CollectionEntriesController::applyTaxonomyFilter)', () => {
  const cases: [spec: string, modifier: string][] = [
    ['taxonomy:tags', 'any'], ['taxonomy:tags:any', 'any'], ['taxonomy:tags:in', 'any'],
    ['taxonomy:tags:not', 'not'], ['taxonomy:tags:not_in', 'not'], ['taxonomy:tags:all', 'all'],
  ];
  it.each(cases)('filter[%s] is %s', (spec, modifier) => {
    expect(parse(`filter[${spec}]=rad,meh`).taxonomyFilters).toEqual([{ taxonomy: 'tags', modifier, terms: ['rad', 'meh'] }]);
  });

  it('an unknown modifier is refused with Statamic\'s message', () => {
    expect(failure('filter[taxonomy:tags:some]=a').body.message).toBe('Unknown taxonomy query modifier [some]. Valid values are "any", "not", and "all".');
  });

  it('where taxonomy filters do not apply (terms), taxonomy:tags is a field and a condition', () => {
    expect(failure('filter[taxonomy:tags]=a', { allowed: new Set(['taxonomy:tags']) }).body.message).toMatch(/^Unknown filter condition "tags"/);
  });
});

describe('parseQuery: errors', () => {
  const limitMessage = `The limit must be a whole number from 1 to ${MAX_LIMIT}.`;
  const malformed = (spec: string) => invalid('filter', `Malformed filter: filter[${spec}].`);
  const cases: { name: string; query: string; expected: ReturnType<typeof invalid> }[] = [
    { name: 'limit=-1', query: 'limit=-1', expected: invalid('limit', limitMessage) },
    { name: 'limit=0', query: 'limit=0', expected: invalid('limit', limitMessage) },
    { name: 'limit=abc', query: 'limit=abc', expected: invalid('limit', limitMessage) },
    { name: 'limit=1.5', query: 'limit=1.5', expected: invalid('limit', limitMessage) },
    { name: 'limit above the maximum', query: `limit=${MAX_LIMIT + 1}`, expected: invalid('limit', limitMessage) },
    { name: 'limit=99999999999', query: 'limit=99999999999', expected: invalid('limit', limitMessage) },
    { name: 'empty limit', query: 'limit=', expected: invalid('limit', limitMessage) },
    { name: 'sort=;drop', query: 'sort=%3Bdrop', expected: invalid('sort', 'Cannot sort by ";drop".') },
    { name: 'sort=- (no field)', query: 'sort=-', expected: invalid('sort', 'Cannot sort by "-".') },
    { name: 'sort=--title', query: 'sort=--title', expected: invalid('sort', 'Cannot sort by "--title".') },
    { name: 'fields=a b', query: 'fields=a%20b', expected: invalid('fields', 'Fields are comma-separated field handles.') },
    { name: 'fields=title.raw', query: 'fields=title.raw', expected: invalid('fields', 'Fields are comma-separated field handles.') },
    { name: 'max_depth=0', query: 'max_depth=0', expected: invalid('max_depth', 'The max_depth must be a whole number of at least 1.') },
    { name: 'max_depth=abc', query: 'max_depth=abc', expected: invalid('max_depth', 'The max_depth must be a whole number of at least 1.') },
    { name: 'filter[]', query: 'filter[]=x', expected: malformed('') },
    { name: 'filter[a:b:c]', query: 'filter[a:b:c]=x', expected: malformed('a:b:c') },
    { name: 'filter[:is] (no field)', query: 'filter[:is]=x', expected: malformed(':is') },
    { name: 'filter[title;drop]', query: 'filter[title%3Bdrop]=x', expected: malformed('title;drop') },
    {
      name: 'filter[title:bogus]',
      query: 'filter[title:bogus]=x',
      expected: invalid('filter', `Unknown filter condition "bogus". Use one of: ${CONDITIONS.join(', ')}.`),
    },
    { name: 'a value over 2000 characters', query: `site=${'x'.repeat(2001)}`, expected: invalid('site', 'The site parameter is too long.') },
    { name: 'an over-long unknown parameter', query: `q=${'x'.repeat(5000)}`, expected: invalid('q', 'The q parameter is too long.') },
  ];

  it.each(cases)('$name', ({ query, expected }) => {
    const error = failure(query);
    expect({ status: error.status, body: error.body }).toEqual(expected);
    expect(error.message).toBe(expected.body.message);
  });

  it('a value of exactly 2000 characters is still accepted', () => {
    expect(parse(`site=${'x'.repeat(2000)}`).site).toHaveLength(2000);
  });

  it('a malformed filter is reported before the allowlist is consulted', () => {
    expect(failure('filter[a:b:c]=x', new Set()).body.message).toBe('Malformed filter: filter[a:b:c].');
  });
});

describe('ApiError', () => {
  it('notFound is Statamic\'s 404 body', () => {
    const error = ApiError.notFound();
    expect([error.status, error.body, error.message]).toEqual([404, { message: 'Not found.' }, 'Not found.']);
  });
});
