/**
 * The panel: React Router in data mode (its blocker guards unsaved forms) under `/cp`, with
 * Statamic's URLs, and TanStack Query for everything the server holds.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from './components/toast';
import { CpI18nProvider } from './i18n/i18n';
import { ApiRequestError } from './lib/api';
import { AccountRoute } from './routes/account';
import { AssetBrowseRoute } from './routes/asset-browse';
import { AssetsRoute } from './routes/assets';
import { CollectionsRoute } from './routes/collections';
import { DashboardRoute } from './routes/dashboard';
import { EntriesRoute } from './routes/entries';
import { EntryCreateRoute } from './routes/entry-create';
import { EntryEditRoute } from './routes/entry-edit';
import { EntryHistoryRoute } from './routes/entry-history';
import { GlobalEditRoute } from './routes/global-edit';
import { GlobalHistoryRoute } from './routes/global-history';
import { GlobalsRoute } from './routes/globals';
import { NavigationEditRoute } from './routes/navigation-edit';
import { NavigationsRoute } from './routes/navigations';
import { NotFoundRoute, RouteError } from './routes/not-found';
import { PreferencesRoute } from './routes/preferences';
import { RoleEditRoute } from './routes/role-edit';
import { RolesRoute } from './routes/roles';
import { Shell } from './routes/shell';
import { TaxonomiesRoute } from './routes/taxonomies';
import { TermCreateRoute } from './routes/term-create';
import { TermEditRoute } from './routes/term-edit';
import { TermHistoryRoute } from './routes/term-history';
import { TermsRoute } from './routes/terms';
import { UserCreateRoute } from './routes/user-create';
import { UserEditRoute } from './routes/user-edit';
import { UsersRoute } from './routes/users';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      // Statamic's landing screen: recent changes, drafts and scheduled entries.
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardRoute /> },
      { path: 'collections', element: <CollectionsRoute /> },
      { path: 'collections/:collection', element: <EntriesRoute /> },
      { path: 'collections/:collection/entries/create/:site', element: <EntryCreateRoute /> },
      { path: 'collections/:collection/entries/:id', element: <EntryEditRoute /> },
      { path: 'navigation', element: <NavigationsRoute /> },
      { path: 'navigation/:nav', element: <NavigationEditRoute /> },
      { path: 'collections/:collection/entries/:id/history', element: <EntryHistoryRoute /> },
      { path: 'globals', element: <GlobalsRoute /> },
      { path: 'globals/:handle', element: <GlobalEditRoute /> },
      { path: 'globals/:handle/history', element: <GlobalHistoryRoute /> },
      { path: 'assets', element: <AssetsRoute /> },
      // A folder, or (Statamic's `…/{path}/edit`) one asset: the route tells them apart.
      { path: 'assets/browse/:container/*', element: <AssetBrowseRoute /> },
      { path: 'taxonomies', element: <TaxonomiesRoute /> },
      { path: 'taxonomies/:taxonomy', element: <TermsRoute /> },
      { path: 'taxonomies/:taxonomy/terms/create', element: <TermCreateRoute /> },
      { path: 'taxonomies/:taxonomy/terms/:slug', element: <TermEditRoute /> },
      { path: 'taxonomies/:taxonomy/terms/:slug/history', element: <TermHistoryRoute /> },
      { path: 'preferences', element: <PreferencesRoute /> },
      { path: 'users', element: <UsersRoute /> },
      { path: 'users/create', element: <UserCreateRoute /> },
      { path: 'users/:id/edit', element: <UserEditRoute /> },
      { path: 'roles', element: <RolesRoute /> },
      { path: 'roles/create', element: <RoleEditRoute /> },
      { path: 'roles/:handle/edit', element: <RoleEditRoute /> },
      { path: 'account', element: <AccountRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again: show it rather than retrying.
        retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: React.ReactNode }) {
  return (
    <CpI18nProvider>
      <QueryClientProvider client={client}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </CpI18nProvider>
  );
}

export function App() {
  const [client] = useState(makeQueryClient);
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/cp' }));
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
