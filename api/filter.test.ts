import { describe, expect, it } from 'vitest';
import { applyFilters, applySort, matches, type Getter } from './filter';
import type { Condition, Filter, SortKey } from './query';

const f = (condition: Condition, value: string, field = 'x'): Filter => ({ field, condition, value });

interface MatchCase {
  name: string;
  value: unknown;
  filter: Filter;
  expected: boolean;
}

const scalarCases: MatchCase[] = [
  { name: 'is: equal string', value: 'firmware', filter: f('is', 'firmware'), expected: true },
  { name: 'is: case-sensitive', value: 'Firmware', filter: f('is', 'firmware'), expected: false },
  { name: 'is: number compared as its string', value: 249, filter: f('is', '249'), expected: true },
  { name: 'is: boolean compared as its string', value: true, filter: f('is', 'true'), expected: true },
  { name: 'is: null never equals', value: null, filter: f('is', ''), expected: false },
  { name: 'is: an object is no scalar', value: { a: 1 }, filter: f('is', '[object Object]'), expected: false },
  { name: 'not: different string', value: 'app', filter: f('not', 'firmware'), expected: true },
  { name: 'not: equal string', value: 'firmware', filter: f('not', 'firmware'), expected: false },
  { name: 'not: a missing value is "not" anything', value: undefined, filter: f('not', 'firmware'), expected: true },
  { name: 'contains: substring, case-insensitive', value: 'Kairotone Beacon', filter: f('contains', 'BEACON'), expected: true },
  { name: 'contains: no substring', value: 'Kairotone Beacon', filter: f('contains', 'slate'), expected: false },
  { name: 'contains: null contains nothing', value: null, filter: f('contains', 'a'), expected: false },
  { name: 'doesnt_contain: no substring', value: 'Beacon', filter: f('doesnt_contain', 'slate'), expected: true },
  { name: 'doesnt_contain: substring, case-insensitive', value: 'Beacon', filter: f('doesnt_contain', 'EAC'), expected: false },
  { name: 'doesnt_contain: null', value: null, filter: f('doesnt_contain', 'a'), expected: true },
  { name: 'in: one of | separated', value: 'app', filter: f('in', 'firmware|app'), expected: true },
  { name: 'in: none of them', value: 'manual', filter: f('in', 'firmware|app'), expected: false },
  { name: 'in: null is in nothing', value: null, filter: f('in', 'a|b'), expected: false },
  { name: 'not_in: none of them', value: 'manual', filter: f('not_in', 'firmware|app'), expected: true },
  { name: 'not_in: one of them', value: 'app', filter: f('not_in', 'firmware|app'), expected: false },
  { name: 'not_in: null', value: null, filter: f('not_in', 'a|b'), expected: true },
  { name: 'starts_with: case-insensitive', value: 'Kairotone Beacon', filter: f('starts_with', 'kairo'), expected: true },
  { name: 'starts_with: not at the start', value: 'Kairotone Beacon', filter: f('starts_with', 'beacon'), expected: false },
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
  { name: 'gt: ISO dates compare as strings', value: '2026-10-12T00:00:00+00:00', filter: f('gt', '2026-09-30'), expected: true },
  { name: 'gt: mixed number and text compares as strings ("10" < "abc")', value: '10', filter: f('gt', 'abc'), expected: false },
  { name: 'gt: null is never greater', value: null, filter: f('gt', '0'), expected: false },
  { name: 'gte: equal', value: '9', filter: f('gte', '9'), expected: true },
  { name: 'gte: numeric 9 < 10', value: '9', filter: f('gte', '10'), expected: false },
  { name: 'lt: numeric (9 < 10)', value: '9', filter: f('lt', '10'), expected: true },
  { name: 'lt: decimals', value: '2.5', filter: f('lt', '2.10'), expected: false },
  { name: 'lt: null is never less', value: undefined, filter: f('lt', '10'), expected: false },
  { name: 'lte: equal', value: 3, filter: f('lte', '3'), expected: true },
  { name: 'lte: greater', value: 4, filter: f('lte', '3'), expected: false },
  { name: 'gte: a blank value is not the number 0 (compared as strings, "" < "0")', value: '', filter: f('gte', '0'), expected: false },
  { name: 'exists=true: a value', value: 'x', filter: f('exists', 'true'), expected: true },
  { name: 'exists=true: an empty string still exists', value: '', filter: f('exists', 'true'), expected: true },
  { name: 'exists=true: null', value: null, filter: f('exists', 'true'), expected: false },
  { name: 'exists=true: undefined', value: undefined, filter: f('exists', 'true'), expected: false },
  { name: 'exists with any other value means true', value: 'x', filter: f('exists', 'yes'), expected: true },
  { name: 'exists=false: a missing value', value: undefined, filter: f('exists', 'false'), expected: true },
  { name: 'exists=0: a value', value: 'x', filter: f('exists', '0'), expected: false },
  { name: 'exists=FALSE is case-insensitive', value: null, filter: f('exists', 'FALSE'), expected: true },
  { name: 'doesnt_exist=true: null', value: null, filter: f('doesnt_exist', 'true'), expected: true },
  { name: 'doesnt_exist=true: a value', value: 0, filter: f('doesnt_exist', 'true'), expected: false },
  { name: 'doesnt_exist=false: a value', value: 0, filter: f('doesnt_exist', 'false'), expected: true },
];

const TERMS = ['events', 'Products'];
const listCases: MatchCase[] = [
  { name: 'is: a list holding the value', value: TERMS, filter: f('is', 'events'), expected: true },
  { name: 'is: list members are compared exactly', value: TERMS, filter: f('is', 'products'), expected: false },
  { name: 'is: a list without the value', value: TERMS, filter: f('is', 'updates'), expected: false },
  { name: 'not: a list without the value', value: TERMS, filter: f('not', 'updates'), expected: true },
  { name: 'not: a list with the value', value: TERMS, filter: f('not', 'events'), expected: false },
  { name: 'contains: a whole member, case-insensitive', value: TERMS, filter: f('contains', 'PRODUCTS'), expected: true },
  { name: 'contains: a part of a member is not enough', value: TERMS, filter: f('contains', 'event'), expected: false },
  { name: 'doesnt_contain: no such member', value: TERMS, filter: f('doesnt_contain', 'updates'), expected: true },
  { name: 'doesnt_contain: such a member', value: TERMS, filter: f('doesnt_contain', 'EVENTS'), expected: false },
  { name: 'in: any member among the options', value: TERMS, filter: f('in', 'updates|events'), expected: true },
  { name: 'in: no member among the options', value: TERMS, filter: f('in', 'updates|stories'), expected: false },
  { name: 'not_in: no member among the options', value: TERMS, filter: f('not_in', 'updates|stories'), expected: true },
  { name: 'not_in: a member among the options', value: TERMS, filter: f('not_in', 'stories|events'), expected: false },
  { name: 'numbers in a list compare as strings', value: [1, 2], filter: f('is', '2'), expected: true },
  { name: 'non-scalar members are skipped', value: [{ slug: 'events' }, null], filter: f('contains', 'events'), expected: false },
  { name: 'exists=true: a non-empty list', value: TERMS, filter: f('exists', 'true'), expected: true },
  { name: 'exists=true: an empty list counts as missing', value: [], filter: f('exists', 'true'), expected: false },
  { name: 'doesnt_exist=true: an empty list', value: [], filter: f('doesnt_exist', 'true'), expected: true },
  { name: 'starts_with never matches a list', value: ['events'], filter: f('starts_with', 'ev'), expected: false },
  { name: 'gt never matches a list', value: [5], filter: f('gt', '1'), expected: false },
];

describe('matches', () => {
  it.each(scalarCases)('scalar $name', ({ value, filter, expected }) => {
    expect(matches(value, filter)).toBe(expected);
  });

  it.each(listCases)('list $name', ({ value, filter, expected }) => {
    expect(matches(value, filter)).toBe(expected);
  });
});

type Item = Record<string, unknown>;
const get: Getter<Item> = (item, field) => item[field];
const ids = (items: Item[]) => items.map((i) => i.id);

describe('applyFilters', () => {
  const items: Item[] = [
    { id: 'a', kind: 'app', size: 10, tags: ['x'] },
    { id: 'b', kind: 'firmware', size: 9, tags: ['x', 'y'] },
    { id: 'c', kind: 'firmware', size: 100 },
  ];

  it('returns the same array when there are no filters', () => {
    expect(applyFilters(items, [], get)).toBe(items);
  });

  it('combines filters with AND', () => {
    expect(ids(applyFilters(items, [f('is', 'firmware', 'kind'), f('gte', '10', 'size')], get))).toEqual(['c']);
    expect(ids(applyFilters(items, [f('is', 'firmware', 'kind'), f('contains', 'x', 'tags')], get))).toEqual(['b']);
  });

  it('reads each field through the getter', () => {
    const upper: Getter<Item> = (item, field) => String(item[field]).toUpperCase();
    expect(ids(applyFilters(items, [f('is', 'APP', 'kind')], upper))).toEqual(['a']);
  });
});

describe('applySort', () => {
  const sort = (items: Item[], ...keys: SortKey[]) => ids(applySort(items, keys, get));
  const asc = (field: string): SortKey => ({ field, dir: 'asc' });
  const desc = (field: string): SortKey => ({ field, dir: 'desc' });

  const cases: { name: string; items: Item[]; keys: SortKey[]; expected: string[] }[] = [
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
      name: 'missing values last when ascending',
      items: [{ id: 'none' }, { id: 'null', d: null }, { id: 'late', d: '2026-10' }, { id: 'early', d: '2026-01' }],
      keys: [asc('d')],
      expected: ['early', 'late', 'none', 'null'],
    },
    {
      name: 'missing values last when descending too',
      items: [{ id: 'none' }, { id: 'late', d: '2026-10' }, { id: 'null', d: null }, { id: 'early', d: '2026-01' }],
      keys: [desc('d')],
      expected: ['late', 'early', 'none', 'null'],
    },
    {
      name: 'a second key breaks ties of the first',
      items: [{ id: 'a', d: 1, t: 'b' }, { id: 'b', d: 2, t: 'a' }, { id: 'c', d: 1, t: 'a' }],
      keys: [desc('d'), asc('t')],
      expected: ['b', 'c', 'a'],
    },
    {
      name: 'stable for equal keys (case-only differences are equal)',
      items: [{ id: '1', t: 'Beacon' }, { id: '2', t: 'beacon' }, { id: '3', t: 'BEACON' }],
      keys: [asc('t')],
      expected: ['1', '2', '3'],
    },
    {
      name: 'objects and lists count as missing',
      items: [{ id: 'obj', v: { a: 1 } }, { id: 'one', v: 1 }, { id: 'list', v: [0] }],
      keys: [asc('v')],
      expected: ['one', 'obj', 'list'],
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
});
