/**
 * One asset in the library: its meta values for a site with the blueprint's fields, where it
 * is used, and the save of its meta through the writer (versioned, nothing written when
 * nothing changed, the file's other keys kept).
 */
import path from 'node:path';
import type { Context } from 'hono';
import type { AssetContainer } from '../../../api/store/assets';
import type { ContentIndex } from '../../../api/store/types';
import type { AssetAbilities, AssetDetailResponse, AssetMetaSaveRequest } from '../../../cp/shared/asset-library';
import { message } from '../../../cp/shared/messages';
import { PERMISSIONS, type CpUser } from '../auth/types';
import type { CpDeps } from '../deps';
import { refuse } from '../i18n';
import { invalid, writeOrRefuse, type Outcome } from '../content/outcome';
import { assetMetaFile } from '../history/items';
import type { CatalogFile } from './catalog';
import { catalogs, containerDir, libraryAsset } from './library';
import { applyMetaValues, checkMetaValues, fileFacts, metaData, metaFields, metaFieldSchemas, metaValues, withFacts } from './meta';
import { findUsages } from './usages';

export function abilities(deps: CpDeps, user: CpUser, container: AssetContainer): AssetAbilities {
  const can = (permission: string) => deps.guard.can(user, permission);
  const { handle, allows } = container;
  // The permission, and the container's own switch where it has one (allow_uploads: false…).
  return {
    upload: allows.uploads && can(PERMISSIONS.uploadAssets(handle)),
    edit: can(PERMISSIONS.editAssets(handle)),
    move: allows.moving && can(PERMISSIONS.moveAssets(handle)),
    rename: allows.renaming && can(PERMISSIONS.renameAssets(handle)),
    delete: can(PERMISSIONS.deleteAssets(handle)),
  };
}

/** The asset's file in the container's catalog, or undefined (unknown path). */
export async function findAsset(deps: CpDeps, container: AssetContainer, assetPath: string): Promise<CatalogFile | undefined> {
  const catalog = await catalogs.get(containerDir(deps.store.root, container), await deps.store.generation());
  return catalog.byPath.get(assetPath);
}

export async function assetDetail(deps: CpDeps, index: ContentIndex, container: AssetContainer, file: CatalogFile, site: string, user: CpUser): Promise<AssetDetailResponse> {
  const schemas = metaFieldSchemas(index, container.handle);
  const stored = await deps.writer.read(assetMetaFile(container.dir, file.path));
  const { values, originValues, localized } = metaValues(schemas, metaData(stored?.data), site, index.defaultSite.handle);
  return {
    asset: libraryAsset(container, index.assets, site, file),
    site,
    fields: metaFields(schemas),
    values,
    localized,
    originValues,
    usages: await findUsages(deps, index, { container: container.handle, path: file.path }, user),
    version: stored?.version ?? null,
    can: abilities(deps, user, container),
  };
}

export async function saveAssetMeta(deps: CpDeps, user: CpUser, container: AssetContainer, file: CatalogFile, request: AssetMetaSaveRequest): Promise<Outcome> {
  const index = await deps.store.index();
  const origin = index.defaultSite.handle;
  const schemas = metaFieldSchemas(index, container.handle);
  const errors = checkMetaValues(schemas, request.values);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const metaFile = assetMetaFile(container.dir, file.path);
  const stored = await deps.writer.read(metaFile);
  const current = metaData(stored?.data);
  const next = applyMetaValues(schemas, current, request.values, request.site, origin);
  // No meta file and nothing to put in one: Statamic would not write one either.
  if (!stored && Object.keys(next).length === 0) return { status: 200, body: await assetDetail(deps, index, container, file, request.site, user) };
  const data = stored ? { ...stored.data, data: next } : withFacts(undefined, next, await fileFacts(path.join(containerDir(deps.store.root, container), ...file.path.split('/'))));
  const written = await writeOrRefuse(
    deps.writer,
    {
      file: metaFile, data, expected: stored ? request.version : null, ...(request.force ? { force: true } : {}),
      author: { name: user.name, email: user.email },
      message: `Asset saved: ${container.handle}::${file.path} (${request.site})`,
    },
    (error) => conflictRefusal(error.current?.version ?? '', schemas, request, metaData(error.current?.data), origin),
  );
  if ('refused' in written) return written.refused;
  if (written.result.status === 'written') deps.changed([metaFile]);
  const fresh = await deps.store.index();
  return { status: 200, body: await assetDetail(deps, fresh, container, file, request.site, user) };
}

/** 409 in the entries' shape: the fields whose value in the file now differs from the form's. */
function conflictRefusal(version: string, schemas: ReturnType<typeof metaFieldSchemas>, request: AssetMetaSaveRequest, theirs: Record<string, unknown>, origin: string) {
  const now = metaValues(schemas, theirs, request.site, origin).values;
  const changes = schemas
    .filter((f) => Object.hasOwn(request.values, f.handle) && request.values[f.handle] !== now[f.handle])
    .map((f) => ({ field: f.handle, label: f.display, yours: request.values[f.handle], theirs: now[f.handle] }));
  return { message: message(version ? 'api.changedByOthers' : 'api.deletedByOthers'), conflict: { updatedBy: null, updatedAt: null, version, changes } };
}

/** 403 for what the container's settings turn off (`allow_uploads: false`…), naming the setting and the file. */
export function turnedOff(c: Context, container: AssetContainer, setting: 'allow_uploads' | 'allow_moving' | 'allow_renaming' | 'create_folders'): Response {
  return refuse(c, 403, 'api.containerTurnedOff', { setting, file: `content/assets/${container.handle}.yaml` });
}
