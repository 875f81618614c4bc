import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { messagesFor } from './catalog.server';
import { formatMessage, translate } from './message-format';
import { SITES } from './sites';

/** Argument names of a compiled message, and which of them choose a plural form. */
function argumentsOf(message: unknown, found = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(message)) return found;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, format, cases] = token as [string, string | undefined, Record<string, unknown> | undefined];
    found.set(name, found.get(name) === 'plural' ? 'plural' : (format ?? 'text'));
    for (const value of Object.values(cases ?? {})) argumentsOf(value, found);
  }
  return found;
}

/** Values to try: each plural argument at numbers that pick every category somewhere, text arguments with markup-like text. */
function sampleValues(args: Map<string, string>): Record<string, string | number>[] {
  const plural = [...args].filter(([, format]) => format === 'plural' || format === 'selectordinal').map(([name]) => name);
  const text = Object.fromEntries([...args].filter(([, format]) => format === 'text').map(([name]) => [name, `<${name}> & 1'000`]));
  if (plural.length === 0) return [text, {}];
  return [0, 1, 2, 3, 5, 11, 21, 1234.5].map((n) => ({ ...text, ...Object.fromEntries(plural.map((name) => [name, n])) }));
}

describe('UI messages', () => {
  for (const site of SITES) {
    it(`read in ${site.handle} exactly as Lingui renders them, for every message`, () => {
      const messages = messagesFor(site.handle);
      const lingui = setupI18n({ locale: site.lang, messages: { [site.lang]: messages } });
      for (const [id, message] of Object.entries(messages)) {
        const args = argumentsOf(message);
        for (const [name, format] of args) {
          expect(['text', 'plural', 'selectordinal', 'select'], `${site.handle} ${id}: {${name}, ${format}} is a format message-format.ts does not read`).toContain(format);
        }
        for (const values of sampleValues(args)) {
          expect(translate(messages, site.lang, id, values), `${site.handle} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
        }
      }
    });
  }

  it('pick =n, then the plural category, then other; # is the number less the offset, in the language’s digits', () => {
    const message = compileMessage('{n, plural, offset:1 =0 {none} one {# other} other {{g, select, a {A #} other {O}} and # more}}');
    for (const [lang, n, g] of [['en', 0, 'a'], ['en', 2, 'a'], ['en', 3, 'b'], ['de', 1235, 'b'], ['ar', 4, 'a']] as const) {
      const lingui = setupI18n({ locale: lang, messages: { [lang]: { m: message } } });
      expect(formatMessage(message, lang, { n, g })).toBe(lingui._('m', { n, g }));
    }
    expect(formatMessage(message, 'de', { n: 1235, g: 'b' })).toBe('O and 1.234 more');
  });

  it('show an id the catalog lacks as itself, and leave a missing value out', () => {
    expect(translate({}, 'en', 'no.such.message')).toBe('no.such.message');
    expect(formatMessage(compileMessage('by {author}.'), 'en')).toBe('by .');
  });
});
