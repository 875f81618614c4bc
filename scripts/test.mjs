#!/usr/bin/env node
/**
 * `npm test`: every check a change must pass, in order, stopping at the first failure:
 * typecheck, lint, the production build (content check, images, bundles, prerendering),
 * unit + API + production-server tests (Vitest, nginx included), browser tests (Playwright
 * in Debian's Chromium against the production build). Installs Chromium and nginx first when
 * they are missing and we run as root; otherwise says how to install them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** The origin the test build is made for: the browser tests' server (playwright.config.ts). */
const TEST_SITE_URL = 'http://127.0.0.1:3100';

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

/** Installs a Debian package when `binary` is missing (as root), else explains and stops. */
function ensurePackage(binary, pkg, envName) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${pkg} is needed by the tests and was not found at ${binary}.\n` +
        `Install it with:  sudo apt-get install -y ${pkg}\n` +
        `or point ${envName} at the binary, then run npm test again.`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env }).status === 0;
  console.log(`▶ ${pkg} not found: installing the Debian package (as root)`);
  // A fresh machine may have no package lists yet: refresh them once if the first try fails.
  if (!install() && !(spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 && install())) {
    console.error(`✖ could not install ${pkg} with apt-get; install it by hand or set ${envName}`);
    process.exit(1);
  }
}

ensurePackage(CHROMIUM, 'chromium', 'CHROMIUM_PATH');
ensurePackage(NGINX, 'nginx', 'NGINX_PATH');
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('production build', 'npm', ['run', '--silent', 'build'], { PUBLIC_SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'warn' });
run('unit, API and server tests', 'npx', ['vitest', 'run'], { NGINX_PATH: NGINX });
run('browser tests', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: CHROMIUM, E2E_SKIP_BUILD: '1' });
console.log('\nAll tests passed.');
