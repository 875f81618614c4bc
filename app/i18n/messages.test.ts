import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITES } from './sites';

/**
 * The UI catalogs (app/i18n/messages/*.json): every language has exactly the keys of the
 * English reference, in its order, with the same placeholders, valid ICU MessageFormat and a
 * real translation (not an English copy).
 */

const MESSAGES_DIR = fileURLToPath(new URL('./messages/', import.meta.url));
const REFERENCE = 'en';
const LANGUAGES = SITES.map((site) => site.handle).filter((handle) => handle !== REFERENCE);

type Catalog = Record<string, string>;

function readCatalog(handle: string): Catalog {
  return JSON.parse(readFileSync(`${MESSAGES_DIR}${handle}.json`, 'utf8')) as Catalog;
}

const en = readCatalog(REFERENCE);
const enKeys = Object.keys(en);

/** Same in every language: an HTTP status code and operating system names (trademarks). */
const UNIVERSAL: Record<string, string> = {
  'error.notFoundCode': 'HTTP status code, shown as the big number on the error page',
  'download.platform.macos': 'operating system name (trademark)',
  'download.platform.windows': 'operating system name (trademark)',
  'download.platform.linux': 'operating system name (trademark)',
  'download.platform.ios': 'operating system name (trademark)',
  'download.platform.android': 'operating system name (trademark)',
};

/**
 * The only key + language pairs whose translation may equal the English text, each with the
 * reason. Everything else identical to English is an untranslated copy. A pair listed here that
 * is no longer identical fails too, so the list stays exact.
 */
const SAME_AS_ENGLISH: Record<string, Record<string, string>> = {
  de: {
    ...UNIVERSAL,
    'product.downloads': '"Downloads" is German (Duden) and the title of the German downloads page (content/collections/pages/de/downloads.md)',
    'download.version': '"Version" is the German word',
    'download.kind.app': '"Apps" is German (Duden); the German content says "Firmware, Apps und Handbücher"',
    'download.kind.firmware': 'established technical term, used by the German content',
    'resellers.website': '"Website" is the standard German word (Duden); "Webseite" would be a single page',
    'video.player': '"Video" is the German word',
    'consent.video': '"Videos" is the German plural; YouTube is a name',
  },
  fr: {
    ...UNIVERSAL,
    'shell.menu': '"Menu" is the French word',
    'download.version': '"Version" is the French word',
    'download.kind.firmware': 'established technical term, used by the French content ("Firmware, applications et manuels")',
  },
  es: {
    ...UNIVERSAL,
    'error.serverCode': '"Error" is the Spanish word',
    'download.kind.firmware': 'established technical term, used by the Spanish content ("Firmware, apps y manuales")',
  },
  jp: { ...UNIVERSAL },
  zh: { ...UNIVERSAL },
};

/** The script a language's text must be written in, where Latin letters alone would mean English was left. */
const SCRIPT: Record<string, RegExp> = {
  jp: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
};

/** Placeholders and ICU arguments of a compiled message, e.g. `{path}`, `{count, plural}`. */
function argumentsOf(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    found.add(type ? `{${name}, ${type}}` : `{${name}}`);
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(branch)) argumentsOf(branch as CompiledMessage, found);
      }
    }
  }
  return found;
}

/** The literal text of a compiled message, without placeholders and ICU syntax. */
function textOf(message: CompiledMessage): string {
  return message
    .map((token) => {
      if (typeof token === 'string') return token;
      const format = token[2];
      if (!format || typeof format !== 'object') return ' ';
      return Object.entries(format)
        .filter(([choice, branch]) => choice !== 'offset' && Array.isArray(branch))
        .map(([, branch]) => textOf(branch as CompiledMessage))
        .join(' ');
    })
    .join('');
}

/** Plural and select arguments without the `other` branch ICU requires. */
function choicesWithoutOther(message: CompiledMessage): string[] {
  const problems: string[] = [];
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (!format || typeof format !== 'object') continue;
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && !('other' in format)) problems.push(name);
    for (const [choice, branch] of Object.entries(format)) {
      if (choice !== 'offset' && Array.isArray(branch)) problems.push(...choicesWithoutOther(branch as CompiledMessage));
    }
  }
  return problems;
}

/** The compiled message, or an empty one when it does not compile (the compile test reports that). */
function compiledOrEmpty(message: string): CompiledMessage {
  try {
    return compileMessageOrThrow(message);
  } catch {
    return [];
  }
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const show = (set: Set<string>) => [...set].sort().join(' ') || '(none)';

describe('message catalogs', () => {
  it('has one catalog per site and no others', () => {
    const files = readdirSync(MESSAGES_DIR).filter((file) => file.endsWith('.json')).sort();
    expect(files).toEqual([REFERENCE, ...LANGUAGES].map((handle) => `${handle}.json`).sort());
  });

  it('compiles every English message', () => {
    const broken = enKeys.filter((key) => {
      try {
        compileMessageOrThrow(en[key]!);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it('has an allowlist only for languages that exist', () => {
    expect(Object.keys(SAME_AS_ENGLISH).filter((handle) => !LANGUAGES.includes(handle))).toEqual([]);
  });
});

describe.each(LANGUAGES)('%s.json', (handle) => {
  const file = `${MESSAGES_DIR}${handle}.json`;
  const catalog: Catalog = existsSync(file) ? readCatalog(handle) : {};
  const keys = Object.keys(catalog);
  const shared = enKeys.filter((key) => key in catalog);

  it('exists', () => {
    expect(existsSync(file), `${file} is missing`).toBe(true);
  });

  it('has exactly the keys of en.json', () => {
    const missing = enKeys.filter((key) => !(key in catalog));
    const extra = keys.filter((key) => !(key in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps the keys in the order of en.json', () => {
    expect(keys.filter((key) => key in en)).toEqual(shared);
  });

  it('has a non-empty string for every key', () => {
    expect(keys.filter((key) => typeof catalog[key] !== 'string' || catalog[key].trim() === '')).toEqual([]);
  });

  it('compiles every message as ICU MessageFormat', () => {
    const broken: string[] = [];
    for (const key of keys) {
      try {
        const compiled = compileMessageOrThrow(String(catalog[key]));
        const missingOther = choicesWithoutOther(compiled);
        if (missingOther.length > 0) broken.push(`${key}: no "other" branch in ${missingOther.join(', ')}`);
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('uses the same placeholders as English in every message', () => {
    const mismatches: string[] = [];
    for (const key of shared) {
      let expected: Set<string>;
      let actual: Set<string>;
      try {
        expected = argumentsOf(compileMessageOrThrow(en[key]!));
        actual = argumentsOf(compileMessageOrThrow(catalog[key]!));
      } catch {
        continue; // reported by the compile test
      }
      if (show(expected) !== show(actual)) mismatches.push(`${key}: expected ${show(expected)}, got ${show(actual)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('translates every message that is not on the allowlist', () => {
    const allowed = SAME_AS_ENGLISH[handle] ?? {};
    const untranslated = shared.filter((key) => normalize(catalog[key]!) === normalize(en[key]!) && !(key in allowed));
    expect(untranslated).toEqual([]);
  });

  it('allowlists only keys that exist and really are identical to English', () => {
    const allowed = SAME_AS_ENGLISH[handle] ?? {};
    const stale = Object.keys(allowed).filter((key) => !(key in en) || !(key in catalog) || normalize(catalog[key]!) !== normalize(en[key]!));
    expect(stale).toEqual([]);
  });

  it('uses typographic quotes and apostrophes (a straight apostrophe is an ICU escape)', () => {
    expect(keys.filter((key) => /["']/.test(String(catalog[key])))).toEqual([]);
  });

  if (handle === 'fr') {
    it('puts a non-breaking space before : ; ? !', () => {
      expect(keys.filter((key) => /(^|[^\u00a0\u202f])[:;?!]/.test(textOf(compiledOrEmpty(catalog[key]!))))).toEqual([]);
    });
  }

  const script = SCRIPT[handle];
  if (script) {
    it('writes the long messages in its own script', () => {
      // "Long": the English text has at least two words (placeholders left out).
      const long = shared.filter((key) => textOf(compiledOrEmpty(en[key]!)).trim().split(/\s+/).length >= 2);
      expect(long.length).toBeGreaterThan(20);
      expect(long.filter((key) => !script.test(catalog[key]!))).toEqual([]);
    });

    it('uses full-width punctuation', () => {
      expect(keys.filter((key) => /[,:;?!()]/.test(textOf(compiledOrEmpty(catalog[key]!))))).toEqual([]);
    });
  }

  if (handle === 'zh') {
    it('contains no Japanese kana', () => {
      expect(keys.filter((key) => /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(catalog[key]!))).toEqual([]);
    });
  }
});
