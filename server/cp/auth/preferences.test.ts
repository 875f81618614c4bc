import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SessionResponse } from '../../../cp/shared/api';
import { Client, contentRoot, mountPanel, ORIGIN } from '../test/fixture';

/** PATCH /cp/api/preferences: the editor's panel language, in their own user file as Statamic keeps it. */

let root: string;
beforeEach(async () => {
  root = await contentRoot();
});

const userFile = async (email: string) => parse(await readFile(path.join(root, 'users', `${email}.yaml`), 'utf8')) as Record<string, unknown>;

async function signedIn(email: string) {
  const client = new Client(mountPanel(root).app);
  expect((await client.signIn(email)).status).toBe(200);
  return client;
}

describe('an editor’s language', () => {
  it('is written to preferences.locale of their user file, every other key kept, and answered with the session', async () => {
    const client = await signedIn('editor@example.com');
    const before = await userFile('editor@example.com');
    const response = await client.send('/cp/api/preferences', 'PATCH', { locale: 'ja' });
    expect(response.status).toBe(200);
    const session = (await response.json()) as SessionResponse;
    expect(session.user?.preferences).toEqual({ locale: 'ja' });
    expect(await userFile('editor@example.com')).toEqual({ ...before, preferences: { locale: 'ja' } });
    // The next request reads the file again: the choice holds.
    expect((await client.session()).user?.preferences.locale).toBe('ja');
  });

  it('Chinese is stored under Statamic’s code, zh_CN', async () => {
    const client = await signedIn('admin@example.com');
    expect((await client.send('/cp/api/preferences', 'PATCH', { locale: 'zh_CN' })).status).toBe(200);
    expect((await userFile('admin@example.com')).preferences).toEqual({ locale: 'zh_CN' });
  });

  it('null goes back to the browser’s language: the key is removed, and `preferences` with it once empty', async () => {
    const client = await signedIn('editor@example.com');
    const response = await client.send('/cp/api/preferences', 'PATCH', { locale: null });
    expect(response.status).toBe(200);
    expect(((await response.json()) as SessionResponse).user?.preferences).toEqual({});
    const file = await userFile('editor@example.com');
    expect(file).not.toHaveProperty('preferences');
    expect(file).toMatchObject({ id: 'editor-id', name: 'Eddie', groups: ['writers'] });
  });

  it('bad bodies are 4xx with a message and change nothing', async () => {
    const client = await signedIn('editor@example.com');
    const before = await readFile(path.join(root, 'users', 'editor@example.com.yaml'), 'utf8');
    const cases: [unknown, number][] = [
      [{ locale: 'xx' }, 422],
      [{ locale: 'jp' }, 422],
      [{ locale: '../../etc/passwd' }, 422],
      [{ locale: 'ja', super: true }, 422],
      [{}, 422],
      [['ja'], 422],
      ['ja', 422],
      [{ locale: 'x'.repeat(20_000) }, 413],
    ];
    for (const [body, status] of cases) {
      const response = await client.send('/cp/api/preferences', 'PATCH', body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    const notJson = await client.fetch('/cp/api/preferences', { method: 'PATCH', body: '{locale', headers: { Origin: ORIGIN, 'X-CSRF-Token': client.csrf, 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(422);
    expect(await readFile(path.join(root, 'users', 'editor@example.com.yaml'), 'utf8')).toBe(before);
  });

  it('needs a session with `access cp`, the site’s Origin and the token', async () => {
    const anonymous = new Client(mountPanel(root).app);
    await anonymous.session();
    expect((await anonymous.send('/cp/api/preferences', 'PATCH', { locale: 'ja' })).status).toBe(401);
    const visitor = new Client(mountPanel(root).app);
    await visitor.signIn('visitor@example.com');
    expect((await visitor.send('/cp/api/preferences', 'PATCH', { locale: 'ja' })).status).toBe(401);
    const client = await signedIn('editor@example.com');
    expect((await client.send('/cp/api/preferences', 'PATCH', { locale: 'ja' }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await client.fetch('/cp/api/preferences', { method: 'PATCH', json: { locale: 'ja' }, headers: { Origin: ORIGIN } })).status).toBe(403);
    expect((await userFile('editor@example.com')).preferences).toEqual({ locale: 'de' });
  });
});
