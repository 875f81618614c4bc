import { parseSavedDate } from './store/dates';

/**
 * The few parts of Carbon that filters rely on, in UTC (Statamic's default app timezone):
 * `Carbon::parse()` for `is_before`/`is_after` values and the string a Carbon instance
 * becomes when PHP compares it with a string (`__toString`, `Y-m-d H:i:s`).
 */

const DAY = 86_400_000;
const UNIT_MS: Record<string, number> = { sec: 1000, second: 1000, min: 60_000, minute: 60_000, hour: 3_600_000, day: DAY, week: 7 * DAY, fortnight: 14 * DAY };
const RELATIVE = /^([+-]?\d+)\s*(sec|second|min|minute|hour|day|week|fortnight|month|year)s?(\s+ago)?$/i;

function startOfDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}

function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  // PHP's relative months roll over as Date does (31 January + 1 month is 3 March).
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/**
 * `Carbon::parse($text)`: `now`, `today`/`midnight`, `yesterday`, `tomorrow`, `+2 days`,
 * `-2 days`, `3 hours ago`, `@1552222800`, and absolute dates (`2019-03-10`,
 * `2019-03-10 13:02`, ISO 8601). Null for what this subset does not read, where Carbon
 * would throw (or read a format we do not support).
 */
export function carbonParse(text: string, now = Date.now()): Date | null {
  const value = text.trim().toLowerCase();
  switch (value) {
    case '':
    case 'now':
      return new Date(now);
    case 'today':
    case 'midnight':
      return new Date(startOfDay(now));
    case 'yesterday':
      return new Date(startOfDay(now) - DAY);
    case 'tomorrow':
      return new Date(startOfDay(now) + DAY);
  }
  const timestamp = /^@(-?\d+)$/.exec(value);
  if (timestamp) return new Date(Number(timestamp[1]) * 1000);
  const relative = RELATIVE.exec(value);
  if (relative) {
    const amount = Number(relative[1]) * (relative[3] ? -1 : 1);
    const unit = relative[2]!.toLowerCase();
    if (unit === 'month' || unit === 'year') return new Date(addMonths(now, amount * (unit === 'year' ? 12 : 1)));
    return new Date(now + amount * UNIT_MS[unit]!);
  }
  const ms = parseSavedDate(text);
  return ms === null ? null : new Date(ms);
}

/** A Carbon instance as a string (`Y-m-d H:i:s`), which is how PHP compares it with a string. */
export function carbonString(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
