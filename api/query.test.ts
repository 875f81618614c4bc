import { describe, expect, it } from 'vitest';
import { ApiError, CONDITIONS, DEFAULT_LIMIT, MAX_LIMIT, parseQuery, type ApiQuery } from './query';

const ALLOWED: ReadonlySet<string> = new Set(['title', 'date', 'kind', 'news_categories']);

function parse(query: string, allowed: ReadonlySet<string> = ALLOWED): ApiQuery {
  return parseQuery(new URLSearchParams(query), allowed);
}

/** Runs parseQuery and returns the ApiError it throws (fails the test if it does not throw one). */
function failure(query: string, allowed: ReadonlySet<string> = ALLOWED): ApiError {
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
    expect(parse('')).toEqual({ filters: [], sort: [], limit: DEFAULT_LIMIT, page: 1, fields: null, site: null, maxDepth: null, listed: false });
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

  const aliases: [alias: string, condition: string][] = [
    ['equals', 'is'], ['isnt', 'not'], ['ne', 'not'], ['not_equals', 'not'], ['begins_with', 'starts_with'],
    ['doesnt_begin_with', 'doesnt_start_with'], ['isset', 'exists'], ['null', 'doesnt_exist'], ['is_null', 'doesnt_exist'],
    ['greater_than', 'gt'], ['less_than', 'lt'], ['greater_than_or_equal_to', 'gte'], ['less_than_or_equal_to', 'lte'],
  ];
  it.each(aliases)('the alias %s means %s', (alias, condition) => {
    expect(parse(`filter[date:${alias}]=2026`).filters).toEqual([{ field: 'date', condition, value: '2026' }]);
  });

  it('several filters are kept in order, values as given', () => {
    expect(parse('filter[kind]=firmware&filter[news_categories:contains]=events&filter[title:in]=a|b').filters).toEqual([
      { field: 'kind', condition: 'is', value: 'firmware' },
      { field: 'news_categories', condition: 'contains', value: 'events' },
      { field: 'title', condition: 'in', value: 'a|b' },
    ]);
  });

  it('a field outside the allowlist is Statamic\'s "Forbidden filter" (422, message only)', () => {
    const error = failure('filter[tagline:is]=x');
    expect({ status: error.status, body: error.body }).toEqual({ status: 422, body: { message: 'Forbidden filter: tagline' } });
    expect(error.message).toBe('Forbidden filter: tagline');
  });

  it('nothing is allowed where the allowlist is empty', () => {
    expect(failure('filter[title]=x', new Set()).body).toEqual({ message: 'Forbidden filter: title' });
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
