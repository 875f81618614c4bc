/** The publish form's state for the fields inside it, wherever they sit (nested editors read it too). */
import { createContext, useContext, type Dispatch } from 'react';
import type { FieldErrors, Values } from '../../shared/schema';
import { getAt, type FormAction, type FormState } from './form-state';

export interface FormContextValue {
  state: FormState;
  dispatch: Dispatch<FormAction>;
  /** Localizations: the values the origin gives every field it does not override. */
  originValues: Values | null;
  /** The origin site's name, for "Inherited from …". */
  originSiteName: string | null;
  site: string;
  /** Nothing here is editable (no permission). */
  readOnly: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('useForm outside a publish form');
  return form;
}

/** A value of the form as the editor sees it: the item's own, or for a localization the origin's where not overridden. */
export function useFormValue(path: string): unknown {
  const form = useContext(FormContext);
  if (!form) return undefined;
  const handle = path.split('.')[0]!;
  const inherited = form.state.localized !== null && !form.state.localized.includes(handle) && form.originValues;
  return getAt(inherited ? form.originValues : form.state.values, path);
}

/** The server's messages for one path (nested editors show those of their rows and sets). */
export function useFieldErrors(path: string): string[] {
  const form = useContext(FormContext);
  return form?.state.errors[path] ?? [];
}

/** Every error path at or under `path` (a replicator marks sets that hold errors). */
export function errorsUnder(errors: FieldErrors, path: string): string[] {
  return Object.keys(errors).filter((p) => p === path || p.startsWith(`${path}.`));
}
