import { useEffect } from 'react';
import { isbot } from 'isbot';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, type LinksFunction, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import { describeError } from './components/error-status';
import { island, islandsHydrated, markHydrationDone } from './components/ui/island';
import { SiteHeader } from './components/site-header';
import { PageProgress } from './components/page-progress';
import { ProductTransitionProvider } from './components/product-transition';
import { messagesFor } from './i18n/catalog.server';
import { LocaleProvider, useT } from './i18n/i18n';
import { homeOf, siteForPath } from './i18n/sites';
import { renderContext } from './lib/content/context';
import { errorTitles } from './lib/seo.server';
import { requestShell } from './lib/shell.server';
import { useRootData, type RootData } from './root-data';
import { applyRouteRules } from './runtime/route-rules';
import stylesheet from './app.css?url';

// Not part of the first load: rendered by the server in place, hydrated once their code is in (app/components/ui/island.tsx).
const SiteFooter = island(() => import('./components/site-footer').then((m) => m.SiteFooter));
const ErrorPage = island(() => import('./components/error-page').then((m) => m.ErrorPage));
const ClientRuntime = island(() => import('./runtime/client-runtime').then((m) => m.ClientRuntime));

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

export async function loader({ url, request, context }: Route.LoaderArgs): Promise<RootData> {
  // `url`, not `request.url`: with pass-through requests the latter may end in `.data`.
  const site = siteForPath(url.pathname);
  const shell = await requestShell(context, site.handle);
  return {
    locale: { site: site.handle, lang: site.lang, home: homeOf(site) },
    messages: messagesFor(site.handle),
    shell,
    crawler: isbot(request.headers.get('User-Agent') ?? ''),
    errorTitles: errorTitles(shell, site.handle),
    ...(context.get(renderContext).preview ? { preview: true as const } : {}),
  };
}

/**
 * In the browser the root data (shell and messages) is loaded only on a language switch; a
 * failure there is logged as SPEC.md section 8 names it, and the error page follows.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    console.error('Failed locale loading', error);
    throw error;
  }
}

/** Route rules and new builds, checked on every client navigation (app/runtime/route-rules.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [({ request }) => applyRouteRules(request)];

/** Shell data and messages change only with the language: re-fetch them only then. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }) =>
  formMethod ? defaultShouldRevalidate : siteForPath(currentUrl.pathname).handle !== siteForPath(nextUrl.pathname).handle;

/** Error pages have no route meta of their own: they still get a document title (WCAG 2.4.2), made by the loader. */
export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error || !loaderData) return [];
  const { status } = describeError(error);
  const titles = loaderData.errorTitles;
  return [{ title: status === 503 ? titles.unavailable : status === 404 ? titles.notFound : titles.serverError }];
}

/**
 * The server gives React Router's inline scripts (and links) the request's CSP nonce (app/entry.server.tsx).
 * Browsers hide a nonce once the page has loaded (the attribute reads ""), so the client
 * hydrates against "" and React sees no difference; on the server `undefined` lets the
 * request's nonce apply.
 */
const HYDRATION_NONCE = typeof document === 'undefined' ? undefined : '';

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  // Crawlers get errors as a plain page, without the shell.
  const plain = useRouteError() != null && data?.crawler === true;
  const lang = data?.locale.lang ?? siteForPath(typeof location === 'undefined' ? '/' : location.pathname).lang;
  // Marks the document once React has hydrated it, islands included (pages and error pages alike): tests wait for it before interacting.
  useEffect(() => {
    markHydrationDone();
    void islandsHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={HYDRATION_NONCE} />
      </head>
      <body>
        {data && !plain ? (
          <LocaleProvider locale={data.locale} messages={data.messages}>
            <ProductTransitionProvider>
              <Shell>{children}</Shell>
            </ProductTransitionProvider>
          </LocaleProvider>
        ) : (
          children
        )}
        {data?.preview ? null : (
          <>
            <ScrollRestoration nonce={HYDRATION_NONCE} />
            {data && !plain ? <ClientRuntime /> : null}
            <Scripts nonce={HYDRATION_NONCE} />
          </>
        )}
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <>
      <PageProgress />
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
