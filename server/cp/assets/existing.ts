/**
 * A save's references to assets that do not exist (issue 35, finding 9): refused at the field
 * (422), as a page would otherwise ask for a missing image. The references are found as a
 * rename finds them (references.ts), in every container; a path that leaves its container
 * counts as missing.
 */
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentIndex, Data } from '../../../api/store/types';
import { message, type FieldMessages } from '../../../cp/shared/messages';
import type { FieldSchema } from '../../../cp/shared/schema';
import { rewriteFields } from './references';

const exists = (abs: string) => lstat(abs).then((info) => info.isFile(), () => false);

/** The asset paths of one container a field's value names (a copy is walked: it works in place). */
function named(field: FieldSchema, value: unknown, container: string, onlyContainer: boolean): Set<string> {
  const paths = new Set<string>();
  rewriteFields([field], structuredClone({ [field.handle]: value }), {
    container,
    onlyContainer,
    rewrite: (p) => {
      paths.add(p);
      return undefined;
    },
  });
  return paths;
}

/**
 * Per top-level field, the assets its submitted value newly names that are not files of their
 * container. A reference the item already holds (`current`) is not refused again: an editor
 * must be able to save the rest of a page whose image went missing by other means (the
 * content check warns of it).
 */
export async function missingAssetErrors(root: string, index: ContentIndex, fields: FieldSchema[], values: Data, current: Data): Promise<FieldMessages> {
  const errors: FieldMessages = {};
  const onlyContainer = index.assets.containers.size === 1;
  for (const field of fields) {
    if (!Object.hasOwn(values, field.handle)) continue;
    for (const container of index.assets.containers.values()) {
      const had = Object.hasOwn(current, field.handle) ? named(field, current[field.handle], container.handle, onlyContainer) : new Set<string>();
      const dir = path.join(root, container.dir);
      for (const assetPath of named(field, values[field.handle], container.handle, onlyContainer)) {
        if (assetPath === '' || had.has(assetPath)) continue;
        const abs = path.join(dir, assetPath);
        const inside = abs.startsWith(dir + path.sep);
        if (!inside || !(await exists(abs))) (errors[field.handle] ??= []).push(message('validation.assetMissing', { path: assetPath.slice(0, 200) }));
      }
    }
  }
  return errors;
}
