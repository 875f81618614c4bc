import { describe, expect, it } from 'vitest';
import { carbonParse, carbonString } from './carbon';
import { arrayKey, isNumeric, jsonEncode, phpString, spaceship, truthy, type PhpValue } from './php';

// Each expectation is what PHP 8 (and Carbon, in UTC) gives for the same values.

describe('PHP values', () => {
  it.each<[PhpValue, string]>([
    [null, ''], [false, ''], [true, '1'], [7, '7'], [1.5, '1.5'], [1e25, '1.0E+25'], [1.5e-7, '1.5E-7'], ['x', 'x'], [[1], 'Array'],
    [new Date('2019-03-10T13:00:12Z'), '2019-03-10 13:00:12'],
  ])('(string) %j is %j', (value, expected) => {
    expect(phpString(value)).toBe(expected);
  });

  it.each<[unknown, boolean]>([[1, true], ['1.5', true], [' 2', true], ['.5', true], ['1e3', true], ['0x1A', false], ['abc', false], ['', false], [NaN, false]])(
    'is_numeric(%j) is %s',
    (value, expected) => expect(isNumeric(value)).toBe(expected),
  );

  it.each<[PhpValue, boolean]>([['0', false], ['', false], ['a', true], [0, false], [[], false], [{}, false], [[0], true], [new Date(0), true]])(
    'truthiness of %j is %s',
    (value, expected) => expect(truthy(value)).toBe(expected),
  );

  it.each<[PhpValue, PhpValue, number]>([
    [10, 9, 1], ['10', '9', 1], ['10', 'abc', -1], ['abc', 'abd', -1], [null, 10, -1], [null, 0, 0], [null, '', 0], [null, 'a', -1],
    [true, 'a', 0], [false, 'a', -1], [[5], 100, 1], [100, [5], -1], ['2.5', '2.10', 1],
    [new Date('2024-03-05T14:30:00Z'), '2024-03-05', 1], ['2024-03-05 14:30:00', new Date('2024-03-05T14:30:00Z'), 0],
    [new Date('2024-03-05T00:00:00Z'), new Date('2024-03-06T00:00:00Z'), -1], [null, new Date(0), -1], [new Date(0), 5, -1],
  ])('%j <=> %j is %i', (a, b, expected) => {
    expect(spaceship(a, b)).toBe(expected);
  });

  it.each<[PhpValue, string | null]>([['12', 'i:12'], ['012', 's:012'], ['-3', 'i:-3'], [12, 'i:12'], [1.9, 'i:1'], [true, 'i:1'], [null, 's:'], ['a', 's:a'], [[1], null]])(
    'the array key of %j is %j',
    (value, expected) => expect(arrayKey(value)).toBe(expected),
  );

  it('json_encode escapes slashes and non-ASCII characters', () => {
    expect(jsonEncode(['a/b', 'Ü'])).toBe('["a\\/b","\\u00dc"]');
  });
});

describe('Carbon::parse', () => {
  const now = Date.parse('2019-03-10T13:00:12Z');
  it.each([
    ['now', '2019-03-10 13:00:12'], ['today', '2019-03-10 00:00:00'], ['midnight', '2019-03-10 00:00:00'], ['yesterday', '2019-03-09 00:00:00'],
    ['tomorrow', '2019-03-11 00:00:00'], ['-2 days', '2019-03-08 13:00:12'], ['+1 week', '2019-03-17 13:00:12'], ['3 hours ago', '2019-03-10 10:00:12'],
    ['+1 month', '2019-04-10 13:00:12'], ['@1552222800', '2019-03-10 13:00:00'], ['2019-03-10 13:02', '2019-03-10 13:02:00'], ['2019-03-10', '2019-03-10 00:00:00'],
  ])('%s', (text, expected) => {
    expect(carbonString(carbonParse(text, now)!)).toBe(expected);
  });

  it('is null for what it does not read', () => {
    expect(carbonParse('whenever', now)).toBeNull();
  });
});
