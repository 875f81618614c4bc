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
 * Email field and "Subscribe now!": opens the embedded signup form (a third-party page) in a
 * modal. Without a form address in the content nothing happens. Closing unloads the iframe.
 */
export function Newsletter({ src, title }: { src: string | null; title: string }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [frameSrc, setFrameSrc] = useState<string | null>(null);
  const titleId = useId();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (src) setFrameSrc(signupUrl(src, email));
  };

  return (
    <>
      <form className="newsletter" onSubmit={submit} noValidate>
        <label htmlFor={fieldId} className="newsletter__label">{t('newsletter.email')}</label>
        <div className="newsletter__row">
          <input id={fieldId} type="email" name="email" autoComplete="email" placeholder={t('newsletter.placeholder')} value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="button">{t('newsletter.subscribe')}</button>
        </div>
      </form>
      <Dialog open={frameSrc !== null} onClose={() => setFrameSrc(null)} labelledBy={titleId} className="modal newsletter-modal">
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
