/**
 * `/cp/preferences`: the editor's own settings. The panel's language, kept in their user file
 * as Statamic keeps it (`preferences.locale`), or the browser's. Blueprint labels and content
 * stay as written; only the panel's own texts, dates and numbers change.
 */
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../components/toast';
import { useT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';
import { useSessionActions, useSessionData } from '../lib/session';
import { browserLocale, CP_LOCALES, isCpLocale, localeTag } from '../shared/locales';

export function PreferencesRoute() {
  const t = useT();
  const toast = useToast();
  const session = useSessionData();
  const { savePreferences } = useSessionActions();
  const stored = session.user?.preferences.locale;
  const [locale, setLocale] = useState<string>(isCpLocale(stored) ? stored : '');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const fromBrowser = CP_LOCALES.find((l) => l.code === browserLocale(navigator.languages))!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await savePreferences({ locale: isCpLocale(locale) ? locale : null });
      toast(t('prefs.saved'));
    } catch (error) {
      toast(error instanceof ApiRequestError ? error.message : t('error.generic'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{t('prefs.title')}</h1>
      </header>
      <form className="cp-card cp-preferences" onSubmit={(e) => void submit(e)}>
        <div className="cp-field">
          <label className="cp-label" htmlFor={`${id}-locale`}>
            {t('prefs.language')}
          </label>
          <p className="cp-help" id={`${id}-locale-help`}>
            {t('prefs.languageHelp')}
          </p>
          <select id={`${id}-locale`} className="cp-input cp-select" value={locale} aria-describedby={`${id}-locale-help`} onChange={(e) => setLocale(e.target.value)}>
            <option value="">{t('prefs.browserLanguage', { language: fromBrowser.name })}</option>
            {CP_LOCALES.map((l) => (
              <option key={l.code} value={l.code} lang={localeTag(l.code)}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="cp-button cp-button-primary" disabled={busy}>
          {busy ? t('form.saving') : t('form.save')}
        </button>
      </form>
    </>
  );
}
