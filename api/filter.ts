import type { Filter, SortKey } from './query';

/** Reads a field from an item for filtering and sorting. */
export type Getter<T> = (item: T, field: string) => unknown;

function scalar(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function compare(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether one value (a scalar, or a list such as taxonomy terms) meets a filter. */
export function matches(value: unknown, filter: Filter): boolean {
  const { condition } = filter;
  const wanted = filter.value;
  if (condition === 'exists' || condition === 'doesnt_exist') {
    const present = value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
    const expectPresent = !['false', '0'].includes(wanted.toLowerCase());
    return condition === 'exists' ? present === expectPresent : present !== expectPresent;
  }
  const list = Array.isArray(value) ? value.map(scalar).filter((v): v is string => v !== null) : null;
  const one = list ? null : scalar(value);
  const lower = wanted.toLowerCase();
  switch (condition) {
    case 'is':
      return list ? list.includes(wanted) : one === wanted;
    case 'not':
      return list ? !list.includes(wanted) : one !== wanted;
    case 'contains':
      return list ? list.some((v) => v.toLowerCase() === lower) : one !== null && one.toLowerCase().includes(lower);
    case 'doesnt_contain':
      return list ? !list.some((v) => v.toLowerCase() === lower) : one === null || !one.toLowerCase().includes(lower);
    case 'in':
    case 'not_in': {
      const options = wanted.split('|');
      const hit = list ? list.some((v) => options.includes(v)) : one !== null && options.includes(one);
      return condition === 'in' ? hit : !hit;
    }
    case 'starts_with':
    case 'doesnt_start_with': {
      const hit = one !== null && one.toLowerCase().startsWith(lower);
      return condition === 'starts_with' ? hit : !hit;
    }
    case 'ends_with':
    case 'doesnt_end_with': {
      const hit = one !== null && one.toLowerCase().endsWith(lower);
      return condition === 'ends_with' ? hit : !hit;
    }
    case 'gt':
      return one !== null && compare(one, wanted) > 0;
    case 'gte':
      return one !== null && compare(one, wanted) >= 0;
    case 'lt':
      return one !== null && compare(one, wanted) < 0;
    case 'lte':
      return one !== null && compare(one, wanted) <= 0;
  }
}

export function applyFilters<T>(items: T[], filters: Filter[], get: Getter<T>): T[] {
  return filters.length === 0 ? items : items.filter((item) => filters.every((f) => matches(get(item, f.field), f)));
}

/** Stable multi-key sort; missing values sort last in either direction. */
export function applySort<T>(items: T[], keys: SortKey[], get: Getter<T>): T[] {
  if (keys.length === 0) return items;
  return [...items].sort((a, b) => {
    for (const { field, dir } of keys) {
      const va = scalar(get(a, field));
      const vb = scalar(get(b, field));
      if (va === vb) continue;
      if (va === null) return 1;
      if (vb === null) return -1;
      const c = compare(va.toLowerCase(), vb.toLowerCase());
      if (c !== 0) return dir === 'asc' ? c : -c;
    }
    return 0;
  });
}
