/**
 * For happy-dom tests of field components: mounts one field with its value kept in state, in the
 * panel's message catalog, and a stand-in for the form framework's nested fields (each sub-field
 * a labelled text input), so tests click real buttons and read the value the component reports.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CpI18nProvider } from '../i18n/i18n';
import type { FieldSchema, Values } from '../shared/schema';
import { NestedFieldsContext, type NestedFields } from './nested-fields';
import type { FieldComponent } from './types';

const nested: NestedFields = {
  renderFields: (fields, values, onChange, pathPrefix) =>
    fields.map((f) => (
      <label key={f.handle}>
        {f.display}
        <input name={`${pathPrefix}.${f.handle}`} value={String(values[f.handle] ?? '')} onChange={(e) => onChange({ ...values, [f.handle]: e.target.value })} />
      </label>
    )),
};

export function field(partial: Partial<FieldSchema> & { handle: string; type: string }): FieldSchema {
  return { display: partial.handle, localizable: false, required: false, validate: [], config: {}, ...partial };
}

export interface Mounted<V> {
  container: HTMLElement;
  value(): V;
  root: Root;
  unmount(): void;
}

export async function mountField<V>(Component: FieldComponent<V>, schema: FieldSchema, initial: V, site = 'en'): Promise<Mounted<V>> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let current = initial;
  function Host() {
    const [value, setValue] = useState(initial);
    current = value;
    return (
      <CpI18nProvider>
        <NestedFieldsContext.Provider value={nested}>
          <Component field={schema} value={value} onChange={(v) => setValue(v)} id={`field-${schema.handle}`} invalid={false} readOnly={false} site={site} path={schema.handle} />
        </NestedFieldsContext.Provider>
      </CpI18nProvider>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Host />));
  return { container, value: () => current, root, unmount: () => act(() => root.unmount()) };
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => (element as HTMLElement).click());
}

export function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
  if (!found) throw new Error(`no button "${name}" among ${[...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent).join(', ')}`);
  return found;
}

export type { Values };
