#!/usr/bin/env node
/**
 * `npm test`: every check a change must pass, in order, stopping at the first failure:
 * typecheck, lint, the production build (content check, images, bundles, prerendering),
 * unit + API + production-server tests (Vitest, nginx included), the hostile-request suite
 * (tests/hostile: a seeded corpus of 5,000+ malformed requests), the built site as a whole
 * (tests/site: the W3C's HTML checker over every page, a broken-link check), browser tests
 * (Playwright in Debian's Chromium against the production build). Installs Chromium, nginx,
 * Varnish with varnish-modules (cache tags and purging), PHP with Symfony YAML (the control
 * panel's writes are read back as Statamic reads them) and
 * Java (for the HTML checker) first when they are missing and we run as root; otherwise says
 * how to install them.
 */
import { spawnSync } from 'node:child_process';
import { ensurePackage } from './ensure-package.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const PHP = process.env.PHP_PATH || '/usr/bin/php';
/** Debian's Symfony YAML (tests/support/statamic-yaml.php requires its autoloader). */
const SYMFONY_YAML = process.env.SYMFONY_YAML_AUTOLOAD || '/usr/share/php/Symfony/Component/Yaml/autoload.php';
/** Debian's Varnish and its modules (vmod xkey): cache tags and purging (tests/production/varnish.test.ts). */
const VARNISHD = process.env.VARNISHD_PATH || '/usr/sbin/varnishd';
const XKEY_VMOD = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/varnish/vmods/libvmod_xkey.so`;
/** Debian's Java, for the W3C's HTML checker (vnu.jar, tests/support/vnu.ts). */
const JAVA = process.env.JAVA_PATH || '/usr/bin/java';
/** The origin the test build is made for: the browser tests' server (playwright.config.ts). */
const TEST_SITE_URL = 'http://127.0.0.1:3100';
/** A maps key, so the reseller map is built with its consent step (the browser tests answer Google's script themselves). */
const TEST_MAPS_KEY = 'e2e-test-maps-key';

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

ensurePackage(CHROMIUM, 'chromium', 'CHROMIUM_PATH');
ensurePackage(NGINX, 'nginx', 'NGINX_PATH');
ensurePackage(PHP, 'php-cli', 'PHP_PATH');
ensurePackage(SYMFONY_YAML, 'php-symfony-yaml', 'SYMFONY_YAML_AUTOLOAD');
ensurePackage(JAVA, 'default-jre-headless', 'JAVA_PATH');
ensurePackage(VARNISHD, 'varnish', 'VARNISHD_PATH');
ensurePackage(XKEY_VMOD, 'varnish-modules', 'VARNISHD_PATH');
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('production build', 'npm', ['run', '--silent', 'build'], { PUBLIC_SITE_URL: TEST_SITE_URL, MAPS_API_KEY: TEST_MAPS_KEY, LOG_LEVEL: 'warn' });
// STATAMIC_YAML_REQUIRED: the read-back checks through Statamic's parser fail, never pass, without PHP.
run('unit, API and server tests', 'npx', ['vitest', 'run'], { NGINX_PATH: NGINX, VARNISHD_PATH: VARNISHD, PHP_PATH: PHP, SYMFONY_YAML_AUTOLOAD: SYMFONY_YAML, STATAMIC_YAML_REQUIRED: '1' });
run('hostile requests', 'npm', ['run', '--silent', 'test:hostile']);
run('valid HTML and links', 'npm', ['run', '--silent', 'test:site'], { JAVA_PATH: JAVA });
run('browser tests', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: CHROMIUM, E2E_SKIP_BUILD: '1', JAVA_PATH: JAVA });
console.log('\nAll tests passed.');
