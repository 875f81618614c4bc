/**
 * What a save, create or delete ends in: a status and its JSON body. A refused write
 * (validation, permission, conflict) writes nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ConflictError } from '../../../cp/shared/api';
import { message, type FieldMessages, type Message } from '../../../cp/shared/messages';
import type { FieldSchema, Values } from '../../../cp/shared/schema';
import { UnsafePathError, UnwritableValueError, VersionConflictError, type ContentWriter, type WriteRequest, type WriteResult } from '../write/types';
import { formValue } from './submission';
import { updatedAt, updatedBy, type UserNames } from './user-names';

/** Why a request was refused, in message ids: the route answers it in the editor's language (routes/answer.ts). */
export interface Refusal {
  message: Message;
  errors?: FieldMessages;
  conflict?: ConflictError['conflict'];
  /** More of the answer beside the message (an upload's `existing` asset, a delete's `usages`). */
  extra?: Record<string, unknown>;
}

export type Outcome = { status: 200 | 201 | 204; body: unknown } | { status: 400 | 403 | 404 | 409 | 422; refusal: Refusal };

export const fail = (status: 400 | 403 | 404 | 409 | 422, why: Message, errors?: FieldMessages): Outcome => ({ status, refusal: errors ? { message: why, errors } : { message: why } });

export function invalid(errors: FieldMessages): Outcome {
  return fail(422, message('api.fieldsNeedAttention', { count: Object.keys(errors).length }), errors);
}

/** 409: who changed the file, when, and field by field what the form holds against what the file holds now. */
export function conflictBody(error: VersionConflictError, fields: FieldSchema[], submitted: Values, names: UserNames): Refusal {
  const theirs = error.current?.data ?? {};
  const withBody = error.current?.body !== undefined ? { ...theirs, content: error.current.body } : theirs;
  const changes = fields
    .filter((f) => Object.hasOwn(submitted, f.handle))
    .map((f) => ({ field: f.handle, label: f.display, yours: submitted[f.handle], theirs: formValue(f, withBody[f.handle]) }))
    .filter((c) => !isDeepStrictEqual(c.yours, c.theirs));
  const who = updatedBy(theirs.updated_by, names);
  return {
    message: message(error.current ? 'api.changedByOthers' : 'api.deletedByOthers'),
    conflict: {
      updatedBy: who,
      updatedAt: updatedAt(theirs.updated_at, null),
      version: error.current?.version ?? '',
      changes,
    },
  };
}

/**
 * Writes through the writer; a conflict, an unsafe path or a value YAML cannot carry (a nested
 * key over 1,000 characters: validation checks the blueprint's fields, not every key inside a
 * row) becomes its answer instead of an exception. Nothing was written in any of these.
 */
export async function writeOrRefuse(
  writer: ContentWriter,
  request: WriteRequest,
  onConflict: (error: VersionConflictError) => Refusal,
): Promise<{ result: WriteResult } | { refused: Outcome }> {
  try {
    return { result: await writer.write(request) };
  } catch (error) {
    if (error instanceof VersionConflictError) return { refused: { status: 409, refusal: onConflict(error) } };
    if (error instanceof UnsafePathError) return { refused: fail(400, message('api.unwritablePath')) };
    if (error instanceof UnwritableValueError) return { refused: fail(400, message('api.unwritableValues', { detail: error.message })) };
    throw error;
  }
}
