import { Link, useRouteError } from 'react-router';
import { useT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';

export function NotFoundRoute() {
  const t = useT();
  return (
    <div className="cp-empty">
      <h1 className="cp-page-title">{t('error.notFound')}</h1>
      <p>
        <Link to="/collections">{t('error.backToCollections')}</Link>
      </p>
    </div>
  );
}

/**
 * A screen's data could not be loaded: the server's message (the permission a 403 needs, a 404)
 * or a generic one. A 403 is a screen of its own, with a way back, as the editor reached it by a link.
 */
export function LoadError({ error }: { error: unknown }) {
  const t = useT();
  if (error instanceof ApiRequestError && error.status === 403) {
    return (
      <div className="cp-empty" role="alert">
        <h1 className="cp-page-title">{t('users.noAccessTitle')}</h1>
        <p>{error.message}</p>
        <p>
          <Link to="/">{t('users.noAccessBack')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="cp-empty" role="alert">
      <h1 className="cp-page-title">{error instanceof ApiRequestError && error.status === 404 ? t('error.notFound') : t('error.title')}</h1>
      <p>{error instanceof ApiRequestError ? error.message : t('error.generic')}</p>
    </div>
  );
}

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="cp-main">
      <LoadError error={error} />
    </main>
  );
}
