import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashSync } from 'bcryptjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../log';
import { ACCOUNT_LIMIT, THROTTLE_WINDOW_MS } from '../auth/throttle';
import { translator } from '../i18n';
import { Client, contentRoot, mountPanel, PASSWORD } from '../test/fixture';
import { createContentWriter } from '../write/writer';
import { limitWaitingChecks } from '../auth/passwords';
import { accountRoutes } from './account';

/**
 * Issue 35, finding 5: a wrong current password counts against the sign-in throttle; a flood
 * of sign-ins beyond what the password thread can queue is refused at once (429), never a 5xx.
 */

let clock = 0;
let app: ReturnType<typeof mountPanel>['app'];
const en = translator('en');

beforeEach(async () => {
  clock = Date.parse('2026-06-15T12:00:00Z');
  const root = await contentRoot();
  // Cost 4: the flood below is about the queue, not bcrypt's time.
  await writeFile(path.join(root, 'users', 'quick@example.com.yaml'), `id: quick-id\nname: Quick\nsuper: true\npassword_hash: '${hashSync(PASSWORD, 4).replace(/^\$2b\$/, '$2y$')}'\n`);
  app = mountPanel(root, { routes: [accountRoutes], writer: createContentWriter({ root, logger: silentLogger }), now: () => clock }).app;
});

const change = (client: Client, current: string) => client.send('/cp/api/account/password', 'PUT', { current, password: 'a brand new password' });

describe('PUT /cp/api/account/password', () => {
  it('after the account’s limit of wrong current passwords, answers 429 with Retry-After, even for the right one, until the window passes', async () => {
    const me = new Client(app);
    expect((await me.signIn('editor@example.com')).status).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await change(me, `wrong guess ${i}`)).status).toBe(422);
    const blocked = await change(me, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toBe(en('signIn.throttled', { seconds: THROTTLE_WINDOW_MS / 1000 }));
    // The same account's sign-in is blocked as well: one count for both ways of guessing.
    expect((await new Client(app, '203.0.113.9').signIn('editor@example.com')).status).toBe(429);
    clock += THROTTLE_WINDOW_MS;
    expect((await change(me, PASSWORD)).status).toBe(204);
  });
});

describe('a flood of sign-ins', () => {
  it('a check the password thread cannot queue is refused at once: 429 with Retry-After, on sign-in and on the password change', async () => {
    const me = new Client(app);
    expect((await me.signIn('quick@example.com')).status).toBe(200);
    const restore = limitWaitingChecks(0);
    try {
      const signIn = await new Client(app, '198.51.100.77').signIn('quick@example.com');
      expect(signIn.status).toBe(429);
      expect(signIn.headers.get('Retry-After')).toBe('1');
      expect(((await signIn.json()) as { message: string }).message).toBe(en('signIn.overloaded'));
      const password = await change(me, PASSWORD);
      expect(password.status).toBe(429);
    } finally {
      restore();
    }
    expect((await new Client(app, '198.51.100.78').signIn('quick@example.com')).status).toBe(200);
  });
});
