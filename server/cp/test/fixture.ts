/**
 * Test helpers for the control panel: a temporary content root with the repository's sites,
 * roles, groups and three users, the panel mounted at /cp over it, and a small cookie jar
 * that talks to it the way the panel's browser side does.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { ContentStore } from '../../../api/store/store';
import { CSRF_HEADER, type SessionResponse } from '../../../cp/shared/api';
import { loadEnv, PROJECT_ROOT } from '../../env';
import { createControlPanel, type ControlPanelOptions } from '../app';
import { hashPassword } from '../auth/passwords';

export const ORIGIN = 'https://www.example.com';
export const PASSWORD = 'correct horse battery';

/** A content root: the real sites, an editor role (English only), a role without `access cp`, and their users. */
export async function contentRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'cp-auth-'));
  await mkdir(path.join(root, 'resources', 'users'), { recursive: true });
  await mkdir(path.join(root, 'users'));
  await copyFile(path.join(PROJECT_ROOT, 'resources', 'sites.yaml'), path.join(root, 'resources', 'sites.yaml'));
  await writeFile(
    path.join(root, 'resources', 'users', 'roles.yaml'),
    ['editor:', '  title: Editor', '  permissions:', "    - 'access cp'", "    - 'access en site'", "    - 'edit pages entries'", 'visitor:', '  title: Visitor', '  permissions:', "    - 'view pages entries'", ''].join('\n'),
  );
  await writeFile(path.join(root, 'resources', 'users', 'groups.yaml'), ['writers:', '  title: Writers', '  roles:', '    - editor', ''].join('\n'));
  const hash = await hashPassword(PASSWORD);
  await writeFile(path.join(root, 'users', 'admin@example.com.yaml'), `id: admin-id\nname: Admin\nsuper: true\npassword_hash: ${hash}\n`);
  await writeFile(path.join(root, 'users', 'editor@example.com.yaml'), `id: editor-id\nname: Eddie\ngroups:\n  - writers\npassword_hash: ${hash}\npreferences:\n  locale: de\n`);
  await writeFile(path.join(root, 'users', 'visitor@example.com.yaml'), `id: visitor-id\nname: Vera\nroles:\n  - visitor\npassword_hash: ${hash}\n`);
  return root;
}

export interface PanelOptions extends Partial<Omit<ControlPanelOptions, 'env'>> {
  vars?: Record<string, string>;
}

/** The panel over a content root, mounted at /cp as the server mounts it. */
export function mountPanel(root: string, { vars = {}, ...options }: PanelOptions = {}) {
  const env = loadEnv({}, { CONTENT_DIR: root, PUBLIC_SITE_URL: ORIGIN, NODE_ENV: 'test', CP_SECRET: 'a-test-secret-that-is-long-enough-0123456789', ...vars });
  const panel = createControlPanel({ env, store: new ContentStore(root), ...options });
  return { app: new Hono().route('/cp', panel.app), auth: panel.auth, env };
}

type Fetcher = { request: (path: string, init?: RequestInit, env?: unknown) => Response | Promise<Response> };

/** A browser's view of the panel: cookies kept per name, the CSRF token of the last session answer. */
export class Client {
  cookies = new Map<string, string>();
  csrf = '';

  constructor(
    private readonly app: Fetcher,
    /** The client's address as the socket gives it. */
    public address = '198.51.100.7',
    /** The `Origin` its changes carry: the site's own (PUBLIC_SITE_URL) unless a test says otherwise. */
    public origin = ORIGIN,
  ) {}

  async fetch(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('Content-Type', 'application/json');
    }
    const response = await this.app.request(url, { ...init, headers, body }, { incoming: { socket: { remoteAddress: this.address } } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (value === '' || /Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** A change from the panel's own page: the site's Origin and the current token. */
  send(url: string, method: string, json?: unknown, extra: Record<string, string> = {}): Promise<Response> {
    return this.fetch(url, { method, json, headers: { Origin: this.origin, [CSRF_HEADER]: this.csrf, ...extra } });
  }

  async session(): Promise<SessionResponse> {
    const response = await this.fetch('/cp/api/session');
    const body = (await response.json()) as SessionResponse;
    this.csrf = body.csrf;
    return body;
  }

  async signIn(email: string, password = PASSWORD): Promise<Response> {
    await this.session();
    const response = await this.send('/cp/api/login', 'POST', { email, password });
    if (response.status === 200) this.csrf = ((await response.clone().json()) as SessionResponse).csrf;
    return response;
  }
}
