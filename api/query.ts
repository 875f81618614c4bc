import type { PhpValue } from './php';

/** Errors the API answers with a status and a JSON body (Statamic's shapes). */
export class ApiError extends Error {
  constructor(
    readonly status: 404 | 405 | 422 | 400,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }

  static notFound(): ApiError {
    return new ApiError(404, { message: 'Not found.' });
  }

  /** Laravel's validation-error shape: a message and the failing parameter. */
  static invalid(param: string, message: string): ApiError {
    return new ApiError(422, { message, errors: { [param]: [message] } });
  }
}

/** The conditions of Statamic's QueriesConditions trait (src/Tags/Concerns/QueriesConditions.php), by their main name. */
export const CONDITIONS = [
  'is', 'not', 'is_empty', 'exists', 'contains', 'doesnt_contain', 'in', 'not_in',
  'starts_with', 'doesnt_start_with', 'ends_with', 'doesnt_end_with', 'gt', 'lt', 'gte', 'lte',
  'matches', 'doesnt_match', 'is_alpha', 'is_alpha_numeric', 'is_numeric', 'is_url', 'is_embeddable', 'is_email',
  'is_after', 'is_before', 'is_numberwang', 'overlaps', 'doesnt_overlap',
] as const;
export type Condition = (typeof CONDITIONS)[number];

/** The other names QueriesConditions::queryCondition() gives the same conditions. */
export const ALIASES: Readonly<Record<string, Condition>> = {
  equals: 'is',
  isnt: 'not', aint: 'not', '¯\\_(ツ)_/¯': 'not',
  is_blank: 'is_empty', doesnt_exist: 'is_empty', not_set: 'is_empty', isnt_set: 'is_empty', null: 'is_empty',
  isset: 'exists',
  begins_with: 'starts_with', doesnt_begin_with: 'doesnt_start_with',
  greater_than: 'gt', less_than: 'lt', greater_than_or_equal_to: 'gte', less_than_or_equal_to: 'lte',
  match: 'matches', regex: 'matches',
  is_future: 'is_after', is_past: 'is_before',
};

/** `filter[field:condition]=value`; the field may name a nested value (`date_field.start`). */
export interface Filter {
  field: string;
  condition: Condition;
  value: PhpValue;
}

/** The taxonomy query modifiers of QueriesTaxonomyTerms (src/Tags/Concerns/QueriesTaxonomyTerms.php). */
export type TaxonomyModifier = 'any' | 'not' | 'all';

/** `filter[taxonomy:tags:modifier]=a,b` on a collection's entries (CollectionEntriesController::applyTaxonomyFilter). */
export interface TaxonomyFilter {
  taxonomy: string;
  modifier: TaxonomyModifier;
  terms: string[];
}

export interface SortKey {
  field: string;
  dir: 'asc' | 'desc';
}

/** Every query parameter the API understands, parsed and validated once. */
export interface ApiQuery {
  filters: Filter[];
  taxonomyFilters: TaxonomyFilter[];
  sort: SortKey[];
  limit: number;
  page: number;
  fields: string[] | null;
  site: string | null;
  maxDepth: number | null;
  /** `listed=true` (ours, not Statamic's): only what Statamic's `collection` tag lists by default (no unlisted or private dates). */
  listed: boolean;
}

/** Which filters a resource takes: its allowlist, and whether `taxonomy:` filters mean terms (collection entries only). */
export interface FilterRules {
  allowed: ReadonlySet<string>;
  taxonomies?: boolean;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 1000;
const FIELD = /^[a-z_][a-z0-9_]{0,63}$/i;
/** A filter's field: a handle, or a path into a value (`date_field.start`), which QueriesConditions reads as `date_field->start`. */
const FIELD_PATH = /^[a-z_][a-z0-9_]{0,63}(\.[a-z0-9_]{1,64}){0,7}$/i;
/** The longest query value accepted (longer ones are 422); the site's routing keeps page paths within it. */
export const MAX_VALUE_LENGTH = 2000;

function positiveInt(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/**
 * The request's parameters as Laravel reads them: a repeated key keeps its first place and
 * its last value (PHP's query parsing), values are trimmed (TrimStrings) and an empty value
 * is null (ConvertEmptyStringsToNull).
 */
export function requestParams(params: URLSearchParams): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const [key, value] of params) {
    if (value.length > MAX_VALUE_LENGTH) throw ApiError.invalid(key, `The ${key} parameter is too long.`);
    const trimmed = value.trim();
    out.set(key, trimmed === '' ? null : trimmed);
  }
  return out;
}

/** ApiController::filter(): `true` and `false` become booleans, numeric strings numbers (floats when they hold a dot). */
export function filterValue(raw: string | null): PhpValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw !== null && /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(raw)) return raw.includes('.') ? Number(raw) : Math.trunc(Number(raw));
  return raw;
}

/**
 * Parses the query string. `filters` are the rules of the resource being queried; a filter
 * on a field outside its allowlist is Statamic's 422 "Forbidden filter". Without rules
 * (single items, trees, globals) `filter[...]` is ignored, as Statamic's controllers without
 * `allowedFilters()` ignore it.
 */
export function parseQuery(params: URLSearchParams, rules: FilterRules | ReadonlySet<string> | null): ApiQuery {
  const filters = rules instanceof Set ? { allowed: rules } : (rules as FilterRules | null);
  const query: ApiQuery = { filters: [], taxonomyFilters: [], sort: [], limit: DEFAULT_LIMIT, page: 1, fields: null, site: null, maxDepth: null, listed: false };
  const specs: [spec: string, value: string | null][] = [];
  for (const [key, value] of requestParams(params)) {
    const filter = /^filter\[([^\]]*)\]$/.exec(key);
    if (filter) {
      specs.push([filter[1]!, value]);
      continue;
    }
    const raw = value ?? '';
    switch (key) {
      case 'limit': {
        const n = positiveInt(raw);
        if (n === null || n > MAX_LIMIT) throw ApiError.invalid('limit', `The limit must be a whole number from 1 to ${MAX_LIMIT}.`);
        query.limit = n;
        break;
      }
      case 'page':
        // Laravel's paginator reads anything that is not a whole number ≥ 1 as page 1.
        query.page = positiveInt(raw) ?? 1;
        break;
      case 'sort':
        query.sort = raw.split(',').filter(Boolean).map((part) => {
          const field = part.replace(/^-/, '');
          if (!FIELD.test(field)) throw ApiError.invalid('sort', `Cannot sort by "${part}".`);
          return { field, dir: part.startsWith('-') ? 'desc' : 'asc' };
        });
        break;
      case 'fields':
        query.fields = raw.split(',').map((f) => f.trim()).filter(Boolean);
        if (query.fields.some((f) => !FIELD.test(f))) throw ApiError.invalid('fields', 'Fields are comma-separated field handles.');
        break;
      case 'site':
        query.site = value;
        break;
      case 'listed':
        query.listed = value === 'true' || value === '1';
        break;
      case 'max_depth': {
        const n = positiveInt(raw);
        if (n === null) throw ApiError.invalid('max_depth', 'The max_depth must be a whole number of at least 1.');
        query.maxDepth = n;
        break;
      }
      default:
        // Unknown parameters are ignored, as Statamic does.
        break;
    }
  }
  if (filters) parseFilters(specs, filters, query);
  return query;
}

interface Spec {
  spec: string;
  parts: string[];
  value: string | null;
  taxonomy: boolean;
}

function parseFilters(raw: [string, string | null][], rules: FilterRules, query: ApiQuery): void {
  const specs: Spec[] = raw.map(([spec, value]) => {
    const parts = spec.split(':');
    const taxonomy = rules.taxonomies === true && parts[0] === 'taxonomy';
    const wellFormed = taxonomy
      ? parts.length <= 3 && FIELD.test(parts[1] ?? '')
      : parts.length <= 2 && FIELD_PATH.test(parts[0]!);
    if (!wellFormed) throw ApiError.invalid('filter', `Malformed filter: filter[${spec}].`);
    return { spec, parts, value, taxonomy };
  });
  // ApiController::getFilters(): every field outside the allowlist is named at once (`taxonomy:tags` counts as one field).
  const forbidden = specs
    .map(({ parts }) => (parts[0] === 'taxonomy' ? `taxonomy:${parts[1] ?? ''}` : parts[0]!))
    .filter((field) => !rules.allowed.has(field));
  if (forbidden.length > 0) {
    throw new ApiError(422, { message: `${forbidden.length === 1 ? 'Forbidden filter' : 'Forbidden filters'}: ${forbidden.join(', ')}` });
  }
  for (const { parts, value, taxonomy } of specs) {
    if (taxonomy) query.taxonomyFilters.push(taxonomyFilter(parts[1]!, parts[2], value));
    else query.filters.push({ field: parts[0]!, condition: condition(parts[1] ?? 'is'), value: filterValue(value) });
  }
}

function condition(name: string): Condition {
  const found = ALIASES[name] ?? name;
  if (!(CONDITIONS as readonly string[]).includes(found)) {
    throw ApiError.invalid('filter', `Unknown filter condition "${name}". Use one of: ${CONDITIONS.join(', ')}.`);
  }
  return found as Condition;
}

/** QueriesTaxonomyTerms::queryTaxonomyTerms(): no modifier, `any` and `in` match any term; `not` and `not_in` none; `all` every one. */
function taxonomyFilter(taxonomy: string, modifier: string | undefined, value: string | null): TaxonomyFilter {
  const terms = (value ?? '').split(',');
  if (modifier === undefined || modifier === 'any' || modifier === 'in') return { taxonomy, modifier: 'any', terms };
  if (modifier === 'not' || modifier === 'not_in') return { taxonomy, modifier: 'not', terms };
  if (modifier === 'all') return { taxonomy, modifier: 'all', terms };
  // Statamic throws an InvalidArgumentException (a 500); a client error here.
  throw ApiError.invalid('filter', `Unknown taxonomy query modifier [${modifier}]. Valid values are "any", "not", and "all".`);
}
