import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n/i18n';
import { isExternal } from '../lib/shell';
import { Dialog } from './ui/dialog';
import { CloseIcon } from './ui/icons';

/** The signup form's address with the visitor's email as a parameter. */
export function signupUrl(src: string, email: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}email=${encodeURIComponent(email)}`;
}

/**
 * The signup address as a GET form sends it: the address without its query as the action, its
 * query's parameters as hidden fields (a GET form replaces the action's query), then `email`.
 */
export function signupForm(src: string): { action: string; fields: [string, string][] } {
  const url = new URL(src, 'http://site.invalid');
  const fields = [...url.searchParams];
  const action = src.split(/[?#]/, 1)[0]!;
  return { action, fields };
}

/**
 * Email field and "Subscribe now!": opens the embedded signup form (a third-party page) in a
 * modal, the email passed as a parameter. Without a form address in the content nothing
 * happens. Closing unloads the iframe. Before hydration and without JavaScript the form itself
 * sends the visitor, email and all, to the same signup page in a new tab.
 */
export function Newsletter({ src, title }: { src: string | null; title: string }) {
  const t = useT();
  const [frameSrc, setFrameSrc] = useState<string | null>(null);
  const titleId = useId();
  const fieldId = useId();
  const form = src ? signupForm(src) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    if (src) setFrameSrc(signupUrl(src, typeof email === 'string' ? email : ''));
  };

  return (
    <>
      <form className="newsletter" onSubmit={submit} noValidate {...(form ? { action: form.action, method: 'get', target: '_blank', rel: 'noopener' } : {})}>
        <label htmlFor={fieldId} className="newsletter__label">{t('newsletter.email')}</label>
        {form?.fields.map(([name, value], i) => <input key={`${name}-${i}`} type="hidden" name={name} value={value} />)}
        <div className="newsletter__row">
          <input id={fieldId} type="email" name="email" autoComplete="email" placeholder={t('newsletter.placeholder')} />
          {/* Without a form address the button does nothing, before hydration as after. */}
          <button type={form ? 'submit' : 'button'} className="button">{t('newsletter.subscribe')}</button>
        </div>
      </form>
      <Dialog open={frameSrc !== null} onOpenChange={(open) => { if (!open) setFrameSrc(null); }} labelledBy={titleId} className="modal newsletter-modal">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">{title || t('newsletter.dialogTitle')}</h2>
          <button type="button" className="icon-button" aria-label={t('shell.close')} onClick={() => setFrameSrc(null)}>
            <CloseIcon />
          </button>
        </div>
        {frameSrc ? (
          <iframe
            className="newsletter-modal__frame"
            src={frameSrc}
            title={title || t('newsletter.dialogTitle')}
            // A third-party form keeps its own origin; one served from this site runs in an opaque origin, so it cannot reach the page.
            sandbox={isExternal(frameSrc) ? 'allow-forms allow-scripts allow-same-origin allow-popups' : 'allow-forms allow-scripts'}
          />
        ) : null}
      </Dialog>
    </>
  );
}
