/**
 * The user, account and role forms' own checks (email, name, password, a role's title and handle): field errors in message ids,
 * answered in the editor's language at their fields, as a blueprint's validation is. The
 * request schemas (routes/schemas.ts) only bound the sizes; what an editor can get wrong is here.
 */
import { message, type FieldMessages } from '../../../cp/shared/messages';
import { MIN_PASSWORD_LENGTH } from '../auth/passwords';
import { isSafeEmail } from '../auth/users';
import { ROLE_HANDLE } from './role-file';

/** bcrypt reads at most 72 bytes: a longer password is refused rather than cut. */
const MAX_PASSWORD_BYTES = 72;

export function passwordErrors(password: string): FieldMessages[string] {
  if (password.length < MIN_PASSWORD_LENGTH) return [message('users.passwordTooShort', { min: MIN_PASSWORD_LENGTH })];
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) return [message('users.passwordTooLong')];
  return [];
}

/** The fields a user form sends: `email` only when creating, `password` only when one is set. */
export function userFieldErrors({ email, name, password }: { email?: string; name: string; password?: string | null }): FieldMessages {
  const errors: FieldMessages = {};
  if (email !== undefined && !isSafeEmail(email)) errors.email = [message(email === '' ? 'api.fieldRequired' : 'users.errorEmailInvalid')];
  if (name === '') errors.name = [message('api.fieldRequired')];
  const weak = typeof password === 'string' ? passwordErrors(password) : [];
  if (weak.length) errors.password = weak;
  return errors;
}

/** A role's title, and the handle of a new one (`handle` only when creating: it cannot change later). */
export function roleFieldErrors(title: string, handle?: string): FieldMessages {
  const errors: FieldMessages = {};
  if (title === '') errors.title = [message('api.fieldRequired')];
  if (handle !== undefined) {
    if (handle === '') errors.handle = [message('api.fieldRequired')];
    else if (!ROLE_HANDLE.test(handle)) errors.handle = [message(handle === 'create' ? 'users.errorHandleTaken' : 'users.errorHandleInvalid')];
  }
  return errors;
}
