/**
 * Dates as Statamic 5 reads and writes them (all in UTC, Statamic's default app timezone).
 *
 * Statamic parses with Carbon::createFromFormat, which (like PHP) rolls a date that does not
 * exist over instead of refusing it: `2026-02-31` is 3 March, `2017-25-12` is 12 January
 * 2019, `14:25:99` is 14:26:39. JavaScript's Date.UTC rolls over the same way.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Milliseconds for the parts of a date, rolled over as Carbon does; `real` when no part overflowed. */
function fromParts(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): { ms: number; real: boolean } {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, 0);
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d &&
    date.getUTCHours() === h && date.getUTCMinutes() === mi && date.getUTCSeconds() === s;
  return { ms: date.getTime(), real };
}

/**
 * A file name's date segment (`Y-m-d`, `Y-m-d-Hi`, `Y-m-d-His`) as `Entry::date()` sets it
 * (src/Entries/Entry.php): `Y-m-d` at the start of its day, `Y-m-d-Hi` at the start of its minute.
 */
export function parseFileDate(segment: string): { ms: number; real: boolean } {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:-(\d{2})(\d{2})(\d{2})?)?$/.exec(segment);
  if (!m) throw new Error(`not a file-name date: ${segment}`);
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0));
  return fromParts(y!, mo!, d!, h!, mi!, s!);
}

/** `Entry::date()`'s getter: the start of the day without time enabled, the start of the minute without seconds. */
export function truncateDate(ms: number, hasTime: boolean, hasSeconds: boolean): number {
  if (!hasTime) return Math.floor(ms / DAY) * DAY;
  if (!hasSeconds) return Math.floor(ms / MINUTE) * MINUTE;
  return Math.floor(ms / 1000) * 1000;
}

/** A date as Laravel writes a Carbon instance to JSON (`toISOString()`: UTC with microseconds). */
export function carbonJson(ms: number): string {
  // toISOString ends in `.sssZ`: Laravel writes microseconds, three more digits.
  return new Date(ms).toISOString().slice(0, -1) + '000Z';
}

/** PHP's truthiness, which Statamic's settings and flags go by (`date: true`, `published: false`, `time_enabled`). */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null && value !== false && value !== 0 && value !== '' && value !== '0';
}

const SAVED = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A stored date value (`2023-04-19`, `2023-04-19 14:25`, an ISO 8601 string) as the date
 * fieldtype's parseSaved reads it, in ms; null when it is not a date.
 */
export function parseSavedDate(value: string): number | null {
  const m = SAVED.exec(value.trim());
  if (m) {
    const [, y, mo, d, h, mi, s, zone] = m;
    let { ms } = fromParts(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
    if (zone && zone.toUpperCase() !== 'Z') {
      const sign = zone.startsWith('-') ? -1 : 1;
      const digits = zone.slice(1).replace(':', '');
      ms -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * MINUTE;
    }
    return ms;
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}
