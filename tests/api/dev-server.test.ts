import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/env';
import { BROWSER_USER_AGENT } from '../support/production';

/**
 * `npm run dev` (server/dev.ts) while an editor works on the content: a file that stops
 * parsing leaves the last good version on the site, and the terminal names the file and line.
 */
const PORT = 3129;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ABOUT = path.join('content', 'collections', 'pages', 'en', 'about.md');
const POLL = { timeout: 15_000, interval: 200 };

let root: string;
let dev: ChildProcess;
let output = '';

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'kairotone-dev-'));
  for (const part of ['content', 'resources', 'public']) cpSync(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  dev = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(PORT), HOST: '127.0.0.1', CONTENT_DIR: root },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  dev.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  // The first page compiles the app through Vite: allow it time.
  const deadline = Date.now() + 90_000;
  while ((await fetch(`${ORIGIN}/about`).catch(() => null))?.status !== 200) {
    if (dev.exitCode !== null || Date.now() > deadline) throw new Error(`the development server did not serve /about:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 120_000);

afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The about page's title as the browser tab shows it (`About us | Kairotone`), without the site name. */
const title = async () => /<title>(.*?) \| Kairotone<\/title>/s.exec(await (await fetch(`${ORIGIN}/about`, { headers: { 'User-Agent': BROWSER_USER_AGENT } })).text())?.[1];

function editAbout(line: string): void {
  const file = path.join(root, ABOUT);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, line));
}

describe('the development server with a content file broken while it runs (steps run in order)', () => {
  it('shows an edit on the next request', async () => {
    editAbout('title: About Kairotone, edited');
    await expect.poll(title, POLL).toBe('About Kairotone, edited');
  });

  it('keeps serving the last good content while the file does not parse, and names the file and line', async () => {
    editAbout('title: About: broken');
    // The content is re-read when a request needs it: ask for pages until the error shows.
    await expect.poll(async () => (await title(), output), POLL).toMatch(/content error: content\/collections\/pages\/en\/about\.md:3: /);
    expect(await title()).toBe('About Kairotone, edited');
    expect((await fetch(`${ORIGIN}/about`)).status).toBe(200);
  });

  it('serves the fixed file once it parses again', async () => {
    editAbout("title: 'About Kairotone, fixed'");
    await expect.poll(title, POLL).toBe('About Kairotone, fixed');
    expect(dev.exitCode).toBeNull();
  });
});

describe('the control panel under the development server', () => {
  it('opens its sign-in page in a browser, without a page error', async () => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage({ userAgent: BROWSER_USER_AGENT });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${ORIGIN}/cp/`);
      // Without React Refresh's preamble before the panel's entry, every component module threw and the page stayed blank.
      await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 60_000 });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 90_000);

  it("has the panel's editors among the dependencies Vite prepared at start", async () => {
    // Found only when an editor first opened an entry, Vite re-optimised and reloaded the page, losing the unsaved form.
    const metadata = path.join(PROJECT_ROOT, 'node_modules', '.vite', 'deps', '_metadata.json');
    await expect.poll(() => Object.keys((JSON.parse(readFileSync(metadata, 'utf8')) as { optimized: Record<string, unknown> }).optimized), POLL).toEqual(expect.arrayContaining(['@tiptap/react', '@codemirror/view']));
  });
});
