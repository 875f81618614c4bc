import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CP_LOCALES, localeTag, type CpLocale } from '../shared/locales';

/**
 * The panel's catalog (cp/i18n/messages/en.json) against the panel's sources and its server's
 * (server/cp: refusals and validation errors, answered in the editor's language): every message id
 * the code names exists, and every message is valid ICU MessageFormat and named somewhere.
 * TypeScript checks `t('literal')` already (MessageId); this also catches ids typed as plain
 * strings, kept in tables (`label: 'bard.bold'`) or built around a cast.
 */

const CP = fileURLToPath(new URL('..', import.meta.url));
const SERVER_CP = fileURLToPath(new URL('../../server/cp', import.meta.url));
const catalog = JSON.parse(readFileSync(path.join(CP, 'i18n/messages/en.json'), 'utf8')) as Record<string, string>;
const ids = Object.keys(catalog);
const namespaces = new Set(ids.map((id) => id.slice(0, id.indexOf('.'))));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Quoted strings shaped like a message id in one of the catalog's namespaces (`'sets.add'`), by file. */
function namedIds(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of [...sources(CP), ...sources(SERVER_CP)]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(['"`])([a-z][A-Za-z]*)\.([A-Za-z][A-Za-z.]*)\1/g)) {
      if (!namespaces.has(match[2]!)) continue;
      const id = `${match[2]}.${match[3]}`;
      found.set(id, [...(found.get(id) ?? []), path.relative(CP, file)]);
    }
  }
  return found;
}

/** Ids the code builds from a prefix (`t(`status.${status}`)`): none today; list such a prefix here with its reason. */
const BUILT_PREFIXES: string[] = [];

describe('the control panel catalog', () => {
  const named = namedIds();

  it('has every message id the panel’s code names', () => {
    const missing = [...named].filter(([id]) => !(id in catalog)).map(([id, files]) => `${id} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('finds the ids the code names (the scan works)', () => {
    expect(named.has('sets.add')).toBe(true);
    expect(named.has('bard.bold')).toBe(true);
  });

  it('names every message somewhere in the code (no dead texts)', () => {
    const unused = ids.filter((id) => !named.has(id) && !BUILT_PREFIXES.some((prefix) => id.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it('holds valid ICU MessageFormat', () => {
    const broken = ids.filter((id) => {
      try {
        compileMessageOrThrow(catalog[id]!);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });
});

type Compiled = ReturnType<typeof compileMessage>;

/** A compiled message's arguments (`{name}`, `{count, plural, …}`) and its plural categories by argument. */
function shape(compiled: Compiled, args = new Set<string>(), plurals = new Map<string, string[]>()) {
  if (typeof compiled === 'string') return { args, plurals };
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, kind, branches] = token as [string, string?, Record<string, Compiled>?];
    if (name !== '#') args.add(name);
    if (kind === 'plural' && branches) plurals.set(name, Object.keys(branches).filter((key) => key !== 'offset').sort());
    for (const branch of branchesOf(branches)) shape(branch, args, plurals);
  }
  return { args, plurals };
}

/** The words a reader sees: the text outside arguments, plural branches included. */
function text(compiled: Compiled): string {
  if (typeof compiled === 'string') return compiled;
  return compiled.map((token) => (typeof token === 'string' ? token : branchesOf((token as [string, string?, Record<string, Compiled>?])[2]).map(text).join(' '))).join(' ');
}

/** A plural's or select's branches (Lingui also keeps a plural's `offset` among them). */
function branchesOf(branches: Record<string, Compiled> | undefined): Compiled[] {
  return Object.entries(branches ?? {}).flatMap(([key, branch]) => (key === 'offset' ? [] : [branch]));
}

/**
 * Texts that are the same in English and in that language, each checked by a native reader
 * (issue 28): the same word (Status, Tablet, Date), a term the language keeps (Slug, URL), or
 * no words at all. Anything else equal to English is an untranslated text.
 */
const SAME_AS_ENGLISH: Record<Exclude<CpLocale, 'en'>, string[]> = {
  de: ['entries.status', 'entries.colSlug', 'entries.colStatus', 'globals.handle', 'meta.slug', 'preview.tablet', 'preview.desktop', 'sets.fallbackName', 'bard.link', 'history.textBlock', 'dashboard.title', 'dashboard.kindNavigation', 'tree.navigation', 'terms.colSlug', 'users.status', 'users.name', 'users.groupNavigation'],
  fr: ['shell.menu', 'nav.collections', 'entries.colDate', 'site.label', 'site.localizations', 'meta.date', 'grid.actions', 'history.versions', 'dashboard.kindNavigation', 'tree.navigation', 'nav.taxonomies', 'users.groupSites', 'users.groupCollections', 'users.groupNavigation', 'users.groupTaxonomies'],
  es: ['entries.colSlug', 'meta.slug', 'history.no', 'terms.colSlug', 'users.roles', 'users.rolesTitle'],
  ja: [],
  zh_CN: [],
};
const NO_WORDS = ['field.characterCount', 'sets.numbered', 'assets.dimensions', 'bard.linkUrl', 'tree.url', 'history.fieldInSite'];
/** Latin-script words Japanese and Chinese UI keep as they are. */
const LATIN_IN_CJK = new Set(['URL', 'HTML', 'Git', 'Esc', 'Enter', 'Escape', 'https', 'page', 'YYYY', 'MM', 'DD', 'HH', 'KB', 'MB', 'JPEG', 'PNG', 'WebP', 'AVIF', 'GIF', 'PDF', 'ZIP', 'SVG', 'mailto', 'tel']);

describe('the control panel in six languages', () => {
  const catalogs = Object.fromEntries(
    CP_LOCALES.map(({ code }) => [code, JSON.parse(readFileSync(path.join(CP, `i18n/messages/${code}.json`), 'utf8')) as Record<string, string>]),
  ) as Record<CpLocale, Record<string, string>>;
  const others = CP_LOCALES.filter((l) => l.code !== 'en').map((l) => l.code as Exclude<CpLocale, 'en'>);

  it.each(others)('%s has every message of English and no other', (code) => {
    expect(Object.keys(catalogs[code]).sort()).toEqual([...ids].sort());
  });

  it.each(others)('%s: every message is valid, with the same arguments as English and the plural forms the language needs', (code) => {
    const needed = new Intl.PluralRules(localeTag(code)).resolvedOptions().pluralCategories.filter((c) => c === 'one' || c === 'other').sort();
    const wrong = ids.flatMap((id) => {
      let compiled: Compiled;
      try {
        compiled = compileMessageOrThrow(catalogs[code][id]!);
      } catch (error) {
        return [`${id}: ${String(error)}`];
      }
      const mine = shape(compiled);
      const english = shape(compileMessage(catalog[id]!));
      const problems: string[] = [];
      if ([...mine.args].sort().join() !== [...english.args].sort().join()) problems.push(`${id}: arguments ${[...mine.args].join(', ')} instead of ${[...english.args].join(', ')}`);
      for (const [arg, categories] of mine.plurals) {
        const missing = needed.filter((c) => !categories.includes(c));
        if (missing.length) problems.push(`${id}: {${arg}} lacks ${missing.join(', ')}`);
      }
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it.each(others)('%s has no English left', (code) => {
    const same = ids.filter((id) => catalogs[code][id] === catalog[id] && !NO_WORDS.includes(id) && !SAME_AS_ENGLISH[code].includes(id));
    expect(same).toEqual([]);
    if (code === 'ja' || code === 'zh_CN') {
      const latin = ids.flatMap((id) => (text(compileMessage(catalogs[code][id]!)).match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !LATIN_IN_CJK.has(w)).map((w) => `${id}: ${w}`));
      expect(latin).toEqual([]);
    }
  });

  it('lists only kept texts that are still the same as English', () => {
    const stale = others.flatMap((code) => SAME_AS_ENGLISH[code].filter((id) => catalogs[code][id] !== catalog[id]).map((id) => `${code} ${id}`));
    expect(stale).toEqual([]);
  });
});
