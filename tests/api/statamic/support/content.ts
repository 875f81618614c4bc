// Small builders for the flat files ported Statamic tests write: blueprints in Statamic 5's
// tab shape, and dates as the API writes them.

/** A blueprint file with the given fields (handle → field config), as Blueprint::makeFromFields lays it out. */
export function blueprint(fields: Record<string, Record<string, unknown>>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...extra,
    tabs: { main: { sections: [{ fields: Object.entries(fields).map(([handle, field]) => ({ handle, field })) }] } },
  };
}

/** `2015-09-24 13:45:23` (Carbon's `Y-m-d H:i:s` in UTC) as Laravel writes the Carbon instance to JSON. */
export function carbon(dateTime: string): string {
  return `${dateTime.replace(' ', 'T')}.000000Z`;
}
