import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentFile } from '../../../api/store/files';
import { asStatamicSees, readWithStatamic, statamicAvailable } from '../../../tests/support/statamic-yaml';
import { composeFile } from './front-matter';

const TRICKY: Record<string, unknown> = {
  date: '2026-01-20',
  datetime: '2026-01-20 10:00',
  iso: '2026-01-20T10:00:00Z',
  yes: 'yes',
  No: 'No',
  nul: 'null',
  tilde: '~',
  hex: '0x1F',
  octal: '0o17',
  old_octal: '017',
  underscored: '1_000',
  exp: '1e5',
  float: '1.5',
  inf: '.inf',
  at: '@home',
  backtick: '`code`',
  percent: '%done',
  pipe: '| a',
  gt: '> b',
  dash: '- a',
  colon: ': b',
  hash: '#c',
  inner_hash: 'a #b',
  quote: "it's",
  dquote: '"quoted"',
  bang: '!tag',
  star: '*alias',
  amp: '&anchor',
  brace: '{a: 1}',
  bracket: '[1, 2]',
  question: '? x',
  comma: 'a, b',
  trailing_space: 'a ',
  leading_space: ' a',
  empty: '',
  tab: 'a\tb',
  cr: 'a\r\nb',
  control: 'a\u0001b',
  nbsp: 'a\u00a0b',
  line_sep: 'a\u2028b',
  bom: '\ufeffx',
  multi: 'line one\nline two',
  multi_trailing: 'line one\nline two\n',
  multi_keep: 'line one\n\n',
  multi_indented: '  indented\nnext',
  multi_tabs: 'a\n\tb\n',
  blank_lines: 'a\n\n\nb',
  japanese: '日本語のテキスト。「引用」',
  japanese_space: '日本　語',
  emoji: 'ok 👍',
  long: 'x'.repeat(5000),
  long_words: 'word '.repeat(500).trim(),
  fence: 'before\n---\nafter',
  fence_inline: '---',
  fence_start: '--- x',
  uuid: '0c19e507-00e6-42eb-b31a-8e3c8d6e159a',
  digits_uuid: '12345678-1234-1234-1234-123456789012',
  tenth: '10th',
  slug: '2024-recap',
  bcrypt: '$2y$10$abcdefghijklmnopqrstuv',
  url: 'https://example.com/a?b=c#d',
  path: '/assets/a.png',
  number: 42,
  negative: -3.25,
  big: 1e21,
  truthy: true,
  nothing: null,
  list: ['a', '2026-01-20', { nested: 'yes', more: ['x\ny'] }, [], {}],
  map: { '__proto__': 'data', constructor: 'c', 'key: with colon': 1, '- dash': 2, '123': 'n' },
  __proto__: { polluted: true },
  '---': 'key that looks like a fence',
  last_multi: 'ends\nwith newline\n',
};
// The literal `__proto__` above sets the prototype; make it an own key, as JSON.parse would.
const DATA = JSON.parse(JSON.stringify({ ...TRICKY })) as Record<string, unknown>;
Object.defineProperty(DATA, '__proto__', { value: { polluted: true }, enumerable: true, writable: true, configurable: true });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cp-front-matter-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('composeFile', () => {
  it('writes tricky values that read back the same here and in Statamic', async () => {
    const body = 'Body with\n---\na fence inside.\n';
    const md = composeFile('content/x.md', undefined, DATA, body);
    const yaml = composeFile('content/x.yaml', undefined, DATA, undefined);
    for (const [rel, text] of [['content/x.md', md], ['content/x.yaml', yaml]] as const) {
      const parsed = parseContentFile(rel, text);
      expect(parsed.data).toStrictEqual(DATA);
      expect(Object.getPrototypeOf(parsed.data)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
    expect(parseContentFile('content/x.md', md).body).toBe(body);
    expect(md).toMatch(/^---\nid|^---\n/);
    expect(md).not.toMatch(/\n---\n[\s\S]*\n---\nBody/);
    if (!statamicAvailable()) return;
    await writeFile(path.join(dir, 'x.md'), md);
    await writeFile(path.join(dir, 'x.yaml'), yaml);
    const seen = readWithStatamic([path.join(dir, 'x.md'), path.join(dir, 'x.yaml')]);
    for (const file of ['x.md', 'x.yaml']) {
      const read = seen.get(path.join(dir, file))!;
      expect(read.error).toBeUndefined();
      expect(read.data).toStrictEqual(JSON.parse(JSON.stringify(asStatamicSees(DATA))));
    }
    expect(seen.get(path.join(dir, 'x.md'))!.content).toBe(body);
  });

  // `notes` was last, so its final line feed was cut by the closing `---`: with a key after it, it needs `|-`.
  it('keeps every untouched byte and the file’s line endings', () => {
    const original = "---\r\n# a comment\r\nid: abc # trailing\r\ntitle: 'Old'\r\nfiles:\r\n- label: a\r\n  url: https://x.example/a\r\nnotes: |\r\n  one\r\n  two\r\n---\r\nBody\r\n";
    const data = { id: 'abc', title: 'New title', files: [{ label: 'a', url: 'https://x.example/a' }], notes: 'one\ntwo', added: 'value' };
    const text = composeFile('content/y.md', original, data, 'Body\n');
    expect(text).toBe("---\r\n# a comment\r\nid: abc # trailing\r\ntitle: 'New title'\r\nfiles:\r\n- label: a\r\n  url: https://x.example/a\r\nnotes: |-\r\n  one\r\n  two\r\nadded: value\r\n---\r\nBody\r\n");
    expect(parseContentFile('content/y.md', text).data).toStrictEqual(data);
  });

  it('removes keys, replaces a block value and keeps the next key’s comment', () => {
    const original = '---\na: 1\nb:\n  - x\n  - y\n# about c\nc: 3\n---\n';
    const text = composeFile('content/z.md', original, { b: ['z'], c: 3 }, undefined);
    expect(text).toBe('---\nb:\n  - z\n# about c\nc: 3\n---\n');
  });

  it('keeps a trailing line feed of a block value that ends the front matter', () => {
    const text = composeFile('content/w.md', '---\na: 1\n---\nBody', { a: 1, notes: 'x\ny\n' }, 'Body');
    expect(parseContentFile('content/w.md', text).data).toStrictEqual({ a: 1, notes: 'x\ny\n' });
  });
});
