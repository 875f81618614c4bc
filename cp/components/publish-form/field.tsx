/**
 * One field of the form: label (the blueprint's display), required marker, instructions, the
 * server's errors at the field, and the fieldtype's editor from the registry. For a
 * localization it also shows where the value comes from: inherited from the origin (greyed,
 * with `Override`), overridden (with `Use origin value`), or not localizable (read-only).
 */
import { Suspense, useCallback } from 'react';
import { useT } from '../../i18n/i18n';
import { BARE_FIELDTYPES, fieldComponent, LABELLED_CONTROL_FIELDTYPES, UnknownField, VALUELESS_FIELDTYPES } from '../../fieldtypes/components';
import { labelId } from '../../fieldtypes/control-props';
import type { FieldSchema } from '../../shared/schema';
import { useForm } from './form-context';
import { fieldId, getAt } from './form-state';

export interface FieldRowProps {
  field: FieldSchema;
  /** The value's dotted path; a top-level field's is its handle. */
  path: string;
  /** Nested editors (grid rows, sets) pass their own value and change handler; top-level fields read the form. */
  value?: unknown;
  onChange?(value: unknown): void;
  readOnly?: boolean;
}

export function Field({ field, path, value: given, onChange: changed, readOnly: forcedReadOnly = false }: FieldRowProps) {
  const t = useT();
  const form = useForm();
  const { state, dispatch, originValues, originSiteName } = form;
  const id = fieldId(path);
  const topLevel = !path.includes('.');
  const localizing = topLevel && state.localized !== null && !VALUELESS_FIELDTYPES.has(field.type);
  const overridden = localizing && state.localized!.includes(field.handle);
  const inherited = localizing && field.localizable && !overridden;
  const locked = localizing && !field.localizable;
  const originValue = originValues ? getAt(originValues, path) : undefined;
  const own = given !== undefined || changed ? given : getAt(state.values, path);
  const value = inherited || (locked && !overridden) ? (originValue ?? own) : own;

  const Component = fieldComponent(field.type);
  const unknown = Component === null;
  const readOnly = form.readOnly || forcedReadOnly || inherited || locked || unknown;
  const setValue = useCallback((next: unknown) => (changed ? changed(next) : dispatch({ type: 'set', path, value: next })), [changed, dispatch, path]);

  const errors = state.errors[path] ?? [];
  const helpId = field.instructions ? `${id}-help` : null;
  const errorId = errors.length ? `${id}-error` : null;
  const noteId = localizing ? `${id}-origin` : null;
  const describedBy = [helpId, noteId, errorId].filter(Boolean).join(' ') || undefined;
  const Editor = Component ?? UnknownField;
  const editor = (
    <Suspense fallback={<div className="cp-field-loading">{t('form.loadingField')}</div>}>
      {/* eslint-disable-next-line react-hooks/static-components -- a registry lookup: the same component for a type on every render */}
      <Editor field={field} value={value} onChange={setValue} id={id} describedBy={describedBy} invalid={errors.length > 0} readOnly={readOnly} site={form.site} path={path} />
    </Suspense>
  );

  if (BARE_FIELDTYPES.has(field.type)) return <div className="cp-field cp-field-bare">{editor}</div>;

  const width = Number(field.config.width);
  const Label = LABELLED_CONTROL_FIELDTYPES.has(field.type) && !unknown ? 'label' : 'span';
  return (
    <div className={`cp-field${inherited ? ' cp-field-inherited' : ''}${errors.length ? ' cp-field-invalid' : ''}`} data-field={path} data-width={[25, 33, 50, 66, 75].includes(width) ? width : undefined}>
      <div className="cp-field-head">
        <Label className="cp-label" id={labelId(id)} htmlFor={Label === 'label' ? id : undefined}>
          {field.display}
          {field.required && (
            <span className="cp-required" title={t('field.required')}>
              <span aria-hidden="true">*</span>
              <span className="cp-visually-hidden">{t('field.requiredHidden')}</span>
            </span>
          )}
        </Label>
        {localizing && !locked && !form.readOnly && (
          <button
            type="button"
            className="cp-link-button"
            aria-describedby={labelId(id)}
            onClick={() => (overridden ? dispatch({ type: 'useOrigin', handle: field.handle }) : dispatch({ type: 'override', handle: field.handle, value: originValue ?? null }))}
          >
            {overridden ? t('localization.useOrigin') : t('localization.override')}
          </button>
        )}
      </div>
      {helpId && (
        <p id={helpId} className="cp-help">
          {field.instructions}
        </p>
      )}
      {noteId && (
        <p id={noteId} className={`cp-origin-note${overridden ? ' cp-origin-note-own' : ''}`}>
          {locked ? t('localization.notLocalizable') : overridden ? t('localization.overridden') : t('localization.inheritedFrom', { site: originSiteName ?? '' })}
        </p>
      )}
      {unknown && <p className="cp-help">{t('field.unknownType', { type: field.type })}</p>}
      {editor}
      {errorId && (
        <ul id={errorId} className="cp-field-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
