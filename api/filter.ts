import { carbonParse } from './carbon';
import { arrayKey, isList, isNumeric, jsonEncode, phpString, spaceship, truthy, type PhpValue } from './php';
import { ApiError, type Filter, type SortKey, type TaxonomyFilter } from './query';

/**
 * Filters and sorting as Statamic's REST API applies them to the Stache: each condition
 * becomes the where clause QueriesConditions adds (src/Tags/Concerns/QueriesConditions.php),
 * and each clause matches as the Stache query builder tests it (src/Query/Builder.php
 * filterTest*, src/Stache/Query/Builder.php filterWhere*), with PHP's comparisons (php.ts).
 */

/** Reads a top-level field of an item as its `getQueryableValue()` does (Entry, LocalizedTerm). */
export type Getter<T> = (item: T, field: string) => PhpValue;

type Operator = '=' | '!=' | 'like' | 'not like' | 'regexp' | 'not regexp' | '>' | '<' | '>=' | '<=';

/** One where clause of Statamic's query builder. */
type Where =
  | { type: 'basic'; op: Operator; value: PhpValue }
  | { type: 'in' | 'not_in' | 'overlaps' | 'doesnt_overlap'; values: PhpValue[] }
  | { type: 'status'; status: string }
  | { type: 'any' };

const STATUSES = ['published', 'draft', 'scheduled', 'expired'];
const EMBEDDABLE = ['youtube', 'vimeo', 'youtu.be'].join('|');

/** The patterns of QueriesConditions' `is_*` conditions. */
const PATTERNS = {
  is_alpha: '^[a-z]+$',
  is_alpha_numeric: '^[a-z0-9]+$',
  is_numeric: '^[0-9]*(\\.[0-9]+)?$',
  is_url: '^(https|http):\\/\\/[^\\ ]+$',
  is_embeddable: `^(https|http):\\/\\/[^\\ ]*(${EMBEDDABLE})[^\\/]*\\/[^\\ ]+$`,
  is_email: '^[^\\ ]+@[^\\ ]+\\.[^\\ ]+$',
  is_numberwang: '^(1|22|7|9|1002|2\\.3|15|109876567|31)$',
} as const;

/** GetsPipedArrayValues: `a|b|true` → ['a', 'b', true]. */
function piped(value: PhpValue): PhpValue[] {
  if (typeof value === 'string') return value.split('|').map((v) => (v === 'true' ? true : v === 'false' ? false : v));
  // Arr::wrap() / whereJson*'s own wrapping: null stays a value for the overlaps clauses, none for whereIn.
  return [value];
}

/** Builder::where() refuses a null value with any operator but =, <> and != (an InvalidArgumentException in Statamic). */
function basic(op: Operator, value: PhpValue): Where {
  if (value === null && op !== '=' && op !== '!=') throw ApiError.invalid('filter', 'Illegal operator and value combination.');
  return { type: 'basic', op, value };
}

/** `removeRegexDelimitersAndModifiers`: v2's `/pattern/i` still works. */
function regexValue(value: PhpValue): PhpValue {
  return typeof value === 'string' && value.startsWith('/') ? value.replace(/^\//, '').replace(/\/\w*$/, '') : value;
}

/** `getDateComparisonValue`: a string is read by Carbon::parse(), anything else means now. */
function dateValue(value: PhpValue, now: number): Date {
  if (typeof value !== 'string') return new Date(now);
  const date = carbonParse(value, now);
  if (!date) throw ApiError.invalid('filter', `Could not parse the date "${value}".`);
  return date;
}

/** QueriesConditions::queryCondition(): the where clause a condition adds. */
function whereFor(filter: Filter, now = Date.now()): Where {
  const { field, condition, value } = filter;
  const regexOperator: Operator = truthy(value) ? 'regexp' : 'not regexp';
  switch (condition) {
    case 'is':
      if (field === 'status') {
        // queryIsCondition: `status` is Builder::whereStatus() (src/Stache/Query/QueriesEntryStatus.php).
        if (value === 'any') return { type: 'any' };
        if (typeof value !== 'string' || !STATUSES.includes(value)) throw ApiError.invalid('filter', `Invalid status [${phpString(value)}]`);
        return { type: 'status', status: value };
      }
      return basic('=', value);
    case 'not':
      return basic('!=', value);
    case 'is_empty':
      return basic(truthy(value) ? '=' : '!=', null);
    case 'exists':
      return basic(truthy(value) ? '!=' : '=', null);
    case 'contains':
      return basic('like', `%${phpString(value)}%`);
    case 'doesnt_contain':
      return basic('not like', `%${phpString(value)}%`);
    case 'in':
    case 'not_in':
      return { type: condition, values: value === null ? [] : piped(value) };
    case 'starts_with':
      return basic('like', `${phpString(value)}%`);
    case 'doesnt_start_with':
      return basic('not like', `${phpString(value)}%`);
    case 'ends_with':
      return basic('like', `%${phpString(value)}`);
    case 'doesnt_end_with':
      return basic('not like', `%${phpString(value)}`);
    case 'gt':
      return basic('>', value);
    case 'lt':
      return basic('<', value);
    case 'gte':
      return basic('>=', value);
    case 'lte':
      return basic('<=', value);
    case 'matches':
      return basic('regexp', regexValue(value));
    case 'doesnt_match':
      return basic('not regexp', regexValue(value));
    case 'is_alpha':
    case 'is_alpha_numeric':
    case 'is_numeric':
    case 'is_url':
    case 'is_embeddable':
    case 'is_email':
    case 'is_numberwang':
      return basic(regexOperator, PATTERNS[condition]);
    case 'is_after':
    case 'is_before': {
      // queryIsAfterCondition / queryIsBeforeCondition: `false` turns the comparison around.
      const later = (typeof value === 'boolean' ? value : true) === (condition === 'is_after');
      return basic(later ? '>' : '<', dateValue(value, now));
    }
    case 'overlaps':
    case 'doesnt_overlap':
      return { type: condition, values: piped(value) };
  }
}

/** PHP's strtolower (ASCII only since PHP 8.2). */
const lower = (s: string): string => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

function regExp(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'im');
  } catch {
    throw ApiError.invalid('filter', `Invalid regular expression: ${pattern}`);
  }
}

/** Pattern::sqlLikeToRegex(): `%` is any run, `_` any one character, `\%` and `\_` themselves. */
function likeRegExp(like: string): RegExp {
  let pattern = '';
  for (let i = 0; i < like.length; i++) {
    const ch = like[i]!;
    const next = like[i + 1];
    if (ch === '\\' && (next === '_' || next === '%')) {
      pattern += next;
      i++;
    } else if (ch === '%') pattern += '.*';
    else if (ch === '_') pattern += '.';
    else pattern += ch.replace(/[.\\+*?[^\]$(){}=!<>|:\-#/]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`, 'im');
}

/** PHP's `===` for the values a filter meets (two dates are never the same instance). */
function identical(a: PhpValue, b: PhpValue): boolean {
  if (a instanceof Date || b instanceof Date) return false;
  if (isList(a) || isList(b)) return isList(a) && isList(b) && JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** array_intersect: values are the same when their string forms are. */
function intersects(a: PhpValue[], b: PhpValue[]): boolean {
  const strings = new Set(b.map(phpString));
  return a.some((v) => strings.has(phpString(v)));
}

const wrap = (value: PhpValue): PhpValue[] => (Array.isArray(value) ? value : isList(value) ? Object.values(value) : [value]);

/** Whether an item's value meets a where clause, as the Stache query builder tests it. */
export function meets(item: PhpValue, where: Where, patterns: Map<string, RegExp>): boolean {
  switch (where.type) {
    case 'any':
      return true;
    case 'status':
      return item === where.status;
    case 'in':
    case 'not_in': {
      // filterWhereIn: an array_flip() of the values (only strings and integers become keys) looked up by the item's key.
      const keys = new Set(where.values.flatMap((v) => (v === null ? [arrayKey('__NULL__')] : typeof v === 'string' || Number.isInteger(v) ? [arrayKey(v)] : [])));
      const key = isList(item) || item instanceof Date ? null : arrayKey(item ?? '__NULL__');
      const found = key !== null && keys.has(key);
      return where.type === 'in' ? found : isList(item) || !found;
    }
    case 'overlaps':
      return item !== null && intersects(wrap(item), where.values);
    case 'doesnt_overlap':
      return item === null || !intersects(wrap(item), where.values);
    case 'basic':
      break;
  }
  const { op, value } = where;
  switch (op) {
    case '=':
      // strtolower() of an array is a TypeError in Statamic: such a value never equals anything here.
      return !isList(item) && lower(phpString(item)) === lower(phpString(value));
    case '!=':
      return typeof item === 'string' ? lower(item) !== lower(phpString(value)) : !identical(item, value);
    case 'like':
    case 'not like': {
      const text = isList(item) ? jsonEncode(item) : phpString(item);
      const like = phpString(value);
      let re = patterns.get(`like:${like}`);
      if (!re) patterns.set(`like:${like}`, (re = likeRegExp(like)));
      return re.test(text) === (op === 'like');
    }
    case 'regexp':
    case 'not regexp': {
      const pattern = phpString(value);
      let re = patterns.get(`re:${pattern}`);
      if (!re) patterns.set(`re:${pattern}`, (re = regExp(pattern)));
      return re.test(phpString(item)) === (op === 'regexp');
    }
    case '>':
      return spaceship(item, value) > 0;
    case '<':
      return spaceship(item, value) < 0;
    case '>=':
      return spaceship(item, value) >= 0;
    case '<=':
      return spaceship(item, value) <= 0;
  }
}

/** ResolveValue: `date_field.start` reads `date_field`, then `start` inside it (nothing inside a scalar). */
export function resolve<T>(item: T, field: string, get: Getter<T>): PhpValue {
  const [first, ...rest] = field.split('.');
  let value = get(item, first!);
  for (const part of rest) {
    if (value === null || !isList(value)) return null;
    value = (value as Record<string, PhpValue>)[part] ?? null;
  }
  return value ?? null;
}

/** Items meeting every filter (Statamic combines a request's filters with AND). */
export function applyFilters<T>(items: T[], filters: Filter[], get: Getter<T>, now = Date.now()): T[] {
  if (filters.length === 0) return items;
  // Every clause is built first: a filter Statamic refuses is refused even when nothing is listed.
  const wheres = filters.map((filter) => ({ field: filter.field, where: whereFor(filter, now) }));
  const patterns = new Map<string, RegExp>();
  for (const { where } of wheres) {
    if (where.type === 'basic' && (where.op === 'regexp' || where.op === 'not regexp')) regExp(phpString(where.value));
  }
  return items.filter((item) => wheres.every(({ field, where }) => meets(resolve(item, where.type === 'status' ? 'status' : field, get), where, patterns)));
}

/**
 * QueriesTaxonomizedEntries::addTaxonomyWheres(): every `any` and `all` filter must hold;
 * an item is left out only when it has a term of every `not` filter (Statamic intersects
 * the excluded ids). `termsOf` gives the item's term slugs in a taxonomy (its associations).
 */
export function applyTaxonomyFilters<T>(items: T[], filters: TaxonomyFilter[], termsOf: (item: T, taxonomy: string) => ReadonlySet<string>): T[] {
  if (filters.length === 0) return items;
  const has = (item: T, filter: TaxonomyFilter) => {
    const terms = termsOf(item, filter.taxonomy);
    return filter.modifier === 'all' ? filter.terms.every((t) => terms.has(t)) : filter.terms.some((t) => terms.has(t));
  };
  const wanted = filters.filter((f) => f.modifier !== 'not');
  const excluding = filters.filter((f) => f.modifier === 'not');
  return items.filter((item) => wanted.every((f) => has(item, f)) && !(excluding.length > 0 && excluding.every((f) => has(item, f))));
}

/** DataCollection::normalizeSortableValue(): a list sorts by its first value, a date by its timestamp. */
function sortable(value: PhpValue): PhpValue {
  if (isList(value)) {
    const values = Object.values(value);
    return values.length ? sortable(values[0]!) : null;
  }
  return value instanceof Date ? Math.floor(value.getTime() / 1000) : value;
}

/** Statamic's Comparator::values() (src/Support/Comparator.php): null last, booleans, numbers, then strings by the locale's collation. */
export function compareValues(one: PhpValue, two: PhpValue, collator: Intl.Collator): number {
  if (one === null || two === null) return one === null ? (two === null ? 0 : 1) : -1;
  if (typeof one === 'boolean' || typeof two === 'boolean') return Number(truthy(one)) - Number(truthy(two));
  if (isNumeric(one) && isNumeric(two)) return Math.sign(Number(one) - Number(two));
  return Math.sign(collator.compare(phpString(one).toLowerCase(), phpString(two).toLowerCase()));
}

/** The collation Statamic's Comparator uses: the current (in the API, the default) site's locale. */
export function collatorFor(locale: string): Intl.Collator {
  // Making a collator costs far more than a sort of a page of entries: one per locale.
  let collator = collators.get(locale);
  if (!collator) {
    try {
      collator = new Intl.Collator(locale.replace(/_/g, '-'));
    } catch {
      collator = new Intl.Collator('en');
    }
    collators.set(locale, collator);
  }
  return collator;
}
const collators = new Map<string, Intl.Collator>();

/**
 * DataCollection::multisort() over the sort fields: stable, each key by Comparator::values(),
 * a descending key reversed (so values that are missing come last ascending, first descending).
 */
export function applySort<T>(items: T[], keys: SortKey[], get: Getter<T>, collator: Intl.Collator = collatorFor('en')): T[] {
  if (keys.length === 0) return items;
  // multisort keys its sorts by field: a field named twice keeps its first place and its last direction.
  const byField = new Map<string, SortKey['dir']>();
  for (const { field, dir } of keys) byField.set(field, dir);
  const sorts = [...byField];
  const rows = items.map((item) => ({ item, values: sorts.map(([field]) => sortable(get(item, field))) }));
  rows.sort((a, b) => {
    for (let i = 0; i < sorts.length; i++) {
      const result = compareValues(a.values[i]!, b.values[i]!, collator);
      if (result !== 0) return sorts[i]![1] === 'desc' ? -result : result;
    }
    return 0;
  });
  return rows.map((row) => row.item);
}
