/**
 * Why a users, roles or account form was not saved: the server's message above the form,
 * announced at once (`role="alert"`), and its field errors at their fields. Both come in the
 * editor's language from the server (server/cp/i18n.ts); the form only places them.
 */
import { ApiRequestError } from '../lib/api';
import type { MessageId } from '../i18n/i18n';
import type { FieldErrors } from '../shared/schema';

export interface Refused {
  problem: string | null;
  errors: FieldErrors;
}

export const NOT_REFUSED: Refused = { problem: null, errors: {} };

export function refusedBy(failure: unknown, t: (id: MessageId) => string): Refused {
  if (failure instanceof ApiRequestError) return { problem: failure.message, errors: failure.body.errors ?? {} };
  return { problem: t('error.generic'), errors: {} };
}

export function FormProblem({ title, problem }: { title: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <div className="cp-error-summary" role="alert">
      <p className="cp-error-summary-title">{title}</p>
      <p>{problem}</p>
    </div>
  );
}

/** A field's errors (the `cp-field-errors` list of the publish form), to be named by its input's `aria-describedby`. */
export function FieldProblem({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="cp-field-errors">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** The input's `aria-describedby` and `aria-invalid` for its help and its errors. */
export function describedBy(errorId: string, errors: string[] | undefined, ...others: (string | undefined)[]) {
  const invalid = Boolean(errors?.length);
  const ids = [...others, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': invalid || undefined };
}
