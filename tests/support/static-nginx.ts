/**
 * Debian's nginx serving a static export (`npm run export`) with the include it wrote, in a
 * minimal server {} whose root is the export: what an operator's config adds around it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX } from '../../deploy/nginx-local';

export interface StaticNginx {
  origin: string;
  stop(): Promise<void>;
  errors(): string;
}

export function staticNginxConfig(dir: string, options: { port: number; root: string; include: string }): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    // Started as root, the workers would run as `nobody`, who may not read the checkout.
    ...(typeof process.getuid === 'function' && process.getuid() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    server_tokens off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `    ${temp(n)}`),
    '    server {',
    `        listen 127.0.0.1:${options.port};`,
    `        root ${options.root};`,
    `        include ${options.include};`,
    '    }',
    '}',
    '',
  ].join('\n');
}

/** Starts nginx in the foreground on a temporary prefix; fails (never skips) when nginx is missing or refuses the config. */
export async function startStaticNginx(options: { port: number; root: string; include: string }): Promise<StaticNginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: install Debian's nginx (npm test does when run as root) or set NGINX_PATH`);
  const dir = mkdtempSync(path.join(tmpdir(), 'kairotone-static-nginx-'));
  writeFileSync(path.join(dir, 'nginx.conf'), staticNginxConfig(dir, options));
  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (output += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (output += c));
  const errors = () => output + (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await fetch(`${origin}/builds/latest.json`).then(() => true, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const message = `nginx did not start:\n${errors()}`;
      await stop();
      throw new Error(message);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop, errors };
}
