/**
 * UI messages as text: Lingui's compiled catalogs (app/i18n/catalog.server.ts compiles them
 * with @lingui/message-utils) read here instead of by @lingui/core, which would add about
 * 2 KB gzip to every page's first load for formats the catalogs do not use. The catalogs use
 * text, arguments and plural/select; message-format.test.ts checks every message of every
 * catalog against Lingui's own result and that no other ICU format creeps in.
 */
import type { Messages } from '@lingui/core';

type CompiledMessage = Messages[string];

export type MessageValues = Record<string, string | number>;

/** A compiled message: text, or a list of text and `[argument, format?, cases?]` tokens. */
type Compiled = string | readonly Token[];
type Token = string | readonly [name: string, format?: string, cases?: Cases];
type Cases = Record<string, Compiled | number>;

// Intl objects cost far more to build than to use: one per language (and kind) for the life of the process or tab.
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
function rulesFor(lang: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${lang}|${type}`;
  let rules = pluralRules.get(key);
  // English as the fallback language, as Lingui gives Intl.
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules([lang, 'en'], { type })));
  return rules;
}
function numberFormat(lang: string): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat([lang, 'en'])));
  return format;
}

/**
 * One compiled message with its values, as Lingui's `i18n._()` renders it: a missing value
 * is left out; plural and selectordinal pick `=n`, then the language's plural category, then
 * `other`, and write `#` as the number (less any offset) in the language's digits.
 */
export function formatMessage(message: CompiledMessage, lang: string, values: MessageValues = {}): string {
  return render(message as Compiled, lang, values, null);
}

function render(message: Compiled, lang: string, values: MessageValues, count: number | null): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== null ? numberFormat(lang).format(count) : token;
      continue;
    }
    const [name, format, cases = {}] = token;
    const value = values[name];
    if (format === 'plural' || format === 'selectordinal') {
      const offset = typeof cases.offset === 'number' ? cases.offset : 0;
      const n = Number(value);
      const category = rulesFor(lang, format === 'plural' ? 'cardinal' : 'ordinal').select(n - offset);
      text += render(pick(cases, String(value), category), lang, values, n - offset);
    } else if (format === 'select') {
      // As in Lingui, `#` inside a select is text, even within a plural.
      text += render(pick(cases, String(value)), lang, values, null);
    } else if (value !== undefined && value !== null) {
      text += String(value);
    }
  }
  return text;
}

function pick(cases: Cases, ...keys: string[]): Compiled {
  for (const key of [...keys, 'other']) {
    const chosen = cases[key];
    if (chosen !== undefined && typeof chosen !== 'number') return chosen;
  }
  return '';
}

/** The text of message `id` from a compiled catalog; an id the catalog lacks is shown as itself. */
export function translate(messages: Messages, lang: string, id: string, values?: MessageValues): string {
  const message = messages[id];
  return message === undefined ? id : formatMessage(message, lang, values);
}
