/**
 * The user form of `/cp/users/create` and `/cp/users/{id}/edit`: name, (new) email, super,
 * roles, groups and a password. What the editor may not change is shown but disabled (the
 * server refuses it anyway); a refusal is shown above the form and at its fields, in the
 * server's words (the editor's language).
 */
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n/i18n';
import { MIN_PASSWORD_LENGTH, type RoleOption, type UserAbilities } from '../shared/api';
import { describedBy, FieldProblem, FormProblem, NOT_REFUSED, refusedBy } from './form-problem';

export interface UserFormValues {
  email: string;
  name: string;
  super: boolean;
  roles: string[];
  groups: string[];
  password: string;
}

export interface UserFormProps {
  mode: 'create' | 'edit';
  initial: UserFormValues;
  roles: RoleOption[];
  groups: RoleOption[];
  can: UserAbilities;
  /** Whether a password can be set here (creating; another user's with `change passwords`). */
  passwordField: boolean;
  /** Throws the API's refusal (`ApiRequestError`) when the server does not save. */
  submit(values: UserFormValues): Promise<void>;
}

export function UserForm({ mode, initial, roles, groups, can, passwordField, submit }: UserFormProps) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [{ problem, errors }, setRefused] = useState(NOT_REFUSED);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const toggle = (key: 'roles' | 'groups', handle: string, on: boolean) => set(key, on ? [...values[key], handle] : values[key].filter((h) => h !== handle));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefused(NOT_REFUSED);
    try {
      await submit(values);
    } catch (failure) {
      setRefused(refusedBy(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cp-card cp-user-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormProblem title={t('users.notSaved')} problem={problem} />
      <div className="cp-fields">
        {mode === 'create' && (
          <div className="cp-field">
            <label className="cp-label" htmlFor={`${id}-email`}>
              {t('users.email')} <span className="cp-required" aria-hidden="true">*</span>
            </label>
            <input id={`${id}-email`} type="email" className="cp-input" required autoComplete="off" {...describedBy(`${id}-email-error`, errors.email)} value={values.email} onChange={(e) => set('email', e.target.value)} />
            <FieldProblem id={`${id}-email-error`} errors={errors.email} />
          </div>
        )}
        <div className="cp-field">
          <label className="cp-label" htmlFor={`${id}-name`}>
            {t('users.name')} <span className="cp-required" aria-hidden="true">*</span>
          </label>
          <input id={`${id}-name`} className="cp-input" required autoComplete="off" {...describedBy(`${id}-name-error`, errors.name)} value={values.name} onChange={(e) => set('name', e.target.value)} />
          <FieldProblem id={`${id}-name-error`} errors={errors.name} />
        </div>
        <div className="cp-field">
          <label className="cp-choice">
            <input type="checkbox" checked={values.super} disabled={!can.makeSuper} aria-describedby={`${id}-super-help`} onChange={(e) => set('super', e.target.checked)} />
            {t('users.superUser')}
          </label>
          <p className="cp-help" id={`${id}-super-help`}>
            {can.makeSuper ? t('users.superHelp') : t('users.superOnlySuper')}
          </p>
        </div>
        <Choices legend={t('users.roles')} options={roles} chosen={values.roles} disabled={!can.assignRoles} lockSuper={!can.makeSuper} onToggle={(h, on) => toggle('roles', h, on)} empty={t('users.noRoles')} errors={errors.roles} />
        {groups.length > 0 && <Choices legend={t('users.groups')} options={groups} chosen={values.groups} disabled={!can.assignGroups} lockSuper={false} onToggle={(h, on) => toggle('groups', h, on)} errors={errors.groups} />}
        {passwordField && (
          <div className="cp-field">
            <label className="cp-label" htmlFor={`${id}-password`}>
              {mode === 'create' ? t('users.password') : t('users.newPassword')}
            </label>
            <p className="cp-help" id={`${id}-password-help`}>
              {mode === 'create' ? t('users.passwordHelpCreate', { min: MIN_PASSWORD_LENGTH }) : t('users.passwordHelpEdit', { min: MIN_PASSWORD_LENGTH })}
            </p>
            <input id={`${id}-password`} type="password" className="cp-input" autoComplete="new-password" {...describedBy(`${id}-password-error`, errors.password, `${id}-password-help`)} value={values.password} onChange={(e) => set('password', e.target.value)} />
            <FieldProblem id={`${id}-password-error`} errors={errors.password} />
          </div>
        )}
      </div>
      <div className="cp-form-actions">
        <button type="submit" className="cp-button cp-button-primary" disabled={busy}>
          {busy ? t('form.saving') : mode === 'create' ? t('users.createButton') : t('form.save')}
        </button>
      </div>
    </form>
  );
}

interface ChoicesProps {
  legend: string;
  options: RoleOption[];
  chosen: string[];
  disabled: boolean;
  /** Roles granting super cannot be added by an editor who is not super. */
  lockSuper: boolean;
  onToggle(handle: string, on: boolean): void;
  empty?: string;
  /** A role or group that no longer exists (deleted while the form was open). */
  errors?: string[] | undefined;
}

function Choices({ legend, options, chosen, disabled, lockSuper, onToggle, empty, errors }: ChoicesProps) {
  const t = useT();
  const errorId = useId();
  return (
    <fieldset className="cp-field cp-fieldset" {...describedBy(errorId, errors)}>
      <legend className="cp-label">{legend}</legend>
      {options.length === 0 && empty ? (
        <p className="cp-help">{empty}</p>
      ) : (
        <div className="cp-choices cp-choices-inline">
          {options.map((option) => (
            <label key={option.handle} className="cp-choice">
              <input type="checkbox" checked={chosen.includes(option.handle)} disabled={disabled || (lockSuper && option.super && !chosen.includes(option.handle))} onChange={(e) => onToggle(option.handle, e.target.checked)} />
              {option.title}
              {option.super && <span className="cp-muted">({t('users.super')})</span>}
            </label>
          ))}
        </div>
      )}
      <FieldProblem id={errorId} errors={errors} />
    </fieldset>
  );
}
