#!/usr/bin/env node
/**
 * `npm test`: every check a change must pass, in order, stopping at the first failure:
 * typecheck, lint, content:check, unit + API tests (Vitest), browser tests (Playwright in
 * Debian's Chromium). Installs Chromium first when it is missing and we run as root;
 * otherwise says how to install it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is needed for the browser tests and was not found at ${CHROMIUM}.\n` +
        'Install it with:  sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env }).status === 0;
  console.log('▶ Chromium not found: installing the Debian package (as root)');
  // A fresh machine may have no package lists yet: refresh them once if the first try fails.
  if (!install() && !(spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 && install())) {
    console.error('✖ could not install chromium with apt-get; install it by hand or set CHROMIUM_PATH');
    process.exit(1);
  }
}

ensureChromium();
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('content check', 'npm', ['run', '--silent', 'content:check']);
run('render demo images', 'npm', ['run', '--silent', 'assets']);
run('unit and API tests', 'npx', ['vitest', 'run']);
run('browser tests', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: CHROMIUM });
console.log('\nAll tests passed.');
