import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The panel's catalog (cp/i18n/messages/en.json) against the panel's sources: every message id
 * the code names exists, and every message is valid ICU MessageFormat and named somewhere.
 * TypeScript checks `t('literal')` already (MessageId); this also catches ids typed as plain
 * strings, kept in tables (`label: 'bard.bold'`) or built around a cast.
 */

const CP = fileURLToPath(new URL('..', import.meta.url));
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
  for (const file of sources(CP)) {
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
