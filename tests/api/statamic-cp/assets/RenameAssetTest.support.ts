// The setup shared by RenameAssetTest.test.ts (the cases that run) and RenameAssetTest.pending.ts (those that still fail).
import { expect } from 'vitest';
import type { Client } from '../../../../server/cp/test/fixture';
import { cpProject, image, type CpProject } from '../support/accounts';

export const DIR = 'public/test/path/to';

export async function setUp(...assets: [string, string][]): Promise<{ project: CpProject; client: Client }> {
  const files: Record<string, string | Buffer> = {};
  for (const [filename, alt] of assets) {
    files[`${DIR}/${filename}`] = await image('jpeg', filename.length, 30, 60);
    files[`${DIR}/.meta/${filename}.yaml`] = `data:\n  alt: '${alt}'`;
  }
  const project = await cpProject({ containers: { test_container: { disk: 'test' } }, users: { 'super@example.com': { super: true } }, files });
  return { project, client: await project.as('super@example.com') };
}

export const rename = (client: Client, file: string, basename: string) => client.send('/cp/api/assets/test_container/move', 'POST', { path: `path/to/${file}`, basename });

export async function assertAssetExistsAndHasData(project: CpProject, file: string, data: Record<string, unknown>) {
  expect(await project.exists(`${DIR}/${file}`), `${file} exists`).toBe(true);
  expect((await project.yaml(`${DIR}/.meta/${file}.yaml`)).data).toEqual(data);
}

export async function assertAssetDoesNotExist(project: CpProject, file: string) {
  expect(await project.exists(`${DIR}/${file}`), `${file} is gone`).toBe(false);
  expect(await project.exists(`${DIR}/.meta/${file}.yaml`), `${file}'s meta is gone`).toBe(false);
}

/** Every file of the container with its bytes: what a refused rename must leave as it was. */
export async function snapshot(project: CpProject): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of await project.tree('public/test')) out[rel] = (await project.bytes(`public/test/${rel}`)).toString('base64');
  return out;
}
