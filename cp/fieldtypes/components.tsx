/**
 * The field editors by Statamic fieldtype handle: the one registry the publish form draws
 * from (cp/fieldtypes/types.ts). Light editors are imported here; heavy ones (Bard on TipTap,
 * CodeMirror, dnd-kit lists) are registered with `lazyField`, so their code loads only when a
 * form has such a field. A type with no entry is unknown: `UnknownField` shows it read-only.
 *
 * Adding a fieldtype: its `{type}.tsx` exports the component, and one line here, e.g.
 *   bard: lazyField(() => import('./bard-field'), (m) => m.BardField),
 */
import { lazy, type ComponentType } from 'react';
import { CheckboxesField } from './checkboxes-field';
import { complexFieldComponents } from './complex';
import { DateField } from './date-field';
import { FloatField } from './float-field';
import { IntegerField } from './integer-field';
import { LinkField } from './link-field';
import { RadioField } from './radio-field';
import { SectionField } from './section-field';
import { SelectField } from './select-field';
import { SlugField } from './slug-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';
import { ToggleField } from './toggle-field';
import type { FieldComponent, FieldProps } from './types';
import { UnknownField } from './unknown';

/** A field editor whose code is fetched the first time a form shows such a field (React.lazy). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each editor types its own value
export function lazyField<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<FieldProps<any>>): FieldComponent {
  return lazy(async () => ({ default: pick(await load()) as FieldComponent }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each editor types its own value
const registry = new Map<string, ComponentType<FieldProps<any>>>(
  Object.entries({
    text: TextField,
    textarea: TextareaField,
    slug: SlugField,
    select: SelectField,
    radio: RadioField,
    checkboxes: CheckboxesField,
    toggle: ToggleField,
    integer: IntegerField,
    float: FloatField,
    date: DateField,
    link: LinkField,
    section: SectionField,
    // Bard, replicator, grid, Markdown, code and the pickers: their code loads with the first form that has one.
    ...complexFieldComponents,
  }),
);

/**
 * Fieldtypes drawn without the label row (`<Field>` leaves label and required marker to them):
 * a section is itself a heading.
 */
export const BARE_FIELDTYPES: ReadonlySet<string> = new Set(['section']);

/**
 * Fieldtypes whose editor is always one native form control carrying the field's id: their
 * name is a `<label for>`, which also focuses the control on a click. Every other editor is a
 * group of controls, or has none at times (a full assets field, a read-only picker, an editor
 * still loading), and a `label` must name a control that is there (HTML; issue 27): those get
 * the same text as a plain element, and their controls point to it with `aria-labelledby`.
 */
export const LABELLED_CONTROL_FIELDTYPES: ReadonlySet<string> = new Set(['text', 'textarea', 'slug', 'select', 'integer', 'float', 'date', 'link', 'toggle']);

/** Fieldtypes whose value is not data (nothing to inherit, override or save). */
export const VALUELESS_FIELDTYPES: ReadonlySet<string> = new Set(['section']);

/** Registers (or replaces) the editor of one fieldtype. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each editor types its own value
export function registerFieldComponent(handle: string, component: ComponentType<FieldProps<any>>): void {
  registry.set(handle, component);
}

/** The editor of a fieldtype, null when the panel has none (the value is then shown read-only). */
export function fieldComponent(type: string): FieldComponent | null {
  return (registry.get(type) as FieldComponent | undefined) ?? null;
}

export { UnknownField };
