import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The W3C's Nu Html Checker (vnu.jar from the `vnu-jar` package) on Debian's Java, over
 * documents held in memory: one Java start for all of them (it takes a few seconds).
 */

/** `npm test` installs Debian's default-jre-headless when this is missing (scripts/test.mjs). */
export const JAVA = process.env.JAVA_PATH || '/usr/bin/java';
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

export interface HtmlDocument {
  /** How a failure names it: the page's path, or the screen's. */
  name: string;
  html: string;
}

export interface HtmlMessage {
  name: string;
  type: 'error' | 'warning';
  line: number | undefined;
  message: string;
  /** The markup around the place, as the checker quotes it. */
  extract: string | undefined;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Every error and warning the checker finds. Its informational notes are left out: they are
 * about `/>` on void elements, which is how React writes them and is valid HTML.
 */
export async function checkHtml(documents: readonly HtmlDocument[]): Promise<HtmlMessage[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      documents.map((document, index) => {
        const file = path.join(folder, `${index}.html`);
        files.set(`file:${file}`, document.name);
        return writeFile(file, document.html);
      }),
    );
    // JSON goes to stderr; --exit-zero-always because a finding is an answer here, not a failure to run.
    const { stderr } = await promisify(execFile)(JAVA, ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', folder], { maxBuffer: 256 * 1024 * 1024 });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const found: HtmlMessage[] = [];
    for (const m of messages) {
      if (m.type === 'non-document-error') throw new Error(`the HTML checker could not run: ${m.message}`);
      const type = m.type === 'error' ? 'error' : m.subType === 'warning' ? 'warning' : null;
      if (!type) continue;
      found.push({ name: files.get(m.url ?? '') ?? m.url ?? '?', type, line: m.lastLine, message: m.message, extract: m.extract });
    }
    return found;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The findings as a failure message names them: page, line and message, one per line. */
export function describeFindings(found: readonly HtmlMessage[]): string[] {
  return found.map((m) => `${m.name}:${m.line ?? '?'}: ${m.type}: ${m.message}${m.extract ? ` (in “${m.extract.replace(/\s+/g, ' ').trim()}”)` : ''}`);
}
