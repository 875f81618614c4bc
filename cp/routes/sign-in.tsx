/** Signing in: `Email`, `Password`, `Log in`; the server's message on 422, the wait on 429, else the server's own message (a disabled account's 403). */
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';
import { useSessionActions } from '../lib/session';
import type { SessionResponse } from '../shared/api';

export function SignIn({ session }: { session: SessionResponse }) {
  const t = useT();
  const { login } = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 429) setError(t('signIn.throttled', { seconds: failure.retryAfter ?? 60 }));
      // Wrong credentials in the panel's language (the server's message is Laravel's English one).
      else if (failure instanceof ApiRequestError && failure.status === 422) setError(t(failure.body.errors ? 'signIn.missing' : 'signIn.failed'));
      else setError(failure instanceof ApiRequestError ? failure.message : t('error.generic'));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="cp-signin">
      <div className="cp-signin-card cp-card">
        <p className="cp-brand cp-signin-brand">{session.siteName ?? t('shell.title')}</p>
        <h1 className="cp-signin-title">{t('signIn.title')}</h1>
        {session.setupHint && (
          <p className="cp-notice" role="note">
            {session.setupHint}
          </p>
        )}
        <form onSubmit={(e) => void submit(e)} noValidate={false}>
          {error && (
            <p className="cp-alert" role="alert" id="cp-signin-error">
              {error}
            </p>
          )}
          <div className="cp-field">
            <label className="cp-label" htmlFor="cp-email">
              {t('signIn.email')}
            </label>
            <input id="cp-email" className="cp-input" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} aria-describedby={error ? 'cp-signin-error' : undefined} />
          </div>
          <div className="cp-field">
            <label className="cp-label" htmlFor="cp-password">
              {t('signIn.password')}
            </label>
            <input id="cp-password" className="cp-input" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <button type="submit" className="cp-button cp-button-primary cp-button-block" disabled={busy}>
            {busy ? t('signIn.busy') : t('signIn.submit')}
          </button>
        </form>
      </div>
    </main>
  );
}
