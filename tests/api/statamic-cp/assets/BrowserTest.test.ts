// Ported from statamic/cms 5.x tests/Feature/Assets/BrowserTest.php: the asset browser. Our
// routes: the containers index is GET /cp/api/asset-containers (the containers the editor may
// view; the screen goes straight to the only one), a container's folder is GET
// /cp/api/assets/{container}/library?folder= (`view {container} assets`), a search the same with
// `q`, one asset GET /cp/api/assets/{container}/asset?path= (Statamic's edit page). A container
// `AssetContainer::make('x')` is `content/assets/x.yaml`; `->disk('test')` puts its files under
// `public/test/`; `makeAsset(p)->upload(file)` is the file written there.
// Adapted (docs/decisions/033-asset-library-screens.md, cp/shared/asset-library.ts): the index is
// a list, not a redirect — "the first container" is the first listed, and without any container
// to show it is an empty list (each container's listing answers 403) where Statamic redirects
// back; the listing's JSON is ours (`data`, `folders`, `folder`, `meta`) in place of Statamic's
// `data.assets`/`data.folder`/`links`; a search spans the whole container whatever folder is
// shown (Statamic's searches below the folder) and sorts by file name.
import { describe, expect, it } from 'vitest';
import type { AssetContainersResponse, AssetDetailResponse, AssetLibraryResponse } from '../../../../cp/shared/asset-library';
import type { Client } from '../../../../server/cp/test/fixture';
import { cleanUp, cpProject, image, json, type CpProject, type Setup } from '../support/accounts';

cleanUp();

/** A project whose user holds the role `test` with these permissions. */
async function acting(permissions: string[], setup: Omit<Setup, 'roles' | 'users'> = {}): Promise<{ project: CpProject; client: Client }> {
  const project = await cpProject({ ...setup, roles: { test: ['access cp', ...permissions] }, users: { 'test@example.com': { roles: ['test'] } } });
  return { project, client: await project.as('test@example.com') };
}

/** The original's userWithPermission(): view test, one and two assets. */
const userWithPermission = (setup: Omit<Setup, 'roles' | 'users'> = {}) => acting(['view test assets', 'view one assets', 'view two assets'], setup);
const userWithoutPermission = (setup: Omit<Setup, 'roles' | 'users'> = {}) => acting([], setup);

const index = async (client: Client) => (await json<AssetContainersResponse>(await client.fetch('/cp/api/asset-containers'), 200)).data.map((c) => c.handle);
const library = (client: Client, container: string, query = '') => client.fetch(`/cp/api/assets/${container}/library${query}`);

describe('BrowserTest', () => {
  it('it_redirects_to_the_first_container_from_the_index', async () => {
    const { client } = await acting(['view one assets', 'view two assets'], { containers: { one: {}, two: {} } });
    expect((await index(client))[0]).toBe('one');
  });

  it('it_redirects_to_the_first_authorized_container_from_the_index', async () => {
    const { client } = await acting(['view two assets'], { containers: { one: {}, two: {} } });
    expect(await index(client)).toEqual(['two']);
  });

  it('no_authorized_containers_results_in_a_403_from_the_index', async () => {
    const { client } = await acting([], { containers: { one: {}, two: {} } });
    expect(await index(client)).toEqual([]);
    expect((await library(client, 'one')).status).toBe(403);
    expect((await library(client, 'two')).status).toBe(403);
  });

  it('no_containers_at_all_results_in_a_403_from_the_index', async () => {
    const { client } = await acting([]);
    expect(await index(client)).toEqual([]);
  });

  it('it_denies_access', async () => {
    const { client } = await userWithoutPermission({ containers: { test: {} } });
    expect((await library(client, 'test')).status).toBe(403);
  });

  it('it_shows_the_page', async () => {
    const { client } = await userWithPermission({ containers: { test: {} } });
    expect((await library(client, 'test')).status).toBe(200);
  });

  it('it_lists_assets_in_the_root_folder', async () => {
    const { client } = await userWithPermission({
      containers: { test: { disk: 'test' } },
      files: { 'public/test/one.txt': 'one', 'public/test/two.jpg': await image(), 'public/test/subdirectory/other.txt': 'other' },
    });
    const body = await json<AssetLibraryResponse>(await library(client, 'test', '?folder='), 200);
    expect(body.folder).toBe('');
    expect(body.folders).toEqual([{ path: 'subdirectory', basename: 'subdirectory' }]);
    expect(body.data.map((a) => a.id)).toEqual(['test::one.txt', 'test::two.jpg']);
    for (const asset of body.data) expect(asset).toMatchObject({ id: expect.any(String), size: expect.any(Number), lastModified: expect.any(String) });
    expect(body.data[0]!.thumbnail).toBeNull();
    expect(body.data[1]!.thumbnail).toEqual(expect.any(String));
    expect(body.meta).toMatchObject({ total: 2 });
  });

  it('it_lists_assets_in_a_subfolder', async () => {
    const { client } = await userWithPermission({
      containers: { test: { disk: 'test' } },
      files: { 'public/test/nested/subdirectory/one.txt': 'one', 'public/test/nested/subdirectory/two.jpg': await image(), 'public/test/other.txt': 'other' },
    });
    const body = await json<AssetLibraryResponse>(await library(client, 'test', '?folder=nested/subdirectory'), 200);
    expect(body.folder).toBe('nested/subdirectory');
    expect(body.folders).toEqual([]);
    expect(body.data.map((a) => a.id)).toEqual(['test::nested/subdirectory/one.txt', 'test::nested/subdirectory/two.jpg']);
    for (const asset of body.data) expect(asset).toMatchObject({ size: expect.any(Number), lastModified: expect.any(String) });
    expect(body.data[1]!.thumbnail).toEqual(expect.any(String));
  });

  it('it_denies_access_to_the_root_folder_without_permission', async () => {
    const { client } = await userWithoutPermission({ containers: { test: { disk: 'test' } } });
    expect((await library(client, 'test')).status).toBe(403);
  });

  it('it_denies_access_to_a_subfolder_without_permission', async () => {
    const { client } = await userWithoutPermission({ containers: { test: { disk: 'test' } }, files: { 'public/test/nested/subdirectory/one.txt': 'one' } });
    expect((await library(client, 'test', '?folder=nested/subdirectory')).status).toBe(403);
  });

  it('it_404s_when_requesting_a_folder_in_a_container_that_doesnt_exist', async () => {
    const { client } = await userWithPermission();
    expect((await library(client, 'unknown')).status).toBe(404);
  });

  it('it_searches_for_assets', async () => {
    // Each container on a disk of its own (the original puts both on `test`, and finds only one's).
    const { client } = await userWithPermission({
      containers: { one: { disk: 'one' }, two: { disk: 'two' } },
      files: {
        'public/one/asset-one.txt': 'x',
        'public/one/no-match.txt': 'x',
        'public/one/nested/asset-two.txt': 'x',
        'public/one/nested/nope.txt': 'x',
        'public/one/nested/subdirectory/asset-three.txt': 'x',
        'public/two/asset-four.txt': 'x',
      },
    });
    const search = async (folder: string) => {
      const body = await json<AssetLibraryResponse>(await library(client, 'one', `?folder=${folder}&q=asset`), 200);
      return body.data.map((a) => a.id).sort();
    };
    const all = ['one::asset-one.txt', 'one::nested/asset-two.txt', 'one::nested/subdirectory/asset-three.txt'];
    expect(await search('')).toEqual(all);
    // Adapted: ours searches the whole container from any folder.
    expect(await search('nested')).toEqual(all);
    expect(await search('nested/subdirectory')).toEqual(all);
  });

  it('it_shows_an_assets_edit_page', async () => {
    const { client } = await acting(['view test assets'], { containers: { test: { disk: 'test' } }, files: { 'public/test/one.txt': 'one' } });
    const body = await json<AssetDetailResponse>(await client.fetch('/cp/api/assets/test/asset?path=one.txt'), 200);
    expect(body.asset.id).toBe('test::one.txt');
  });

  it('it_404s_when_the_asset_doesnt_exist', async () => {
    // Adapted: with `edit` comes its parent `view`, as both panels' matrices give it (our routes ask `view` first).
    const { client } = await acting(['view test assets', 'edit test assets'], { containers: { test: { disk: 'test' } } });
    expect((await client.fetch('/cp/api/assets/test/asset?path=unknown.txt')).status).toBe(404);
  });

  it('it_denies_access_without_permission_to_view_asset', async () => {
    const { client } = await acting([], { containers: { test: { disk: 'test' } }, files: { 'public/test/one.txt': 'one' } });
    expect((await client.fetch('/cp/api/assets/test/asset?path=one.txt')).status).toBe(403);
  });
});
