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

export const CONDITIONS = [
  'is', 'not', 'contains', 'doesnt_contain', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte',
  'starts_with', 'doesnt_start_with', 'ends_with', 'doesnt_end_with', 'exists', 'doesnt_exist',
] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Other spellings Statamic accepts for the same conditions. */
const ALIASES: Record<string, Condition> = {
  equals: 'is', isnt: 'not', ne: 'not', not_equals: 'not', begins_with: 'starts_with',
  doesnt_begin_with: 'doesnt_start_with', isset: 'exists', null: 'doesnt_exist', is_null: 'doesnt_exist',
  greater_than: 'gt', less_than: 'lt', greater_than_or_equal_to: 'gte', less_than_or_equal_to: 'lte',
};

export interface Filter {
  field: string;
  condition: Condition;
  value: string;
}

export interface SortKey {
  field: string;
  dir: 'asc' | 'desc';
}

/** Every query parameter the API understands, parsed and validated once. */
export interface ApiQuery {
  filters: Filter[];
  sort: SortKey[];
  limit: number;
  page: number;
  fields: string[] | null;
  site: string | null;
  maxDepth: number | null;
  /** `listed=true` (ours, not Statamic's): only what Statamic's `collection` tag lists by default (no unlisted or private dates). */
  listed: boolean;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 1000;
const FIELD = /^[a-z_][a-z0-9_]{0,63}$/i;
/** The longest query value accepted (longer ones are 422); the site's routing keeps page paths within it. */
export const MAX_VALUE_LENGTH = 2000;

function positiveInt(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/**
 * Parses the query string. `allowedFilters` is the allowlist of the resource being queried;
 * a filter on any other field is Statamic's 422 "Forbidden filter".
 */
export function parseQuery(params: URLSearchParams, allowedFilters: ReadonlySet<string>): ApiQuery {
  const query: ApiQuery = { filters: [], sort: [], limit: DEFAULT_LIMIT, page: 1, fields: null, site: null, maxDepth: null, listed: false };
  for (const [key, value] of params) {
    if (value.length > MAX_VALUE_LENGTH) throw ApiError.invalid(key, `The ${key} parameter is too long.`);
    const filter = /^filter\[([^\]]*)\]$/.exec(key);
    if (filter) {
      query.filters.push(parseFilter(filter[1]!, value, allowedFilters));
      continue;
    }
    switch (key) {
      case 'limit': {
        const n = positiveInt(value);
        if (n === null || n > MAX_LIMIT) throw ApiError.invalid('limit', `The limit must be a whole number from 1 to ${MAX_LIMIT}.`);
        query.limit = n;
        break;
      }
      case 'page':
        // Laravel's paginator reads anything that is not a whole number ≥ 1 as page 1.
        query.page = positiveInt(value) ?? 1;
        break;
      case 'sort':
        query.sort = value.split(',').filter(Boolean).map((part) => {
          const field = part.replace(/^-/, '');
          if (!FIELD.test(field)) throw ApiError.invalid('sort', `Cannot sort by "${part}".`);
          return { field, dir: part.startsWith('-') ? 'desc' : 'asc' };
        });
        break;
      case 'fields':
        query.fields = value.split(',').map((f) => f.trim()).filter(Boolean);
        if (query.fields.some((f) => !FIELD.test(f))) throw ApiError.invalid('fields', 'Fields are comma-separated field handles.');
        break;
      case 'site':
        query.site = value;
        break;
      case 'listed':
        query.listed = value === 'true' || value === '1';
        break;
      case 'max_depth': {
        const n = positiveInt(value);
        if (n === null) throw ApiError.invalid('max_depth', 'The max_depth must be a whole number of at least 1.');
        query.maxDepth = n;
        break;
      }
      default:
        // Unknown parameters are ignored, as Statamic does.
        break;
    }
  }
  return query;
}

function parseFilter(spec: string, value: string, allowed: ReadonlySet<string>): Filter {
  const [field = '', rawCondition = 'is', ...rest] = spec.split(':');
  if (!FIELD.test(field) || rest.length > 0) throw ApiError.invalid('filter', `Malformed filter: filter[${spec}].`);
  if (!allowed.has(field)) throw new ApiError(422, { message: `Forbidden filter: ${field}` });
  const condition = ALIASES[rawCondition] ?? rawCondition;
  if (!(CONDITIONS as readonly string[]).includes(condition)) {
    throw ApiError.invalid('filter', `Unknown filter condition "${rawCondition}". Use one of: ${CONDITIONS.join(', ')}.`);
  }
  return { field, condition: condition as Condition, value };
}
