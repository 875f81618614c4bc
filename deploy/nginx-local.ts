/**
 * Runs deploy/nginx.conf on this machine, as shipped but for its paths and ports: for the
 * nginx test (tests/production/nginx.test.ts) and the benchmark's reference server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/env';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The header naming a client to the local nginx's limit per client (see localNginxConfig). */
export const LOCAL_CLIENT_HEADER = 'X-Client';

export interface LocalNginxOptions {
  port: number;
  /** The two upstream replicas' ports. */
  replicas: readonly [number, number];
  /** The build folder nginx serves files from (default build/). */
  buildDir?: string;
  /** nginx worker processes (the file says `auto`). */
  workers?: number | 'auto';
  /** Keep the access log (the benchmark turns it off, as it does the server's request log). */
  accessLog?: boolean;
}

export interface LocalNginx {
  origin: string;
  dir: string;
  stop(): Promise<void>;
  /** nginx's error log so far. */
  errors(): string;
}

/** deploy/nginx.conf with the given paths and ports; throws if the file no longer has what it replaces. */
export function localNginxConfig(dir: string, options: LocalNginxOptions): string {
  let conf = readFileSync(path.join(PROJECT_ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const replace = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}: update deploy/nginx-local.ts`);
    conf = conf.split(from).join(to);
  };
  const buildDir = options.buildDir ?? path.join(PROJECT_ROOT, 'build');
  replace('/srv/kairotone/build', buildDir);
  replace('/run/nginx-kairotone.pid', path.join(dir, 'nginx.pid'));
  replace('/var/log/nginx/kairotone-error.log', path.join(dir, 'error.log'));
  replace('/var/log/nginx/kairotone-access.log json buffer=64k flush=5s', options.accessLog === false ? 'off' : `${path.join(dir, 'access.log')} json buffer=64k flush=5s`);
  replace('/var/cache/nginx/kairotone', path.join(dir, 'cache'));
  replace('listen 80;', `listen 127.0.0.1:${options.port};`);
  replace('server 127.0.0.1:3000 ', `server 127.0.0.1:${options.replicas[0]} `);
  replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${options.replicas[1]} `);
  // Every local client is 127.0.0.1: the limit per client is keyed on a header instead, so a
  // test or the benchmark names its clients (X-Client: flooder, visitor) and what sends none
  // (every other test, the throughput figures) is not limited, as nginx leaves empty keys alone.
  replace('limit_req_zone $binary_remote_addr', `limit_req_zone $http_${LOCAL_CLIENT_HEADER.toLowerCase().replace(/-/g, '_')}`);
  if (options.workers !== undefined) replace('worker_processes auto;', `worker_processes ${options.workers};`);
  // Started as root, nginx's workers would run as `nobody`, who may not be allowed into the
  // folder holding the checkout: locally, they run as the user who starts them.
  if (typeof process.getuid === 'function' && process.getuid() === 0) conf = `user root;\n${conf}`;
  return conf;
}

/** Starts nginx in the foreground on a temporary prefix and waits until it answers. */
export async function startLocalNginx(options: LocalNginxOptions): Promise<LocalNginx> {
  const dir = nginxPrefix();
  mkdirSync(path.join(dir, 'cache'));
  writeFileSync(path.join(dir, 'nginx.conf'), localNginxConfig(dir, options));
  copyFileSync(path.join(PROJECT_ROOT, 'deploy', 'nginx-security-headers.conf'), path.join(dir, 'nginx-security-headers.conf'));
  return runNginx(dir, options.port);
}

/** A temporary nginx prefix folder; throws first when there is no nginx. */
export function nginxPrefix(): string {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: install Debian's nginx (npm test does when run as root) or set NGINX_PATH`);
  return mkdtempSync(path.join(tmpdir(), 'kairotone-nginx-'));
}

/** Runs nginx in the foreground on `dir` (its nginx.conf listens on `port`) and waits until it answers; stopping removes `dir`. */
export async function runNginx(dir: string, port: number): Promise<LocalNginx> {
  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (output += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (output += c));
  const errors = () => output + (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  // Any answer means nginx listens (the replicas may not be up yet).
  while (!(await fetch(`${origin}/builds/latest.json`).then(() => true, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const message = `nginx did not start:\n${errors()}`;
      await stop();
      throw new Error(message);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, dir, stop, errors };
}
