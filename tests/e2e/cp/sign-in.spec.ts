import { allowConsoleErrors } from '../support';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { apiSession, perProject, PUBLIC_PORT } from './panel-api';
import { CP_USERS } from './users';

/** Signing in and out of /cp: one message for any wrong credentials, real sessions, the panel's headers. */

const BAD_CREDENTIALS = 'These credentials do not match our records.';
const SESSION_COOKIE = 'kairotone_cp_session';

test('the sign-in form has Email, Password and Log in, and axe finds nothing on it', async ({ page }) => {
  await page.goto('/cp');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await expectNoAxeViolations(page, 'the sign-in form');
});

test('a wrong password and an unknown email get the same message and no session', async ({ page, consoleErrors }, info) => {
  // The writer's account on one project, the editor's on the other: the per-account throttle stays far away.
  const user = perProject<{ email: string; name: string; password: string }>(info, [CP_USERS.writer, CP_USERS.editor]);
  await page.goto('/cp');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(`${user.password} but wrong`);
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(BAD_CREDENTIALS);
  await expect(page.getByLabel('Password')).toHaveValue('');
  expect((await apiSession(page.request)).user).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: user.name })).toHaveCount(0);

  await page.getByLabel('Email').fill(`nobody-${info.project.name}@example.com`);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(alert).toHaveText(BAD_CREDENTIALS);
  expect((await apiSession(page.request)).user).toBeNull();
  await expectNoAxeViolations(page, 'the sign-in form with its error');
  // The browser logs the two refused sign-ins (422) itself: nothing else may be there.
  allowConsoleErrors(consoleErrors, /status of 422/);
});

test('correct credentials reach the panel, and Log out ends the session for good', async ({ page, context, request }) => {
  await signIn(page, 'editor');
  // /cp opens the dashboard.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const session = await apiSession(page.request);
  expect(session.user?.email).toBe(CP_USERS.editor.email);
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'the session cookie').toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  const withOldCookie = {
    headers: { Cookie: `${SESSION_COOKIE}=${cookie!.value}` },
  };
  expect((await request.get('/cp/api/collections', withOldCookie)).status()).toBe(200);

  await page.getByRole('button', { name: CP_USERS.editor.name }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: CP_USERS.editor.name })).toHaveCount(0);
  expect((await apiSession(page.request)).user).toBeNull();
  // The old cookie, replayed by someone who kept it, is worth nothing now.
  const replay = await request.get('/cp/api/collections', withOldCookie);
  expect(replay.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('the keyboard alone signs in', async ({ page }) => {
  const user = CP_USERS.admin;
  await page.goto('/cp');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: user.name })).toBeVisible();
});

test('/cp answers are no-store, noindex and carry their own CSP; robots.txt disallows /cp', async ({ request }) => {
  for (const path of ['/cp', '/cp/collections/news', '/cp/api/session']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], path).toContain('no-store');
    expect(headers['x-robots-tag'], path).toContain('noindex');
    expect(headers['content-security-policy'], path).toMatch(/default-src 'self'/);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
  // Without a session the API says so (401), with the same headers.
  const denied = await request.get('/cp/api/collections');
  expect(denied.status()).toBe(401);
  expect(denied.headers()['cache-control']).toContain('no-store');

  const robots = await request.get(`http://127.0.0.1:${PUBLIC_PORT}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Disallow:\s*\/cp\/?\s*$/m);
});
