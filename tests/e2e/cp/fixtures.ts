import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PROJECT_ROOT } from '../../../server/env';
import { expect, test } from '../fixtures';
import { CP_USERS } from './users';

export { expect, test };

/** The content root the panel's test server edits (tests/e2e/cp/server.ts). */
export const CP_ROOT = path.join(PROJECT_ROOT, '.cache', 'e2e-cp', 'root');

export type CpUserKind = keyof typeof CP_USERS;

/** Signs in through the form, as an editor does, and waits for the panel. */
export async function signIn(page: Page, kind: CpUserKind = 'admin', to = '/cp'): Promise<void> {
  const user = CP_USERS[kind];
  await page.goto(to);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: user.name })).toBeVisible();
}

/** A content file of the test root as it is on disk now. */
export function contentFile(rel: string): Promise<string> {
  return readFile(path.join(CP_ROOT, rel), 'utf8');
}
