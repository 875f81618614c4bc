/** Debian packages the tests and the benchmark need (chromium, nginx, wrk, php with Symfony YAML, Java). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Installs a Debian package when `file` (its binary, or for a library a file it installs,
 * such as its autoloader) is missing (as root), else explains and stops.
 */
export function ensurePackage(file, pkg, envName) {
  if (existsSync(file)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${pkg} is needed by the tests and was not found at ${file}.\n` +
        `Install it with:  sudo apt-get install -y ${pkg}\n` +
        `or point ${envName} at it, then run npm test again.`,
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

