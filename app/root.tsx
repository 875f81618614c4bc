import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type LinksFunction } from 'react-router';
import type { Route } from './+types/root';
import { siteFor } from './i18n/sites.server';
import stylesheet from './app.css?url';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: with pass-through requests the latter may end in `.data`.
  const site = siteFor(url.pathname);
  return { site: { handle: site.handle, lang: site.lang, name: site.name, home: site.prefix || '/' } };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.site.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated: tests wait for it before client navigations.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) ? String(error.data) : 'Something went wrong.';
  return (
    <main className="error">
      <p className="error__code">{notFound ? '404' : 'Error'}</p>
      <h1>{message}</h1>
      <a href="/">Kairotone</a>
    </main>
  );
}
