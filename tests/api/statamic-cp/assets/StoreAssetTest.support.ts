// The setup shared by StoreAssetTest.test.ts (the cases that run) and StoreAssetTest.pending.ts (those that still fail).
import type { Client } from '../../../../server/cp/test/fixture';
import { cpProject, image, multipart, type CpProject } from '../support/accounts';

export const DISK = 'public/test';

/** setUp: the container; the acting user holds `test` (`access cp` and these permissions). */
export async function setUp(permissions: string[], container: Record<string, unknown> = {}): Promise<{ project: CpProject; client: Client }> {
  const project = await cpProject({
    containers: { test_container: { disk: 'test', ...container } },
    roles: { test: ['access cp', ...permissions] },
    users: { 'test@example.com': { roles: ['test'] } },
  });
  return { project, client: await project.as('test@example.com') };
}

export const userWithPermission = (container?: Record<string, unknown>) => setUp(['upload test_container assets'], container);

/** The original's `submit($overrides)`: container test_container, folder path/to, file test.jpg. */
export async function submit(client: Client, overrides: { container?: string; folder?: string; name?: string; file?: Uint8Array; onConflict?: string } = {}): Promise<Response> {
  const { container = 'test_container', folder = 'path/to', name = 'test.jpg', file, onConflict } = overrides;
  return multipart(client, `/cp/api/assets/${container}`, { file: file ?? (await image()), folder, ...(onConflict ? { onConflict } : {}) }, name);
}

/** The container's files (not its `.meta` folders). */
export const filesOf = async (project: CpProject) => (await project.tree(DISK)).filter((f) => !f.split('/').includes('.meta'));
