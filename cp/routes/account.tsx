/**
 * `/cp/account`: the signed-in editor's own password, changed with the current one. Their
 * other sessions end (another browser, a forgotten tab); this one continues.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describedBy, FieldProblem, FormProblem, NOT_REFUSED, refusedBy } from '../components/form-problem';
import { useToast } from '../components/toast';
import { useT } from '../i18n/i18n';
import { api } from '../lib/api';
import { useSessionData } from '../lib/session';
import { MIN_PASSWORD_LENGTH, type PasswordChangeRequest } from '../shared/api';

export function AccountRoute() {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const session = useSessionData();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [{ problem, errors }, setRefused] = useState(NOT_REFUSED);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The confirmation is the form's own: the server never sees it. Everything else it checks.
    if (password !== confirm) return setRefused({ problem: t('api.fieldsNeedAttention', { count: 1 }), errors: { confirm: [t('users.passwordMismatch')] } });
    setBusy(true);
    setRefused(NOT_REFUSED);
    try {
      const body: PasswordChangeRequest = { current, password };
      await api<null>('/account/password', { method: 'PUT', body });
      setCurrent('');
      setPassword('');
      setConfirm('');
      toast(t('users.passwordChanged'));
    } catch (failure) {
      setRefused(refusedBy(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="cp-page-header">
        <div className="cp-page-title-row">
          <h1 className="cp-page-title">{t('users.account')}</h1>
          <p className="cp-muted">
            {session.user?.name} · {session.user?.email}
          </p>
        </div>
        <div className="cp-page-actions">
          <Link to="/preferences" className="cp-button">
            {t('prefs.title')}
          </Link>
        </div>
      </header>
      <form className="cp-card cp-user-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-heading`}>
        <h2 className="cp-section-title" id={`${id}-heading`}>
          {t('users.changePassword')}
        </h2>
        <p className="cp-help">{t('users.changePasswordHelp')}</p>
        <FormProblem title={t('users.passwordNotChanged')} problem={problem} />
        <div className="cp-fields">
          <div className="cp-field">
            <label className="cp-label" htmlFor={`${id}-current`}>
              {t('users.currentPassword')}
            </label>
            <input id={`${id}-current`} type="password" className="cp-input" required autoComplete="current-password" {...describedBy(`${id}-current-error`, errors.current)} value={current} onChange={(e) => setCurrent(e.target.value)} />
            <FieldProblem id={`${id}-current-error`} errors={errors.current} />
          </div>
          <div className="cp-field">
            <label className="cp-label" htmlFor={`${id}-new`}>
              {t('users.newPassword')}
            </label>
            <p className="cp-help" id={`${id}-new-help`}>
              {t('users.passwordRule', { min: MIN_PASSWORD_LENGTH })}
            </p>
            <input id={`${id}-new`} type="password" className="cp-input" required autoComplete="new-password" {...describedBy(`${id}-new-error`, errors.password, `${id}-new-help`)} value={password} onChange={(e) => setPassword(e.target.value)} />
            <FieldProblem id={`${id}-new-error`} errors={errors.password} />
          </div>
          <div className="cp-field">
            <label className="cp-label" htmlFor={`${id}-confirm`}>
              {t('users.confirmPassword')}
            </label>
            <input id={`${id}-confirm`} type="password" className="cp-input" required autoComplete="new-password" {...describedBy(`${id}-confirm-error`, errors.confirm)} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            <FieldProblem id={`${id}-confirm-error`} errors={errors.confirm} />
          </div>
        </div>
        <div className="cp-form-actions">
          <button type="submit" className="cp-button cp-button-primary" disabled={busy}>
            {busy ? t('form.saving') : t('users.changePassword')}
          </button>
        </div>
      </form>
    </>
  );
}
