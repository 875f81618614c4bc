import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { checkHtml, describeFindings, type HtmlDocument } from '../../support/vnu';
import { allowConsoleErrors } from '../support';
import { expectNoAxeViolations } from './axe';
import { contentFile, expect, signIn, test } from './fixtures';
import { CP_USERS } from './users';

/**
 * Users and roles (issue 28, part 5): an admin creates a user with a role and disables them,
 * edits a role in Statamic's permission matrix, an editor changes their own password, and an
 * editor limited to the Japanese site cannot open or save a German entry. Both projects run
 * against one content root one after the other: what a test creates carries the project's name.
 */

const usersNav = (page: Page) => page.getByRole('navigation', { name: 'Control panel', includeHidden: true });
const userFile = async (email: string) => parse(await contentFile(`users/${email}.yaml`)) as Record<string, unknown>;
const rolesFile = async () => parse(await contentFile('resources/users/roles.yaml')) as Record<string, { title: string; permissions: string[] }>;

test('an admin creates a user with a role, finds them in the list and disables them; they cannot sign in', async ({ page, consoleErrors }, testInfo) => {
  const email = `new-${testInfo.project.name}@example.com`;
  const name = `Nora ${testInfo.project.name}`;
  await signIn(page, 'admin', '/cp/users');
  await expect(usersNav(page).getByRole('link', { name: 'Users', includeHidden: true })).toBeAttached();
  await expect(usersNav(page).getByRole('link', { name: 'Roles', includeHidden: true })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('table', { name: /users$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'users list');

  await page.getByRole('link', { name: 'Create user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create user' })).toBeVisible();
  await expectNoAxeViolations(page, 'create user');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'Japanese editor' }).check();
  await page.getByLabel('Password').fill('nora password 1');
  await page.getByRole('button', { name: 'Create user' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Created ${name}`);
  const file = await userFile(email);
  expect(file).toMatchObject({ name, roles: ['jp_editor'] });
  expect(file.password_hash).toMatch(/^\$2y\$10\$/);
  await expectNoAxeViolations(page, 'edit user');

  await page.getByRole('button', { name: 'Disable user' }).click();
  await expect(page.getByRole('status')).toContainText(`${name} is disabled`);
  await expect(page.getByRole('button', { name: 'Enable user' })).toBeVisible();
  expect((await userFile(email)).disabled).toBe(true);

  await page.getByRole('link', { name: 'Users', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(name);
  const table = page.getByRole('table', { name: /users?$/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Japanese editor');
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Disabled');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
  await expect(page.getByText('No users match these filters.')).toBeVisible();
  await expect(page).toHaveURL(/status=active/);

  await page.getByRole('button', { name: CP_USERS.admin.name }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: CP_USERS.admin.name })).toHaveCount(0);
  // A fresh sign-in form: under load, the one that replaces the panel was once remounted right
  // after the email was typed (email empty, password kept). A stale session fetch was one cause
  // (fixed in cp/lib/session.ts); another is not found yet, so this test does not depend on it.
  await page.goto('/cp');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('nora password 1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This account is disabled. Ask an administrator to enable it again.');
  allowConsoleErrors(consoleErrors, /status of 403/);
});

test('a role is created and its permissions edited in Statamic’s matrix', async ({ page }, testInfo) => {
  const title = `Reviewer ${testInfo.project.name}`;
  const handle = `reviewer_${testInfo.project.name.replace(/\W/g, '_')}`;
  await signIn(page, 'admin', '/cp/roles');
  await expect(page.getByRole('table', { name: /roles$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'roles list');

  await page.getByRole('link', { name: 'Create role' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Handle' })).toHaveValue(handle);
  const news = page.getByRole('group', { name: 'Collections' }).getByRole('group', { name: 'News' });
  // Checking a permission checks what it needs (publishing needs editing needs viewing).
  await news.getByRole('checkbox', { name: 'Manage publish state', exact: true }).check();
  await expect(news.getByRole('checkbox', { name: 'View entries' })).toBeChecked();
  await expect(news.getByRole('checkbox', { name: 'Edit entries', exact: true })).toBeChecked();
  await page.getByRole('group', { name: 'Sites' }).getByRole('checkbox', { name: 'Access 日本語' }).check();
  await expectNoAxeViolations(page, 'create role');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(`Saved the role ${title}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await rolesFile())[handle]).toEqual({ title, permissions: ['access cp', 'access jp site', 'view news entries', 'edit news entries', 'publish news entries'] });

  // Unchecking one unchecks what needs it; the other roles stay as they were.
  const editorBefore = (await rolesFile()).editor;
  await news.getByRole('checkbox', { name: 'Edit entries', exact: true }).uncheck();
  await expect(news.getByRole('checkbox', { name: 'Manage publish state', exact: true })).not.toBeChecked();
  await page.getByRole('group', { name: 'Assets' }).getByRole('group', { name: 'assets' }).getByRole('checkbox', { name: 'Upload assets' }).check();
  await expectNoAxeViolations(page, 'edit role');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(`Saved the role ${title}`);
  await expect.poll(async () => (await rolesFile())[handle]?.permissions).toEqual(['access cp', 'access jp site', 'view news entries', 'view assets assets', 'upload assets assets']);
  expect((await rolesFile()).editor).toEqual(editorBefore);
});

test('an editor changes their own password with the current one, signs in with the new one, and back', async ({ page, consoleErrors }) => {
  const user = CP_USERS.keeper;
  const change = async (current: string, next: string) => {
    await page.getByRole('textbox', { name: 'Current password' }).fill(current);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  await signIn(page, 'keeper', '/cp/collections');
  // An editor without user permissions has no Users section.
  await expect(usersNav(page).getByRole('link', { name: 'Users', includeHidden: true })).toHaveCount(0);
  await page.getByRole('button', { name: user.name }).click();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expectNoAxeViolations(page, 'account');

  await change('not my password', 'a brand new password');
  // The server's words, at the field they are about.
  await expect(page.getByRole('alert')).toContainText('One field needs attention.');
  await expect(page.getByRole('textbox', { name: 'Current password' })).toHaveAccessibleDescription('Your current password is not right.');
  await expect(page.getByRole('textbox', { name: 'Current password' })).toHaveAttribute('aria-invalid', 'true');
  allowConsoleErrors(consoleErrors, /status of 422/);
  await expectNoAxeViolations(page, 'account with an error');

  await change(user.password, 'a brand new password');
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  // This session continues.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  await page.getByRole('button', { name: user.name }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: user.name })).toHaveCount(0);
  await page.goto('/cp');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('a brand new password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: user.name })).toBeVisible();
  await page.goto('/cp/account');
  await change('a brand new password', user.password);
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
});

test('an editor limited to jp cannot open or save a German entry (UI and API)', async ({ page, consoleErrors }) => {
  // The list view (a structured collection opens on its tree).
  await signIn(page, 'jpEditor', '/cp/collections/pages?view=list');
  await expect(page.getByRole('table', { name: /^Pages:/ })).toBeVisible();
  // Only the Japanese site: no switcher offers another one.
  await expect(page.getByRole('option', { name: 'Deutsch' })).toHaveCount(0);
  await expect(usersNav(page).getByRole('link', { name: 'Users', includeHidden: true })).toHaveCount(0);

  await page.goto('/cp/collections/pages/entries/page-support-downloads-de');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('You do not have permission to do this (it needs “access de site”).');
  allowConsoleErrors(consoleErrors, /status of 403/);
  await expectNoAxeViolations(page, 'no access');
  await page.goto('/cp/collections/pages?site=de&view=list');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  allowConsoleErrors(consoleErrors, /status of 403/);

  const api = page.request;
  expect((await api.get('/cp/api/collections/pages/entries/page-about-jp')).status()).toBe(200);
  expect((await api.get('/cp/api/collections/pages/entries/page-support-downloads-de')).status()).toBe(403);
  const { csrf } = (await (await api.get('/cp/api/session')).json()) as { csrf: string };
  const origin = new URL(page.url()).origin;
  const save = await api.put('/cp/api/collections/pages/entries/page-support-downloads-de', { headers: { 'X-CSRF-Token': csrf, Origin: origin }, data: { version: 'x', values: { title: 'Hijacked' }, published: true } });
  expect(save.status()).toBe(403);
  expect(await contentFile('content/collections/pages/de/downloads.md')).not.toContain('Hijacked');
});

test('the users and roles screens are valid HTML', async ({ page }) => {
  test.setTimeout(120_000);
  const documents: HtmlDocument[] = [];
  await signIn(page, 'admin', '/cp/users');
  const screens: [string, (p: Page) => ReturnType<Page['getByRole']>][] = [
    ['/cp/users', (p) => p.getByRole('table', { name: /users$/ })],
    ['/cp/users/create', (p) => p.getByRole('textbox', { name: 'Email address' })],
    ['/cp/roles', (p) => p.getByRole('table', { name: /roles$/ })],
    ['/cp/roles/editor/edit', (p) => p.getByRole('group', { name: 'Collections' })],
    ['/cp/roles/create', (p) => p.getByRole('group', { name: 'Collections' })],
    ['/cp/account', (p) => p.getByRole('textbox', { name: 'Current password' })],
  ];
  for (const [path, ready] of screens) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    documents.push({ name: path, html: await page.content() });
  }
  await page.goto('/cp/users');
  await page.getByRole('link', { name: CP_USERS.writer.name }).click();
  await expect(page.getByRole('button', { name: 'Disable user' })).toBeVisible();
  documents.push({ name: 'edit user', html: await page.content() });
  expect(describeFindings(await checkHtml(documents))).toEqual([]);
});
