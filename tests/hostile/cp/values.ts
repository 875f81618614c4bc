/**
 * What the control-panel suite puts where values, handles and names go: strings that try to
 * close the front matter or smuggle keys and tags into the YAML, keys that reach into
 * prototypes, path segments that climb out of folders, and bodies that are too big, too deep,
 * too wide or not JSON at all. Every injected key is named `hostile_injected…`, so a check
 * can tell it apart from the blueprint's own.
 */

/** The key every injection attempt tries to add to a file (the audit looks for it). */
export const INJECTED_KEY = 'hostile_injected';

/**
 * In every value, slug and file name of a request that must be refused (no session, foreign
 * origin, bad token, hostile path, the limited user's forbidden ones): found in any file, in
 * or out of the root, it shows a refused request that wrote anyway.
 */
export const REFUSED_MARKER = 'hostile-refused';

/** Strings that must be stored as the very string in both parsers, never as structure. */
export const EVIL_STRINGS: readonly string[] = [
  `\n---\n${INJECTED_KEY}: true\n---\n`,
  '---',
  `---\n${INJECTED_KEY}: 1`,
  `title: ${INJECTED_KEY}`,
  `x\n${INJECTED_KEY}: true\nid: hostile-evil-id`,
  `"\n${INJECTED_KEY}: "true`,
  `'\n${INJECTED_KEY}: 'true`,
  '!!php/object:O:8:"stdClass":1:{s:1:"a";i:1;}',
  "!php/object 'O:8:\"stdClass\":0:{}'",
  '!php/const PHP_EOL',
  "!!python/object/apply:os.system ['id']",
  '!!binary aGVsbG8=',
  '&anchor hostile',
  '*anchor',
  `<<: {${INJECTED_KEY}: true}`,
  `{${INJECTED_KEY}: true}`,
  `[${INJECTED_KEY}, true]`,
  `? ${INJECTED_KEY}\n: true`,
  '| literal\n  block',
  '> folded\n  block',
  '%YAML 1.1\n---',
  '...\n---\n',
  '# not a comment',
  '@reserved `backtick',
  'yes',
  '~',
  'null',
  '0o17',
  '0x1F',
  '1e5',
  '2026-01-20',
  '.inf',
  '=',
  '- item',
  ' leading space',
  'trailing space ',
  'tab\there',
  'nul\u0000byte',
  'line\u2028separator and paragraph\u2029separator',
  'next line\u0085NEL',
  '\ufeffbyte order mark',
  'crlf\r\n---\r\nwindows',
  'lone \ud800 surrogate',
  'emoji 🛰️ and RTL \u202e override',
  '{{ config:app:key }} {{ user:password_hash }}',
  "<?php system($_GET['c']); ?>",
  '<script>alert(1)</script>',
  '\n\n\n',
  'x'.repeat(100_000),
];

/** Path segments (as raw bytes on the wire) where handles, ids, sites and containers go. */
export const EVIL_SEGMENTS: readonly string[] = [
  '..',
  '%2e%2e',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '..%2f..%2f..%2f..%2fetc%2fpasswd',
  '..%5c..%5cusers',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%2fetc%2fpasswd',
  '%2Ftmp',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '%00',
  'a%00b',
  '%ff%fe',
  '.git',
  '.env',
  'users',
  'hostile-super%40example.com',
  '%20',
  'x'.repeat(10 * 1024),
];

/** Query values for `?site=`, `?version=` and `?folder=`: the same climbs, encoded as a query carries them. */
export const EVIL_QUERY_VALUES: readonly string[] = [
  '..%2F..%2F..',
  '%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  '%00',
  'de%00en',
  'x'.repeat(10 * 1024),
  'en%26site%3Dde',
  '%ff',
];

/** Slugs and dates a save or create may ask for. */
export const EVIL_SLUGS: readonly string[] = ['../../hostile-slug', '/etc/passwd', 'a/b', '..', '.htaccess', '__proto__', 'constructor', 'hostile\u0000slug', 'x'.repeat(300), 'Hostile Slug', 'hostile-slug.md', 'con', ''];
export const EVIL_DATES: readonly string[] = ['../../../etc', '2026-13-45', '2026-02-30', '2026-01-01 25:99', '0000-00-00', '9999-12-31 23:59', '2026-01-01T00:00:00Z', '20260101', '-1'];

/** Keys of the `values` map (and of nested rows) that must never reach a file or a prototype. */
export const EVIL_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', `${INJECTED_KEY}\n---`, `---\n${INJECTED_KEY}`, `${INJECTED_KEY}: true`, '!!php/object', '&a', '*a', '<<', 'toString', 'valueOf', 'hasOwnProperty', '', ' ', 'k'.repeat(2_000)];

/** `depth` levels of objects around a value. */
export function nested(depth: number, leaf: unknown = 'deep'): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = { [`level${i}`]: value };
  return value;
}

/** An object of `count` keys. */
export function wide(count: number, prefix = `${INJECTED_KEY}_`): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) out[`${prefix}${i}`] = `value ${i}`;
  return out;
}

/** JSON text with a key written as is (JSON.stringify cannot write a `__proto__` own key from a literal). */
export function jsonWithKey(key: string, value: unknown, rest: Record<string, unknown> = {}): string {
  const inner = JSON.stringify(rest).slice(1, -1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value)}${inner ? `,${inner}` : ''}}`;
}

/** Request bodies that are not a valid request whatever the route: each must be a 4xx. */
export const MALFORMED_JSON_BODIES: readonly { label: string; type: string; body: string }[] = [
  { label: 'empty', type: 'application/json', body: '' },
  { label: 'not JSON', type: 'application/json', body: '{' },
  { label: 'trailing garbage', type: 'application/json', body: '{"values":{}}garbage' },
  { label: 'null', type: 'application/json', body: 'null' },
  { label: 'an array', type: 'application/json', body: '[]' },
  { label: 'a string', type: 'application/json', body: '"values"' },
  { label: 'invalid UTF-8', type: 'application/json', body: '{"values":{"title":"\xff\xfe"}}' },
  { label: 'a UTF-16 BOM', type: 'application/json', body: '\xff\xfe{\x00}\x00' },
  { label: 'form-encoded', type: 'application/x-www-form-urlencoded', body: 'values[title]=x&version=y' },
  { label: 'text', type: 'text/plain', body: '{"values":{}}' },
  { label: 'no type', type: '', body: '{"values":{}}' },
  { label: 'a lying type', type: 'application/json; charset=utf-16', body: '{"values":{}}' },
  { label: 'duplicate keys', type: 'application/json', body: '{"version":"a","version":"b","values":{},"values":[],"published":true}' },
  { label: 'huge number', type: 'application/json', body: `{"version":1e999,"values":{},"published":true}` },
  { label: 'wrong types', type: 'application/json', body: '{"version":[],"values":"x","published":"yes","force":1,"localized":"title"}' },
  { label: 'proto key', type: 'application/json', body: '{"__proto__":{"super":true,"permissions":["super"]},"version":"x","values":{},"published":true}' },
  { label: 'constructor.prototype', type: 'application/json', body: '{"constructor":{"prototype":{"super":true}},"version":"x","values":{},"published":true}' },
  { label: 'depth 1000', type: 'application/json', body: `{"version":"x","published":true,"values":{"title":${'['.repeat(1000)}${']'.repeat(1000)}}}` },
  { label: 'depth 100,000 (brackets only)', type: 'application/json', body: '['.repeat(100_000) + ']'.repeat(100_000) },
  { label: '25,000 fields', type: 'application/json', body: JSON.stringify({ version: 'x', published: true, values: wide(25_000) }) },
  { label: '5 MB', type: 'application/json', body: JSON.stringify({ version: 'x', published: true, values: { title: 'x'.repeat(5 * 1024 * 1024) } }) },
];
