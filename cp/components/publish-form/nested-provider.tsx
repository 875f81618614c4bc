/**
 * Gives fieldtypes with sub-fields (replicator and Bard sets, grid rows) the form's own field
 * rows: each sub-field gets its label, instructions and the server's errors at its path, and
 * edits its value inside the set's or row's values.
 */
import { useMemo, type ReactNode } from 'react';
import { NestedFieldsContext, type NestedFields } from '../../fieldtypes/nested-fields';
import { Field } from './field';

export function NestedFieldsProvider({ children }: { children: ReactNode }) {
  const nested = useMemo<NestedFields>(
    () => ({
      renderFields: (fields, values, onChange, pathPrefix, readOnly = false) =>
        fields.map((field) => (
          <Field
            key={field.handle}
            field={field}
            path={`${pathPrefix}.${field.handle}`}
            value={values[field.handle] ?? null}
            onChange={(value) => onChange({ ...values, [field.handle]: value })}
            readOnly={readOnly}
          />
        )),
    }),
    [],
  );
  return <NestedFieldsContext.Provider value={nested}>{children}</NestedFieldsContext.Provider>;
}
