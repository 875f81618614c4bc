/**
 * What Statamic reads from an entry's file name, as src/Entries/GetDateFromPath.php and
 * GetSlugFromPath.php do: `[date.]slug[.suffix].ext`, where the date is `Y-m-d`, `Y-m-d-Hi`
 * or `Y-m-d-His` and the suffix (`.1`, added when Statamic saves a second entry under the
 * same name) is not part of the slug.
 */

const DATE_SEGMENT = /^\d{4}-\d{2}-\d{2}(-\d{6}|-\d{4})?$/;

/** PHP's `pathinfo($path, PATHINFO_FILENAME)`: the base name without its last extension. */
function fileName(path: string): string {
  const base = path.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/** The date segment of a file name (`2015-01-01-1300`), or null; in a file name with no dot there is none. */
export function dateFromPath(path: string): string | null {
  const name = fileName(path);
  if (!name.includes('.')) return null;
  const first = name.split('.', 1)[0]!;
  return DATE_SEGMENT.test(first) ? first : null;
}

/** The slug part of a file name: the segment after the date when there is one, else the first. */
export function slugFromPath(path: string): string {
  const name = fileName(path);
  if (!name.includes('.')) return name;
  const segments = name.split('.');
  return DATE_SEGMENT.test(segments[0]!) ? segments[1]! : segments[0]!;
}
