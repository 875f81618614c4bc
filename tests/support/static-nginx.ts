/**
 * Debian's nginx serving a static export (`npm run export`) with the include it wrote, in a
 * minimal server {} whose root is the export: what an operator's config adds around it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxPrefix, runNginx, type LocalNginx } from '../../deploy/nginx-local';

export interface StaticNginxOptions {
  port: number;
  /** The export (DIR). */
  root: string;
  /** The include it wrote (DIR.nginx.conf). */
  include: string;
}

export function staticNginxConfig(dir: string, options: StaticNginxOptions): string {
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
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${path.join(dir, name)};`),
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
export async function startStaticNginx(options: StaticNginxOptions): Promise<LocalNginx> {
  const dir = nginxPrefix();
  writeFileSync(path.join(dir, 'nginx.conf'), staticNginxConfig(dir, options));
  return runNginx(dir, options.port);
}
