import { Link } from 'react-router';
import { useRootData } from '../root-data';
import { useLocale, useT } from '../i18n/i18n';
import { Logo } from './ui/logo';
import { Image } from './ui/image';
import { describeError } from './error-status';


/**
 * The error page for 404s and application errors, from the error_page global. Crawlers get
 * a plain page with the same status; without the shell's data (content down) a plain page too.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const data = useRootData();
  const { status, message } = describeError(error);
  if (!data || data.crawler) {
    return (
      <div className="plain-error">
        <h1>{message ?? (status === 404 ? 'Not Found' : 'Server Error')}</h1>
        <p>{status}</p>
      </div>
    );
  }
  return <DesignedErrorPage status={status} message={message} />;
}

/** The route's English message (SPEC.md section 8) in the page's language. */
function localizedMessage(message: string | null, t: ReturnType<typeof useT>): string | null {
  const notFound = message ? /^Page not found: (.*)$/s.exec(message) : null;
  if (notFound) return t('error.pageNotFound', { path: notFound[1]! });
  const invalid = message ? /^Page Not Found: (.*)$/s.exec(message) : null;
  if (invalid) return t('error.routeInvalid', { path: invalid[1]! });
  return message;
}

function DesignedErrorPage({ status, message: raw }: { status: number; message: string | null }) {
  const t = useT();
  const message = localizedMessage(raw, t);
  const { home } = useLocale();
  const content = useRootData()?.shell.errorPage;
  // 503: the content service is down or slow (app/lib/content/unavailable.server.ts). The
  // visitor gets our own words and a way to try again, not the content's 404 texts.
  const unavailable = status === 503;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <div className="error-page__logo"><Logo /></div>
      <div className="error-page__hero">
        {content?.image ? <Image image={content.image} sizes="100vw sm:100vw md:704px" priority /> : null}
        <p className="error-page__image-heading">{content?.imageHeading}</p>
      </div>
      <p className="error-page__code">{status === 404 ? t('error.notFoundCode') : t('error.serverCode')}</p>
      <h1 id="error-title">{unavailable ? t('error.unavailable') : (content?.heading ?? message)}</h1>
      <p className="error-page__description">{status === 404 ? content?.description : unavailable ? t('error.unavailableDescription') : t('error.generic')}</p>
      {message && !unavailable ? <p className="error-page__message">{message}</p> : null}
      <div className="error-page__actions">
        {unavailable ? (
          <button type="button" className="button" onClick={() => location.reload()}>
            {t('error.retry')}
          </button>
        ) : null}
        <Link to={home} className={unavailable ? 'button button--secondary' : 'button'}>{t('error.goHome')}</Link>
      </div>
    </section>
  );
}
