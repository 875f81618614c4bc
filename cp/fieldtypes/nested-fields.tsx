/**
 * How a fieldtype with sub-fields (replicator and Bard sets, grid rows) draws them: through the
 * form framework's own field rendering, provided by the publish form (cp/components/publish-form/nested-provider.tsx). A set or a row is
 * a small form of its own: its values, its change handler and its path prefix for ids and errors.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FieldSchema, Values } from '../shared/schema';

export interface NestedFields {
  /**
   * Draws `fields` with their labels, instructions and the errors under `pathPrefix`
   * (`blocks.2`: the field `heading` is `blocks.2.heading`), editing `values`.
   */
  renderFields(fields: FieldSchema[], values: Values, onChange: (values: Values) => void, pathPrefix: string, readOnly?: boolean): ReactNode;
}

export const NestedFieldsContext = createContext<NestedFields | null>(null);

export function useNestedFields(): NestedFields {
  const nested = useContext(NestedFieldsContext);
  if (!nested) throw new Error('Sets and rows need the form: render them inside a NestedFieldsContext provider');
  return nested;
}
