// checkContent (api/check) against our own content and against tests/fixtures/broken-site,
// a small project in our content model with one deliberate problem of each kind (see its README).
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkContent, checkProject, type Problem } from '../../api/check/check';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BROKEN = 'tests/fixtures/broken-site';

describe('content check on our content', () => {
  it('finds no problems: every file, reference, translation and alt text is in place', async () => {
    expect(await checkContent(PROJECT_ROOT)).toEqual([]);
  });
});

describe('content check on another Statamic project (sites of its own)', () => {
  it('checks it as Statamic reads it: tests/fixtures/statamic-site has no errors, and our content model does not apply', async () => {
    const problems = await checkContent(fileURLToPath(new URL('../fixtures/statamic-site', import.meta.url)));
    expect(problems.filter((p) => p.severity !== 'warning')).toEqual([]);
    expect(problems.some((p) => /required|every language|alt text/.test(p.message))).toBe(false);
  });
});

describe('content check on another Statamic project with our sites and collection handles', () => {
  // Issue 36: a site whose collections are called `products` and `pages` and whose sites are
  // `en` and `de` is still not ours: without resources/content-model.yaml it is held to its own
  // blueprints only, not to the tagline, badge and globals our pages need.
  it('does not apply our content model; with the file (or a copy of ours) it does', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'foreign-site-'));
    await mkdir(path.join(root, 'content/collections/products/en'), { recursive: true });
    await cp(path.join(PROJECT_ROOT, 'resources/sites.yaml'), path.join(root, 'resources/sites.yaml'));
    await writeFile(path.join(root, 'content/collections/products.yaml'), 'title: Products\nroute: /products/{slug}\nsites:\n  - en\n');
    await writeFile(path.join(root, 'content/collections/products/en/widget.md'), '---\nid: widget\ntitle: Widget\n---\nA widget.\n');
    try {
      const foreign = await checkProject(root);
      expect(foreign.ownModel).toBe(false);
      expect(foreign.problems.filter((p) => p.severity !== 'warning')).toEqual([]);
      await cp(path.join(PROJECT_ROOT, 'resources/content-model.yaml'), path.join(root, 'resources/content-model.yaml'));
      const ours = await checkProject(root);
      expect(ours.ownModel).toBe(true);
      expect(ours.problems).toContainEqual(expect.objectContaining({ file: 'content/collections/products/en/widget.md', field: 'tagline' }));
      await writeFile(path.join(root, 'resources/content-model.yaml'), 'model: someone-else\n');
      expect((await checkProject(root)).problems).toContainEqual(expect.objectContaining({ file: 'resources/content-model.yaml', field: 'model' }));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

const UNKNOWN_BLOCK =
  'unknown block type; use one of: hero, rich_text, image, gallery, feature_grid, product_teaser, specifications, downloads_list, video, call_to_action, faq, reseller_map, downloads_hub, model_3d, privacy_settings';

/** Every problem the broken fixture holds, in the CLI's order (file, then line). */
const EXPECTED: (Problem & { name: string })[] = [
  {
    name: 'a news file name with a date that does not exist (Statamic rolls it over, as Carbon::createFromFormat does)',
    file: 'content/collections/news/en/2026-02-31.launch-party.md',
    field: 'date',
    message: 'the date in the file name does not exist: 2026-02-31; Statamic reads it as 2026-03-03 00:00:00',
    severity: 'warning',
  },
  {
    name: 'a localization whose origin does not exist is a page of its own (HasOrigin), without an English version (a warning: a page the panel makes in one language is the same)',
    file: 'content/collections/products/de/phantom.md',
    message: 'no localization in site "en" yet: the entry has no page in that language',
    severity: 'warning',
  },
  {
    name: 'a localization whose origin does not exist',
    file: 'content/collections/products/de/phantom.md',
    field: 'origin',
    line: 3,
    message: 'the origin entry "product-phantom" does not exist',
    severity: 'warning',
  },
  {
    name: 'a YAML syntax error, at its line',
    file: 'content/collections/products/en/bridge-a2.md',
    line: 4,
    message: 'Nested mappings are not allowed in compact mappings',
  },
  {
    name: 'a product without a tagline (no line: the file does not hold the field)',
    file: 'content/collections/products/en/slate-one.md',
    field: 'tagline',
    message: 'Invalid input: expected string, received undefined',
  },
  {
    name: 'a block of unknown type',
    file: 'content/collections/products/en/slate-one.md',
    field: 'blocks.1.type',
    line: 16,
    message: UNKNOWN_BLOCK,
  },
  {
    name: 'a global whose newsletter_iframe_code is not an iframe',
    file: 'content/globals/de/cta.yaml',
    field: 'newsletter_iframe_code',
    line: 5,
    message: 'must be an <iframe> snippet with a src',
  },
  {
    name: 'a nav node pointing at a missing entry',
    file: 'content/trees/navigation/en/main.yaml',
    field: 'tree.1.entry',
    line: 5,
    message: 'entry "product-missing" does not exist',
  },
];

/** The line content:check prints for a problem. */
function cliLine(p: Problem): string {
  return `${p.file}${p.line ? `:${p.line}` : ''}${p.field ? `  ${p.field}` : ''}  ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`;
}

describe('content check on a broken fixture', () => {
  let problems: Problem[];
  beforeAll(async () => {
    problems = await checkContent(fileURLToPath(new URL(`../../${BROKEN}`, import.meta.url)));
  });

  it.each(EXPECTED)('reports $name', ({ name: _name, ...expected }) => {
    expect(problems).toContainEqual(expected);
  });

  it('reports nothing else: the rest of the fixture is valid', () => {
    const byPosition = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);
    expect([...problems].sort(byPosition)).toEqual(EXPECTED.map(({ name: _name, ...p }) => p));
  });

  it('the CLI prints file:line  field  message for each problem and exits with status 1', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/content-check.ts', BROKEN], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.error).toBeUndefined();
    expect(run.status, run.stderr).toBe(1);
    const printed = run.stderr.split('\n').filter((l) => l.startsWith('content/'));
    expect(printed).toEqual(EXPECTED.map(cliLine));
    expect(printed).toContain('content/globals/de/cta.yaml:5  newsletter_iframe_code  must be an <iframe> snippet with a src');
    const warnings = EXPECTED.filter((p) => p.severity === 'warning');
    const errorFiles = new Set(EXPECTED.filter((p) => p.severity !== 'warning').map((p) => p.file)).size;
    expect(run.stderr).toContain(`content:check: ${EXPECTED.length - warnings.length} problem(s) in ${errorFiles} file(s) under ${BROKEN}, and ${warnings.length} warning(s)`);
  });
});
