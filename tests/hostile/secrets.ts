import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/env';
import type { Needle } from './checks';
import { CANARY_FILES } from './corpus/shared';

/**
 * What a leak would look like: canary files with a fresh random token, written outside the
 * public folders for the run (the corpus climbs to their fixed names), and lines of private
 * files. Every needle is checked against the public build first, so it cannot match a
 * legitimate answer, and against its own file, so it is really there to be found.
 */

export function writeCanaries(): { token: string; remove: () => void } {
  const token = `hostile-canary-${randomBytes(16).toString('hex')}`;
  const written: string[] = [];
  for (const file of CANARY_FILES) {
    const absolute = path.join(PROJECT_ROOT, file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, `${token}\n`);
    written.push(absolute);
  }
  return { token, remove: () => written.forEach((file) => rmSync(file, { force: true })) };
}

/** Top-level declarations: code, never text a page could render. */
const DECLARATION = /^(?:export )?(?:async )?(?:const|let|function|class)\s+[\w$]+\s*[=(<{ ]/;

/** Lines that identify private files, each verified to be in its file and in no public build file. */
export function privateNeedles(token: string, buildDir: string): Needle[] {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const declarations = (file: string, count: number) =>
    read(path.join(PROJECT_ROOT, file))
      .split('\n')
      .filter((line) => DECLARATION.test(line) && line.length >= 30 && line.length <= 200)
      .slice(0, count)
      .map((line, i) => ({ label: `${file} (declaration ${i + 1})`, text: line }));
  const head = (file: string, lines: number) => ({ label: `${file} (first ${lines} lines)`, text: read(path.join(PROJECT_ROOT, file)).split('\n').slice(0, lines).join('\n') });

  // Fixed strings name their file, so a change to it that drops the string is noticed.
  const fixed = (file: string, text: string) => {
    const absolute = path.isAbsolute(file) ? file : path.join(PROJECT_ROOT, file);
    if (existsSync(absolute) && !read(absolute).includes(text)) throw new Error(`leak check: ${file} no longer contains ${JSON.stringify(text)}`);
    return { label: file, text };
  };
  const candidates = [
    { label: 'the canary token', text: token },
    fixed('package.json', '"name": "kairotone-site"'),
    fixed('tsconfig.json', '"allowImportingTsExtensions": true'),
    fixed('/etc/passwd', 'root:x:0:0:'),
    // The server's environment (PUBLIC_SITE_URL is always set for it); not readable back here.
    { label: '/proc/self/environ', text: 'PUBLIC_SITE_URL=http' },
    { label: 'build/site.json', text: read(path.join(buildDir, 'site.json')).split('\n').slice(0, 3).join('\n') },
    ...declarations('server/main.ts', 3),
    ...declarations('server/env.ts', 2),
    ...declarations(path.relative(PROJECT_ROOT, path.join(buildDir, 'server', 'index.js')), 5),
    head('content/collections/pages/en/about.md', 3),
    head('content/globals/redirects.yaml', 3),
    head('resources/sites.yaml', 3),
  ];
  const publicFiles = publicTexts(path.join(buildDir, 'client'));
  return candidates.map(({ label, text }) => {
    if (text.length < 10) throw new Error(`leak check: no signature for ${label} (file missing or changed?)`);
    const bytes = Buffer.from(text, 'utf8');
    const clash = publicFiles.find((file) => file.body.includes(bytes));
    if (clash) throw new Error(`leak check: the signature of ${label} is in the public file ${clash.name}; pick another`);
    return { label, bytes };
  });
}

/** The build's public files that are not binary copies (compressed or images). */
function publicTexts(dir: string): { name: string; body: Buffer }[] {
  const out: { name: string; body: Buffer }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz|jpe?g|png|webp|avif|glb)$/i.test(entry.name)) out.push({ name: path.relative(dir, full), body: readFileSync(full) });
    }
  };
  walk(dir);
  return out;
}
