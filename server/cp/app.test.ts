import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../cp/shared/api';
import { createLogger } from '../log';
import type { CpRouteModule } from './app';
import { hashPassword } from './auth/passwords';
import { SESSION_IDLE_MS } from './auth/sessions';
import { PERMISSIONS, type CpVariables } from './auth/types';
import type { ContentWriter } from './write/types';
import { Client, contentRoot, mountPanel, ORIGIN, PASSWORD } from './test/fixture';

/** A protected route as the panel's modules write them: the guard, then a permission. */
const sample: CpRouteModule = ({ guard }) =>
  new Hono<{ Variables: CpVariables }>()
    .use('/sample/*', guard.user())
    .get('/sample/:collection', (c) => {
      const permission = PERMISSIONS.editEntries(c.req.param('collection'));
      return guard.can(c.get('cpUser'), permission) ? c.json({ user: c.get('cpUser').email }) : guard.forbidden(c, permission);
    })
    .post('/sample/echo', async (c) => c.json({ got: await c.req.json() }))
    .get('/sample-error', () => {
      throw new Error('boom');
    });

/** Route modules need a writer in their deps; these tests never write, so every call fails loudly. */
const writer: ContentWriter = {
  read: () => Promise.reject(new Error('not in these tests')),
  write: () => Promise.reject(new Error('not in these tests')),
  remove: () => Promise.reject(new Error('not in these tests')),
  apply: () => Promise.reject(new Error('not in these tests')),
};

let root: string;
let clock: number;
const now = () => clock;
beforeEach(async () => {
  root = await contentRoot();
  clock = Date.parse('2026-05-01T09:00:00Z');
});

const panel = (vars: Record<string, string> = {}) => mountPanel(root, { vars, now, routes: [sample], writer });

describe('GET /cp/api/session', () => {
  it('answers 200 without a session: no user, the sites, a token bound to a new pre-session cookie', async () => {
    const client = new Client(panel().app);
    const response = await client.fetch('/cp/api/session');
    expect(response.status).toBe(200);
    const body = (await response.json()) as SessionResponse;
    expect(body.user).toBeNull();
    expect(body.csrf).toMatch(/^[\w-]{43}$/);
    expect(body.sites.map((s) => s.handle)).toEqual(['en', 'de', 'fr', 'es', 'jp', 'zh']);
    expect(body.setupHint).toBeUndefined();
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('kairotone_cp_csrf='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/cp/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The cookie is kept: the same token on the next call.
    expect((await client.session()).csrf).toBe(body.csrf);
  });

  it('answers 200 when resources/sites.yaml is broken', async () => {
    await writeFile(path.join(root, 'resources', 'sites.yaml'), 'en: [this is not a site\n');
    const response = await new Client(panel().app).fetch('/cp/api/session');
    expect(response.status).toBe(200);
    expect(((await response.json()) as SessionResponse).user).toBeNull();
  });

  it('tells development how to make the first user when there is none, never production', async () => {
    await rm(path.join(root, 'users'), { recursive: true });
    expect((await new Client(panel({ NODE_ENV: 'development' }).app).session()).setupHint).toBe('No users yet: run npm run make:user -- you@example.com --super');
    expect((await new Client(panel({ NODE_ENV: 'production' }).app).session()).setupHint).toBeUndefined();
  });
});

describe('signing in', () => {
  it('a right password gives a session cookie and the user with their permissions and sites', async () => {
    const client = new Client(panel().app);
    const response = await client.signIn('EDITOR@example.com');
    expect(response.status).toBe(200);
    const body = (await response.json()) as SessionResponse;
    expect(body.user).toEqual({ id: 'editor-id', email: 'editor@example.com', name: 'Eddie', super: false, permissions: ['access cp', 'access en site', 'edit pages entries'], sites: ['en'], preferences: { locale: 'de' } });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('kairotone_cp_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/cp/);
    // PUBLIC_SITE_URL is https here.
    expect(cookie).toMatch(/Secure/);
    expect((await client.session()).user?.email).toBe('editor@example.com');
    expect((await client.fetch('/cp/api/sample/pages')).status).toBe(200);
  });

  it('a super user holds every site and permission', async () => {
    const client = new Client(panel().app);
    const body = (await (await client.signIn('admin@example.com')).json()) as SessionResponse;
    expect(body.user).toMatchObject({ super: true, permissions: ['super'], sites: ['en', 'de', 'fr', 'es', 'jp', 'zh'] });
    expect((await client.fetch('/cp/api/sample/news')).status).toBe(200);
  });

  it('over plain http the cookie is not Secure', async () => {
    const client = new Client(mountPanel(root, { vars: { PUBLIC_SITE_URL: 'http://localhost:3000' } }).app);
    await client.session();
    const response = await client.fetch('/cp/api/login', { method: 'POST', json: { email: 'admin@example.com', password: PASSWORD }, headers: { Origin: 'http://localhost:3000', 'X-CSRF-Token': client.csrf } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((l) => l.startsWith('kairotone_cp_session='))).not.toMatch(/Secure/);
  });

  it('a wrong password, an unknown email and a user without `access cp` get the same 422 and message, and no session', async () => {
    const answers = [];
    for (const [email, password] of [['editor@example.com', 'wrong password'], ['nobody@example.com', PASSWORD], ['visitor@example.com', PASSWORD]] as const) {
      const client = new Client(panel().app);
      const response = await client.signIn(email, password);
      answers.push({ status: response.status, body: await response.json() });
      expect(client.cookies.has('kairotone_cp_session')).toBe(false);
      expect((await client.session()).user).toBeNull();
    }
    for (const answer of answers) expect(answer).toEqual({ status: 422, body: { message: 'These credentials do not match our records.' } });
  });

  it('a new session id on every sign-in; the one before ends', async () => {
    const client = new Client(panel().app);
    await client.signIn('admin@example.com');
    const first = client.cookies.get('kairotone_cp_session');
    await client.signIn('admin@example.com');
    const second = client.cookies.get('kairotone_cp_session');
    expect(second).not.toBe(first);
    const old = new Client(panel().app);
    old.cookies.set('kairotone_cp_session', first!);
    expect((await old.fetch('/cp/api/sample/pages')).status).toBe(401);
  });

  it('bad bodies are 4xx with a message, never 5xx', async () => {
    const client = new Client(panel().app);
    await client.session();
    const headers = { Origin: ORIGIN, 'X-CSRF-Token': client.csrf, 'Content-Type': 'application/json' };
    const cases: [BodyInit, number][] = [
      ['{not json', 400],
      ['[]', 422],
      ['{"email": 1, "password": []}', 422],
      [JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(20_000) }), 413],
    ];
    for (const [body, status] of cases) {
      const response = await client.fetch('/cp/api/login', { method: 'POST', body, headers });
      expect(response.status, String(body).slice(0, 30)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
  });
});

describe('throttling sign-ins', () => {
  it('five failures for one account in 15 minutes: 429 with Retry-After until the oldest leaves the window, whatever the password', async () => {
    const { app } = panel();
    const client = new Client(app);
    for (let i = 0; i < 5; i++) {
      expect((await client.signIn('editor@example.com', 'wrong')).status).toBe(422);
      clock += 60_000;
    }
    const blocked = await client.signIn('editor@example.com');
    expect(blocked.status).toBe(429);
    // The first failure was 5 minutes ago: 10 minutes to go.
    expect(blocked.headers.get('Retry-After')).toBe('600');
    // Another address is blocked too (the account is what is guessed at).
    expect((await new Client(app, '203.0.113.9').signIn('editor@example.com')).status).toBe(429);
    clock += 600_000;
    expect((await client.signIn('editor@example.com')).status).toBe(200);
  });

  it('twenty failures from one address: 429 for every account from there, not from elsewhere', async () => {
    const { app } = panel();
    const client = new Client(app, '203.0.113.5');
    for (let i = 0; i < 20; i++) expect((await client.signIn(`guess${i}@example.com`, 'wrong')).status).toBe(422);
    const blocked = await client.signIn('admin@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('900');
    expect((await new Client(app, '203.0.113.6').signIn('admin@example.com')).status).toBe(200);
  });

  it("behind nginx on this machine the address is X-Forwarded-For's last entry; a direct client cannot choose it", async () => {
    const { app } = panel();
    const proxied = (forwarded: string) => {
      const client = new Client(app, '127.0.0.1');
      const send = client.send.bind(client);
      client.send = (url, method, json) => send(url, method, json, { 'X-Forwarded-For': forwarded });
      return client;
    };
    for (let i = 0; i < 20; i++) await proxied(`10.9.9.9, 192.0.2.1`).signIn(`guess${i}@example.com`, 'wrong');
    expect((await proxied('192.0.2.1').signIn('admin@example.com')).status).toBe(429);
    // Spoofing an earlier entry changes nothing; another real address is free.
    expect((await proxied('10.0.0.1, 192.0.2.1').signIn('admin@example.com')).status).toBe(429);
    expect((await proxied('192.0.2.2').signIn('admin@example.com')).status).toBe(200);
    // Not from loopback: the header is ignored (the socket's address counts).
    const direct = new Client(app, '198.51.100.20');
    const send = direct.send.bind(direct);
    direct.send = (url, method, json) => send(url, method, json, { 'X-Forwarded-For': '192.0.2.1' });
    expect((await direct.signIn('admin@example.com')).status).toBe(200);
  });
});

describe('sessions end', () => {
  it('after two idle hours, not while the editor keeps working', async () => {
    const client = new Client(panel().app);
    await client.signIn('admin@example.com');
    for (let i = 0; i < 3; i++) {
      clock += SESSION_IDLE_MS - 60_000;
      expect((await client.fetch('/cp/api/sample/pages')).status).toBe(200);
    }
    clock += SESSION_IDLE_MS;
    expect((await client.fetch('/cp/api/sample/pages')).status).toBe(401);
    expect((await client.session()).user).toBeNull();
  });

  it('by logging out: 204, the file deleted, the old cookie worth nothing', async () => {
    const client = new Client(panel().app);
    await client.signIn('admin@example.com');
    const cookie = client.cookies.get('kairotone_cp_session')!;
    const sessionFiles = async () => (await readdir(path.join(root, 'storage', 'cp', 'sessions'))).filter((f) => f.endsWith('.json'));
    expect(await sessionFiles()).toHaveLength(1);
    const response = await client.send('/cp/api/logout', 'POST');
    expect(response.status).toBe(204);
    expect(client.cookies.has('kairotone_cp_session')).toBe(false);
    expect(await sessionFiles()).toHaveLength(0);
    const replay = new Client(panel().app);
    replay.cookies.set('kairotone_cp_session', cookie);
    const refused = await replay.fetch('/cp/api/sample/pages');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/log in again/);
  });

  it('when the panel changes the password (every session of that user), or the hash is edited by hand', async () => {
    const { app, auth } = panel();
    const a = new Client(app);
    const b = new Client(app);
    await a.signIn('editor@example.com');
    await b.signIn('editor@example.com');
    await auth!.changePassword('editor@example.com', 'a new password');
    expect((await a.fetch('/cp/api/sample/pages')).status).toBe(401);
    expect((await b.fetch('/cp/api/sample/pages')).status).toBe(401);
    expect((await a.signIn('editor@example.com', 'a new password')).status).toBe(200);
    // Statamic (or a hand edit) changes the hash: the fingerprint no longer matches.
    const file = path.join(root, 'users', 'editor@example.com.yaml');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/password_hash: .*/, `password_hash: ${await hashPassword('a new password')}`));
    expect((await a.fetch('/cp/api/sample/pages')).status).toBe(401);
  });

  it('a tampered or foreign cookie is no session', async () => {
    const { app } = panel();
    const client = new Client(app);
    await client.signIn('admin@example.com');
    const [id, signature] = client.cookies.get('kairotone_cp_session')!.split('.') as [string, string];
    const flipped = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const value of [`${flipped(id)}.${signature}`, `${id}.${flipped(signature)}`, id, 'garbage', `${id}.${signature}x`]) {
      const other = new Client(app);
      other.cookies.set('kairotone_cp_session', value);
      expect((await other.fetch('/cp/api/sample/pages')).status, value).toBe(401);
    }
    // Signed with another secret: no session either.
    const elsewhere = new Client(panel({ CP_SECRET: 'another-secret-that-is-long-enough-9876543210' }).app);
    elsewhere.cookies.set('kairotone_cp_session', `${id}.${signature}`);
    expect((await elsewhere.fetch('/cp/api/sample/pages')).status).toBe(401);
  });

  it('the raw session id is never on disk, and the folder keeps itself out of git', async () => {
    const client = new Client(panel().app);
    await client.signIn('admin@example.com');
    const dir = path.join(root, 'storage', 'cp', 'sessions');
    const [id] = client.cookies.get('kairotone_cp_session')!.split('.');
    expect(await readFile(path.join(dir, '.gitignore'), 'utf8')).toMatch(/^\*$/m);
    for (const name of await readdir(dir)) {
      expect(name).not.toContain(id);
      expect(await readFile(path.join(dir, name), 'utf8')).not.toContain(id);
    }
  });
});

describe('permissions and CSRF on the API', () => {
  it('401 without a session, 403 without the permission, 403 when `access cp` is taken away', async () => {
    const { app } = panel();
    expect((await new Client(app).fetch('/cp/api/sample/pages')).status).toBe(401);
    const editor = new Client(app);
    await editor.signIn('editor@example.com');
    expect((await editor.fetch('/cp/api/sample/pages')).status).toBe(200);
    const refused = await editor.fetch('/cp/api/sample/news');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'You do not have permission to do this (it needs “edit news entries”).' });
    await writeFile(path.join(root, 'resources', 'users', 'roles.yaml'), "editor:\n  permissions:\n    - 'edit pages entries'\n");
    expect((await editor.fetch('/cp/api/sample/pages')).status).toBe(403);
  });

  it('a change needs the site’s Origin and the session’s token', async () => {
    const client = new Client(panel().app);
    await client.signIn('admin@example.com');
    const echo = (headers: Record<string, string>) => client.fetch('/cp/api/sample/echo', { method: 'POST', json: { a: 1 }, headers });
    const cases: [Record<string, string>, number][] = [
      [{ Origin: ORIGIN, 'X-CSRF-Token': client.csrf }, 200],
      [{ 'X-CSRF-Token': client.csrf }, 403],
      [{ Origin: 'https://evil.example', 'X-CSRF-Token': client.csrf }, 403],
      [{ Origin: 'null', 'X-CSRF-Token': client.csrf }, 403],
      [{ Origin: ORIGIN }, 403],
      // One character changed (never to itself: a token ending in A stays valid with an A).
      [{ Origin: ORIGIN, 'X-CSRF-Token': `${client.csrf.slice(0, -1)}${client.csrf.endsWith('A') ? 'B' : 'A'}` }, 403],
    ];
    for (const [headers, status] of cases) {
      const response = await echo(headers);
      expect(response.status, JSON.stringify(headers)).toBe(status);
      if (status === 403) expect(((await response.json()) as { message: string }).message).toMatch(/its own pages only|page has expired/);
    }
    // The sign-in form's (pre-session) token is no longer good once signed in.
    const fresh = new Client(panel().app);
    await fresh.session();
    const response = await client.fetch('/cp/api/sample/echo', { method: 'POST', json: {}, headers: { Origin: ORIGIN, 'X-CSRF-Token': fresh.csrf } });
    expect(response.status).toBe(403);
  });

  it('signing in needs the pre-session token too', async () => {
    const client = new Client(panel().app);
    const response = await client.fetch('/cp/api/login', { method: 'POST', json: { email: 'admin@example.com', password: PASSWORD }, headers: { Origin: ORIGIN } });
    expect(response.status).toBe(403);
    expect(client.cookies.has('kairotone_cp_session')).toBe(false);
  });
});

describe('every /cp answer', () => {
  it('is no-store, noindex, with the panel’s CSP and the base security headers, errors included', async () => {
    const { app } = mountPanel(root, { now, routes: [sample], writer, document: async (c, next) => (c.req.path === '/cp' ? c.html(`<!doctype html><style nonce="${c.get('nonce')}"></style>`) : next()) });
    const client = new Client(app);
    await client.signIn('admin@example.com');
    const answers = await Promise.all([
      client.fetch('/cp/api/session'),
      client.fetch('/cp'),
      client.fetch('/cp/collections/pages'),
      client.fetch('/cp/api/nothing-here'),
      client.fetch('/cp/api'),
      client.fetch('/cp/api/sample-error'),
      client.fetch('/cp/api/session', { method: 'DELETE' }),
      client.fetch('/cp/api/session', { method: 'PROPFIND' }),
      new Client(app).fetch('/cp/api/sample/pages'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 404, 404, 500, 403, 404, 401]);
    for (const response of answers) {
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'nonce-[\w+/=]+'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
    expect(await answers[3]!.json()).toEqual({ message: 'Not found.' });
    // The document's nonce is the policy's.
    const html = await answers[1]!.text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(answers[1]!.headers.get('Content-Security-Policy')).toContain(`'nonce-${nonce}'`);
  });

  it('CP_ENABLED=false: every /cp path is a 404', async () => {
    const { app, auth } = mountPanel(root, { vars: { CP_ENABLED: 'false' } });
    expect(auth).toBeNull();
    for (const url of ['/cp', '/cp/', '/cp/api/session', '/cp/collections/pages']) expect((await app.request(url)).status, url).toBe(404);
    expect((await app.request('/cp/api/login', { method: 'POST' })).status).toBe(404);
  });

  it('production without CP_SECRET: 503 saying so, logged once', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const { app } = mountPanel(root, { vars: { NODE_ENV: 'production', CP_SECRET: '' }, logger });
    const response = await app.request('/cp/api/session');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(/CP_SECRET/);
    expect(lines.filter((line) => line.includes('CP_SECRET is not set'))).toHaveLength(1);
  });
});
