import { describe, expect, it } from 'vitest';
import { applyFilters, applySort, applyTaxonomyFilters, collatorFor, compareValues, type Getter } from './filter';
import type { PhpValue } from './php';
import { ApiError, filterValue, type Condition, type Filter, type SortKey, type TaxonomyFilter } from './query';

// Each expectation follows Statamic 5: the where clause QueriesConditions builds for the
// condition, tested as src/Query/Builder.php and src/Stache/Query/Builder.php test it.

type Item = Record<string, PhpValue>;
const get: Getter<Item> = (item, field) => item[field] ?? null;
const ids = (items: Item[]) => items.map((i) => i.id);

/** A filter as the API builds it from `filter[x:condition]=raw`. */
const f = (condition: Condition, raw: string | null, field = 'x'): Filter => ({ field, condition, value: filterValue(raw) });

/** Whether an item whose field x holds `value` meets the filter. */
const hit = (value: PhpValue | undefined, filter: Filter, now?: number): boolean =>
  applyFilters([value === undefined ? {} : { x: value }], [filter], get, now).length === 1;

interface MatchCase {
  name: string;
  value: PhpValue | undefined;
  filter: Filter;
  expected: boolean;
}

const scalarCases: MatchCase[] = [
  { name: 'is: equal string', value: 'firmware', filter: f('is', 'firmware'), expected: true },
  { name: 'is: case-insensitive (strtolower on both sides)', value: 'Firmware', filter: f('is', 'firmware'), expected: true },
  { name: 'is: number compared as its string', value: 249, filter: f('is', '249'), expected: true },
  { name: 'is: a numeric string equals the number', value: '249', filter: f('is', '249'), expected: true },
  { name: 'is: true equals true', value: true, filter: f('is', 'true'), expected: true },
  { name: 'is=false matches false', value: false, filter: f('is', 'false'), expected: true },
  { name: 'is=false matches a missing value too ("" both)', value: undefined, filter: f('is', 'false'), expected: true },
  { name: 'is with an empty value (null) matches an empty string', value: '', filter: f('is', null), expected: true },
  { name: 'is with an empty value (null) matches a missing value', value: undefined, filter: f('is', null), expected: true },
  { name: 'is: a map never equals', value: { a: 1 }, filter: f('is', 'Array'), expected: false },
  { name: 'is: a date compares as Y-m-d H:i:s', value: new Date('2024-03-05T14:30:00Z'), filter: f('is', '2024-03-05 14:30:00'), expected: true },
  { name: 'not: different string', value: 'app', filter: f('not', 'firmware'), expected: true },
  { name: 'not: equal string, any case', value: 'FIRMWARE', filter: f('not', 'firmware'), expected: false },
  { name: 'not: a missing value is "not" anything', value: undefined, filter: f('not', 'firmware'), expected: true },
  { name: 'not: a number is compared strictly (22 !== 22 is false)', value: 22, filter: f('not', '22'), expected: false },
  { name: 'not: true is not false', value: true, filter: f('not', 'false'), expected: true },
  { name: 'contains: substring, case-insensitive', value: 'Kairotone Beacon', filter: f('contains', 'BEACON'), expected: true },
  { name: 'contains: no substring', value: 'Kairotone Beacon', filter: f('contains', 'slate'), expected: false },
  { name: 'contains: null contains nothing', value: null, filter: f('contains', 'a'), expected: false },
  { name: 'contains: _ is any one character (SQL LIKE)', value: 'foodbar', filter: f('contains', 'foo_bar'), expected: true },
  { name: 'contains: \\_ is an underscore', value: 'foodbar', filter: f('contains', 'foo\\_bar'), expected: false },
  { name: 'contains: an empty value contains everything', value: null, filter: f('contains', null), expected: true },
  { name: 'doesnt_contain: no substring', value: 'Beacon', filter: f('doesnt_contain', 'slate'), expected: true },
  { name: 'doesnt_contain: substring, case-insensitive', value: 'Beacon', filter: f('doesnt_contain', 'EAC'), expected: false },
  { name: 'doesnt_contain: null', value: null, filter: f('doesnt_contain', 'a'), expected: true },
  { name: 'in: one of | separated', value: 'app', filter: f('in', 'firmware|app'), expected: true },
  { name: 'in: case-sensitive (array keys)', value: 'App', filter: f('in', 'firmware|app'), expected: false },
  { name: 'in: none of them', value: 'manual', filter: f('in', 'firmware|app'), expected: false },
  { name: 'in: null is in nothing', value: null, filter: f('in', 'a|b'), expected: false },
  { name: 'in: a number meets its digits', value: 5, filter: f('in', '5|6'), expected: true },
  { name: 'in: a single numeric value', value: '5', filter: f('in', '5'), expected: true },
  { name: 'in: true is no array key (array_flip skips it)', value: true, filter: f('in', 'true|x'), expected: false },
  { name: 'not_in: none of them', value: 'manual', filter: f('not_in', 'firmware|app'), expected: true },
  { name: 'not_in: one of them', value: 'app', filter: f('not_in', 'firmware|app'), expected: false },
  { name: 'not_in: null', value: null, filter: f('not_in', 'a|b'), expected: true },
  { name: 'starts_with: case-insensitive', value: 'Kairotone Beacon', filter: f('starts_with', 'kairo'), expected: true },
  { name: 'starts_with: not at the start', value: 'Kairotone Beacon', filter: f('starts_with', 'beacon'), expected: false },
  { name: 'starts_with: at the start of any line (preg /m)', value: 'Cat\nDog', filter: f('starts_with', 'dog'), expected: true },
  { name: 'doesnt_start_with', value: 'Kairotone Beacon', filter: f('doesnt_start_with', 'beacon'), expected: true },
  { name: 'doesnt_start_with: it does', value: 'Kairotone Beacon', filter: f('doesnt_start_with', 'KAIRO'), expected: false },
  { name: 'ends_with: case-insensitive', value: 'Kairotone Beacon', filter: f('ends_with', 'BEACON'), expected: true },
  { name: 'ends_with: not at the end', value: 'Kairotone Beacon', filter: f('ends_with', 'kairotone'), expected: false },
  { name: 'doesnt_end_with', value: 'Kairotone Beacon', filter: f('doesnt_end_with', 'slate'), expected: true },
  { name: 'doesnt_end_with: it does', value: 'Kairotone Beacon', filter: f('doesnt_end_with', 'con'), expected: false },
  { name: 'gt: numeric, not string (10 > 9)', value: '10', filter: f('gt', '9'), expected: true },
  { name: 'gt: a number value', value: 249, filter: f('gt', '99'), expected: true },
  { name: 'gt: equal is not greater', value: 5, filter: f('gt', '5'), expected: false },
  { name: 'gt: strings compare as strings (b > a)', value: 'b', filter: f('gt', 'a'), expected: true },
  { name: 'gt: mixed number and text compares as strings ("10" < "abc")', value: '10', filter: f('gt', 'abc'), expected: false },
  { name: 'gt: null is not greater than 0 (both false)', value: null, filter: f('gt', '0'), expected: false },
  { name: 'gt: a date against a day compares Y-m-d H:i:s with it', value: new Date('2024-03-05T14:30:00Z'), filter: f('gt', '2024-03-05'), expected: true },
  { name: 'gt: midnight is still "greater" than its day as a string', value: new Date('2024-03-05T00:00:00Z'), filter: f('gt', '2024-03-05'), expected: true },
  { name: 'gte: equal', value: '9', filter: f('gte', '9'), expected: true },
  { name: 'gte: numeric 9 < 10', value: '9', filter: f('gte', '10'), expected: false },
  { name: 'gte: a blank value is not the number 0 (compared as strings, "" < "0")', value: '', filter: f('gte', '0'), expected: false },
  { name: 'lt: numeric (9 < 10)', value: '9', filter: f('lt', '10'), expected: true },
  { name: 'lt: decimals', value: '2.5', filter: f('lt', '2.10'), expected: false },
  { name: 'lt: null is less than 10 (false < true)', value: undefined, filter: f('lt', '10'), expected: true },
  { name: 'lte: equal', value: 3, filter: f('lte', '3'), expected: true },
  { name: 'lte: greater', value: 4, filter: f('lte', '3'), expected: false },
  { name: 'exists=true: a value', value: 'x', filter: f('exists', 'true'), expected: true },
  { name: 'exists=true: an empty string does not exist', value: '', filter: f('exists', 'true'), expected: false },
  { name: 'exists=true: null', value: null, filter: f('exists', 'true'), expected: false },
  { name: 'exists=true: undefined', value: undefined, filter: f('exists', 'true'), expected: false },
  { name: 'exists with any other truthy value means true', value: 'x', filter: f('exists', 'yes'), expected: true },
  { name: 'exists=false: a missing value', value: undefined, filter: f('exists', 'false'), expected: true },
  { name: 'exists=0: a value', value: 'x', filter: f('exists', '0'), expected: false },
  { name: 'exists=FALSE is a truthy string, not false', value: null, filter: f('exists', 'FALSE'), expected: false },
  { name: 'is_empty=true: null', value: null, filter: f('is_empty', 'true'), expected: true },
  { name: 'is_empty=true: 0 is not empty ("0")', value: 0, filter: f('is_empty', 'true'), expected: false },
  { name: 'is_empty=false: 0', value: 0, filter: f('is_empty', 'false'), expected: true },
  { name: 'matches: a pattern, case-insensitive', value: 'Why I Love My Cat', filter: f('matches', 'c.t$'), expected: true },
  { name: 'matches: v2 delimiters are dropped', value: 'Cat Fables', filter: f('matches', '/^cat/i'), expected: true },
  { name: 'doesnt_match', value: 'Cat Fables', filter: f('doesnt_match', '^cat'), expected: false },
  { name: 'is_alpha=true', value: 'Post', filter: f('is_alpha', 'true'), expected: true },
  { name: 'is_alpha=false', value: 'Post 2', filter: f('is_alpha', 'false'), expected: true },
  { name: 'is_numeric: .2 is numeric', value: '.2', filter: f('is_numeric', 'true'), expected: true },
  { name: 'is_url', value: 'https://domain.tld', filter: f('is_url', 'true'), expected: true },
  { name: 'is_email', value: 'not@email', filter: f('is_email', 'true'), expected: false },
  { name: 'is_embeddable', value: 'https://youtu.be/id', filter: f('is_embeddable', 'true'), expected: true },
  { name: 'is_numberwang: 2.3', value: 2.3, filter: f('is_numberwang', 'true'), expected: true },
  { name: 'overlaps: a scalar is wrapped', value: 'a', filter: f('overlaps', 'a|b'), expected: true },
  { name: 'overlaps: null overlaps nothing', value: null, filter: f('overlaps', 'a'), expected: false },
  { name: 'doesnt_overlap: null', value: null, filter: f('doesnt_overlap', 'a'), expected: true },
];

const TERMS = ['events', 'Products'];
const listCases: MatchCase[] = [
  { name: 'is: a list equals nothing (strtolower of an array fails in Statamic)', value: TERMS, filter: f('is', 'events'), expected: false },
  { name: 'not: a list is "not" any scalar (!==)', value: TERMS, filter: f('not', 'events'), expected: true },
  { name: 'contains: searches the JSON, case-insensitive', value: TERMS, filter: f('contains', 'PRODUCTS'), expected: true },
  { name: 'contains: a part of a member is enough (JSON substring)', value: TERMS, filter: f('contains', 'event'), expected: true },
  { name: 'contains: a slash is JSON-escaped', value: ['a/b'], filter: f('contains', 'a\\/b'), expected: true },
  { name: 'doesnt_contain: no such member', value: TERMS, filter: f('doesnt_contain', 'updates'), expected: true },
  { name: 'doesnt_contain: such a member', value: TERMS, filter: f('doesnt_contain', 'EVENTS'), expected: false },
  { name: 'in: a list is never in', value: TERMS, filter: f('in', 'updates|events'), expected: false },
  { name: 'not_in: a list is always not in', value: TERMS, filter: f('not_in', 'stories|events'), expected: true },
  { name: 'overlaps: any member among the options', value: TERMS, filter: f('overlaps', 'updates|events'), expected: true },
  { name: 'overlaps: members compare as strings', value: [22, 52], filter: f('overlaps', '22'), expected: true },
  { name: 'overlaps: case-sensitive', value: TERMS, filter: f('overlaps', 'products'), expected: false },
  { name: 'doesnt_overlap: no member among the options', value: TERMS, filter: f('doesnt_overlap', 'updates|stories'), expected: true },
  { name: 'exists=true: an empty list exists (!== null)', value: [], filter: f('exists', 'true'), expected: true },
  { name: 'starts_with: the JSON starts with [', value: ['events'], filter: f('starts_with', 'ev'), expected: false },
  { name: 'gt: a list is greater than a scalar', value: [5], filter: f('gt', '100'), expected: true },
];

describe('a filter on one value', () => {
  it.each(scalarCases)('scalar $name', ({ value, filter, expected }) => {
    expect(hit(value, filter)).toBe(expected);
  });

  it.each(listCases)('list $name', ({ value, filter, expected }) => {
    expect(hit(value, filter)).toBe(expected);
  });
});

describe('date conditions (is_before / is_after)', () => {
  const now = Date.parse('2019-03-10T13:00:00Z');
  const at = (iso: string) => new Date(iso);
  const cases: MatchCase[] = [
    { name: 'is_before=true: before now', value: at('2019-03-10T12:59:00Z'), filter: f('is_before', 'true'), expected: true },
    { name: 'is_before=true: now is not before now', value: at('2019-03-10T13:00:00Z'), filter: f('is_before', 'true'), expected: false },
    { name: 'is_before=false: after now', value: at('2019-03-10T13:01:00Z'), filter: f('is_before', 'false'), expected: true },
    { name: 'is_before=today: midnight of today', value: at('2019-03-09T23:59:00Z'), filter: f('is_before', 'today'), expected: true },
    { name: 'is_after=yesterday', value: at('2019-03-09T00:00:01Z'), filter: f('is_after', 'yesterday'), expected: true },
    { name: 'is_after=-2 days', value: at('2019-03-08T12:00:00Z'), filter: f('is_after', '-2 days'), expected: false },
    { name: 'is_after=2019-03-10 13:02', value: at('2019-03-10T13:03:00Z'), filter: f('is_after', '2019-03-10 13:02'), expected: true },
    { name: 'is_before: a date string compares with now as Y-m-d H:i:s', value: '2019-03-10', filter: f('is_before', 'true'), expected: true },
    { name: 'is_before: a missing value is less than a date', value: null, filter: f('is_before', 'true'), expected: true },
    { name: 'is_after: a number means now', value: at('2019-03-10T13:01:00Z'), filter: f('is_after', '2019'), expected: true },
  ];
  it.each(cases)('$name', ({ value, filter, expected }) => {
    expect(hit(value, filter, now)).toBe(expected);
  });
});

describe('filters Statamic refuses', () => {
  const refused = (filter: Filter) => {
    try {
      applyFilters([], [filter], get);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return (error as ApiError).body.message;
    }
    throw new Error('not refused');
  };

  it('status:is with an unknown status', () => {
    expect(refused({ field: 'status', condition: 'is', value: 'foo' })).toBe('Invalid status [foo]');
  });

  it('a comparison with an empty value', () => {
    expect(refused(f('gt', null))).toBe('Illegal operator and value combination.');
  });

  it('a date Carbon cannot read', () => {
    expect(refused(f('is_after', 'whenever'))).toBe('Could not parse the date "whenever".');
  });

  it('a pattern that is no regular expression', () => {
    expect(refused(f('matches', '(unclosed'))).toBe('Invalid regular expression: (unclosed');
  });
});

describe('applyFilters', () => {
  const items: Item[] = [
    { id: 'a', kind: 'app', size: 10, tags: ['x'], range: { start: '2019-03-09' } },
    { id: 'b', kind: 'firmware', size: 9, tags: ['x', 'y'], range: { start: '2019-03-12' } },
    { id: 'c', kind: 'firmware', size: 100 },
  ];

  it('returns the same array when there are no filters', () => {
    expect(applyFilters(items, [], get)).toBe(items);
  });

  it('combines filters with AND', () => {
    expect(ids(applyFilters(items, [f('is', 'firmware', 'kind'), f('gte', '10', 'size')], get))).toEqual(['c']);
    expect(ids(applyFilters(items, [f('is', 'firmware', 'kind'), f('contains', 'x', 'tags')], get))).toEqual(['b']);
  });

  it('reads a path into a value', () => {
    expect(ids(applyFilters(items, [f('lt', '2019-03-10', 'range.start')], get))).toEqual(['a', 'c']);
  });

  it('status:is reads the status; any means every status', () => {
    const statuses: Item[] = [{ id: 'p', status: 'published' }, { id: 'd', status: 'draft' }];
    expect(ids(applyFilters(statuses, [{ field: 'status', condition: 'is', value: 'draft' }], get))).toEqual(['d']);
    expect(ids(applyFilters(statuses, [{ field: 'status', condition: 'is', value: 'any' }], get))).toEqual(['p', 'd']);
  });

  it('reads each field through the getter', () => {
    const upper: Getter<Item> = (item, field) => String(item[field]).toUpperCase();
    expect(ids(applyFilters(items, [f('in', 'APP', 'kind')], upper))).toEqual(['a']);
  });
});

describe('applyTaxonomyFilters (QueriesTaxonomizedEntries)', () => {
  const items: Item[] = [{ id: '1', tags: ['rad'], cats: ['news'] }, { id: '2', tags: ['awesome'] }, { id: '3', tags: ['rad', 'awesome'] }, { id: '4', tags: ['meh'], cats: ['news'] }, { id: '5' }];
  const termsOf = (item: Item, taxonomy: string) => new Set((item[taxonomy] as string[] | undefined) ?? []);
  const tax = (taxonomy: string, modifier: TaxonomyFilter['modifier'], ...terms: string[]): TaxonomyFilter => ({ taxonomy, modifier, terms });
  const run = (...filters: TaxonomyFilter[]) => ids(applyTaxonomyFilters(items, filters, termsOf));

  it('any, all and not', () => {
    expect(run(tax('tags', 'any', 'rad', 'meh'))).toEqual(['1', '3', '4']);
    expect(run(tax('tags', 'all', 'rad', 'awesome'))).toEqual(['3']);
    expect(run(tax('tags', 'not', 'rad', 'awesome'))).toEqual(['4', '5']);
  });

  it('every positive filter holds', () => {
    expect(run(tax('tags', 'any', 'rad', 'meh'), tax('cats', 'any', 'news'))).toEqual(['1', '4']);
  });

  it('several not filters leave out only what has a term of each (Statamic intersects the excluded ids)', () => {
    expect(run(tax('tags', 'not', 'rad'), tax('cats', 'not', 'news'))).toEqual(['2', '3', '4', '5']);
  });
});

describe('applySort (DataCollection::multisort, Comparator::values)', () => {
  const sort = (items: Item[], ...keys: SortKey[]) => ids(applySort(items, keys, get));
  const asc = (field: string): SortKey => ({ field, dir: 'asc' });
  const desc = (field: string): SortKey => ({ field, dir: 'desc' });

  const cases: { name: string; items: Item[]; keys: SortKey[]; expected: PhpValue[] }[] = [
    {
      name: 'numbers numerically, not as strings',
      items: [{ id: '10', n: 10 }, { id: '9', n: 9 }, { id: '100', n: '100' }],
      keys: [asc('n')],
      expected: ['9', '10', '100'],
    },
    {
      name: 'descending',
      items: [{ id: '10', n: 10 }, { id: '9', n: 9 }, { id: '100', n: 100 }],
      keys: [desc('n')],
      expected: ['100', '10', '9'],
    },
    {
      name: 'strings case-insensitively',
      items: [{ id: 'b', t: 'beacon' }, { id: 'a', t: 'Slate' }, { id: 'c', t: 'Crew' }],
      keys: [asc('t')],
      expected: ['b', 'c', 'a'],
    },
    {
      name: 'strings by the locale\'s collation (é with e)',
      items: [{ id: 'z', t: 'zebra' }, { id: 'é', t: 'éclair' }, { id: 'e', t: 'eagle' }],
      keys: [asc('t')],
      expected: ['e', 'é', 'z'],
    },
    {
      name: 'missing values last when ascending',
      items: [{ id: 'none' }, { id: 'null', d: null }, { id: 'late', d: '2026-10' }, { id: 'early', d: '2026-01' }],
      keys: [asc('d')],
      expected: ['early', 'late', 'none', 'null'],
    },
    {
      name: 'missing values first when descending (the comparison is reversed)',
      items: [{ id: 'none' }, { id: 'late', d: '2026-10' }, { id: 'null', d: null }, { id: 'early', d: '2026-01' }],
      keys: [desc('d')],
      expected: ['none', 'null', 'late', 'early'],
    },
    {
      name: 'dates by their timestamp',
      items: [{ id: 'b', d: new Date('2024-02-03T00:00:00Z') }, { id: 'a', d: new Date('2024-01-12T00:00:00Z') }],
      keys: [asc('d')],
      expected: ['a', 'b'],
    },
    {
      name: 'false before true',
      items: [{ id: 't', b: true }, { id: 'f', b: false }],
      keys: [asc('b')],
      expected: ['f', 't'],
    },
    {
      name: 'a second key breaks ties of the first',
      items: [{ id: 'a', d: 1, t: 'b' }, { id: 'b', d: 2, t: 'a' }, { id: 'c', d: 1, t: 'a' }],
      keys: [desc('d'), asc('t')],
      expected: ['b', 'c', 'a'],
    },
    {
      name: 'a field named twice keeps its first place and its last direction',
      items: [{ id: 'a', d: 1, t: 'b' }, { id: 'b', d: 2, t: 'a' }, { id: 'c', d: 1, t: 'a' }],
      keys: [asc('d'), asc('t'), desc('d')],
      expected: ['b', 'c', 'a'],
    },
    {
      name: 'stable for equal keys (case-only differences are equal)',
      items: [{ id: '1', t: 'Beacon' }, { id: '2', t: 'beacon' }, { id: '3', t: 'BEACON' }],
      keys: [asc('t')],
      expected: ['1', '2', '3'],
    },
    {
      name: 'lists and maps sort by their first value',
      items: [{ id: 'obj', v: { a: 1 } }, { id: 'one', v: 1 }, { id: 'list', v: [0] }],
      keys: [asc('v')],
      expected: ['list', 'obj', 'one'],
    },
  ];

  it.each(cases)('sorts $name', ({ items, keys, expected }) => {
    expect(sort(items, ...keys)).toEqual(expected);
  });

  it('leaves the input untouched and returns it as is without keys', () => {
    const items: Item[] = [{ id: 'b', n: 2 }, { id: 'a', n: 1 }];
    expect(applySort(items, [], get)).toBe(items);
    expect(sort(items, asc('n'))).toEqual(['a', 'b']);
    expect(ids(items)).toEqual(['b', 'a']);
  });

  it('compareValues: null is greater than anything', () => {
    const collator = collatorFor('en_US');
    expect([compareValues(null, 1, collator), compareValues(1, null, collator), compareValues(null, null, collator)]).toEqual([1, -1, 0]);
  });
});
