/**
 * The content check of one item as it would be written, without reloading the project: our
 * content model's schema (api/check/model.ts) on the values visitors would get (origin merged),
 * for this site's own content only (`index.ownModel`), as content:check applies it. The whole-project rules that one
 * save can break (a URL or slug taken twice) are checked by the save itself.
 */
import { COLLECTION_SCHEMAS, GLOBAL_SCHEMAS } from '../../../api/check/model';
import type { ContentIndex, Data } from '../../../api/store/types';
import { message, type FieldMessages } from '../../../cp/shared/messages';

export function modelErrors(index: ContentIndex, kind: 'collection' | 'global', handle: string, values: Data): FieldMessages {
  if (!index.ownModel) return {};
  const schema = (kind === 'collection' ? COLLECTION_SCHEMAS : GLOBAL_SCHEMAS)[handle];
  if (!schema) return {};
  const result = schema.safeParse(values);
  const errors: FieldMessages = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    // A missing value reads as Zod's "expected string, received undefined": say what the editor must do instead.
    const missing = issue.code === 'invalid_type' && getAt(values, issue.path) == null;
    (errors[path] ??= []).push(missing ? message('validation.siteNeeds') : message('validation.contentCheck', { detail: issue.message }));
  }
  return errors;
}

function getAt(values: Data, path: readonly PropertyKey[]): unknown {
  let current: unknown = values;
  for (const key of path) current = current !== null && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined;
  return current;
}
