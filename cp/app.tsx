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
import { CollectionsRoute } from './routes/collections';
import { EntriesRoute } from './routes/entries';
import { EntryCreateRoute } from './routes/entry-create';
import { EntryEditRoute } from './routes/entry-edit';
import { GlobalEditRoute } from './routes/global-edit';
import { GlobalsRoute } from './routes/globals';
import { NotFoundRoute, RouteError } from './routes/not-found';
import { PreferencesRoute } from './routes/preferences';
import { RoleEditRoute } from './routes/role-edit';
import { RolesRoute } from './routes/roles';
import { Shell } from './routes/shell';
import { TaxonomiesRoute } from './routes/taxonomies';
import { TermCreateRoute } from './routes/term-create';
import { TermEditRoute } from './routes/term-edit';
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
      // The dashboard is the collections list for now (Statamic's default dashboard is empty too).
      { index: true, element: <Navigate to="/collections" replace /> },
      { path: 'collections', element: <CollectionsRoute /> },
      { path: 'collections/:collection', element: <EntriesRoute /> },
      { path: 'collections/:collection/entries/create/:site', element: <EntryCreateRoute /> },
      { path: 'collections/:collection/entries/:id', element: <EntryEditRoute /> },
      { path: 'globals', element: <GlobalsRoute /> },
      { path: 'globals/:handle', element: <GlobalEditRoute /> },
      { path: 'taxonomies', element: <TaxonomiesRoute /> },
      { path: 'taxonomies/:taxonomy', element: <TermsRoute /> },
      { path: 'taxonomies/:taxonomy/terms/create', element: <TermCreateRoute /> },
      { path: 'taxonomies/:taxonomy/terms/:slug', element: <TermEditRoute /> },
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
