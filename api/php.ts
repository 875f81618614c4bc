import { carbonString } from './carbon';

/**
 * PHP 8's value semantics that Statamic's query builder relies on (src/Query/Builder.php
 * and src/Stache/Query/Builder.php compare with `<`, `>`, `!==`, string casts, array keys
 * and json_encode), so that a filter matches here exactly what it matches in Statamic.
 */

/** A value as Statamic's query builder sees it: YAML scalars, lists and maps, and dates (Carbon). */
export type PhpValue = null | boolean | number | string | Date | PhpValue[] | { [key: string]: PhpValue };

const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

/** PHP's `is_numeric`: numbers, and strings that read as one (surrounding whitespace allowed). */
export function isNumeric(value: unknown): value is number | string {
  return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && NUMERIC.test(value);
}

export function isList(value: unknown): value is PhpValue[] | { [key: string]: PhpValue } {
  return Array.isArray(value) || (typeof value === 'object' && value !== null && !(value instanceof Date));
}

/** PHP's string form of a number (`1.5`, `2`, `1.0E+25`). */
function numberString(n: number): string {
  const [mantissa, exponent] = String(n).split('e');
  if (exponent === undefined) return mantissa!;
  return `${mantissa!.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.startsWith('-') ? exponent : `+${exponent.replace('+', '')}`}`;
}

/** PHP's `(string)` cast: null and false are '', true is '1', a list is 'Array', a date is Carbon's `Y-m-d H:i:s`. */
export function phpString(value: PhpValue | undefined): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return '1';
  if (typeof value === 'number') return numberString(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return carbonString(value);
  return 'Array';
}

/** PHP's truthiness. */
export function truthy(value: PhpValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value !== '' && value !== '0';
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return true;
  return Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0;
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Two strings as PHP 8 compares them: numerically when both are numeric, else byte by byte. */
function compareStrings(a: string, b: string): number {
  if (isNumeric(a) && isNumeric(b)) return sign(Number(a) - Number(b));
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return sign(Buffer.compare(x, y));
}

/**
 * PHP 8's `$a <=> $b` for the values a filter meets (what `<`, `>`, `<=` and `>=` go by):
 * null and booleans compare as booleans, a number and a non-numeric string as strings, a
 * Carbon instance with a string as its `Y-m-d H:i:s`, and a list is greater than a scalar.
 */
export function spaceship(a: PhpValue, b: PhpValue): number {
  if (a instanceof Date && b instanceof Date) return sign(a.getTime() - b.getTime());
  if (a instanceof Date || b instanceof Date) {
    const other = a instanceof Date ? b : a;
    const dateFirst = a instanceof Date;
    // zend_std_compare_objects: the object is cast to the other operand's type; only strings (and booleans) succeed.
    if (typeof other === 'string') return dateFirst ? compareStrings(carbonString(a as Date), other) : compareStrings(other, carbonString(b as Date));
    if (typeof other === 'boolean' || other === null) return dateFirst ? sign(1 - Number(truthy(other))) : sign(Number(truthy(other)) - 1);
    // Cast to a number fails: PHP compares 1 with the number. A list cannot be compared: the object counts as greater.
    if (typeof other === 'number') return dateFirst ? sign(1 - other) : sign(other - 1);
    return dateFirst ? 1 : -1;
  }
  if (a === null && b === null) return 0;
  if (typeof a === 'boolean' || typeof b === 'boolean' || a === null || b === null) {
    if (a === null && typeof b === 'string') return b === '' ? 0 : -1;
    if (b === null && typeof a === 'string') return a === '' ? 0 : 1;
    return sign(Number(truthy(a)) - Number(truthy(b)));
  }
  const aList = isList(a);
  const bList = isList(b);
  if (aList || bList) {
    if (aList && bList) return sign(Object.keys(a).length - Object.keys(b).length);
    return aList ? 1 : -1;
  }
  if (typeof a === 'number' && typeof b === 'number') return sign(a - b);
  if (typeof a === 'number') return isNumeric(b) ? sign(a - Number(b)) : compareStrings(phpString(a), b as string);
  if (typeof b === 'number') return isNumeric(a) ? sign(Number(a) - b) : compareStrings(a as string, phpString(b));
  return compareStrings(a as string, b as string);
}

/** The key a value becomes in a PHP array (decimal integer strings become integers), or null when it cannot be one. */
export function arrayKey(value: PhpValue): string | null {
  if (typeof value === 'boolean') return `i:${Number(value)}`;
  if (typeof value === 'number') return `i:${Math.trunc(value)}`;
  if (typeof value === 'string') return /^(0|-?[1-9]\d{0,17})$/.test(value) && Number.isSafeInteger(Number(value)) ? `i:${value}` : `s:${value}`;
  if (value === null) return 's:';
  return null;
}

/** PHP's `json_encode` with its default flags: slashes and non-ASCII characters escaped. */
export function jsonEncode(value: PhpValue): string {
  const json = JSON.stringify(value, (_, v: unknown) => (v instanceof Date ? { date: carbonString(v) } : v)) ?? 'null';
  return json.replace(/\//g, '\\/').replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
