import { paths } from '@kundenportal/domain/routing/paths';
import { isWorkspacePath, workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { createHashRouter, redirect } from 'react-router';
import { PageLoader } from '../components/ui/loader';
import { onSessionEnd } from '../lib/session';
import { guardLoader } from './guard';
import { IntroLayout } from './intro-layout';
import { queryClient } from './query-client';
import { RootLayout, RouteError } from './root-layout';
import { childRoutes } from './route-table';

/**
 * Hash routes under the spec's roots /intro and /app (section 2). The root's loader is the guard: it
 * runs before every navigation (hence `shouldRevalidate`), so no page renders before its rule passed.
 */
export const router = createHashRouter([
  {
    id: 'root',
    path: '/',
    loader: guardLoader,
    shouldRevalidate: () => true,
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { path: 'intro', Component: IntroLayout, children: childRoutes('/intro') },
      {
        path: 'app',
        lazy: () => import('./app-layout').then((m) => ({ Component: m.AppLayout })),
        children: childRoutes('/app'),
      },
      {
        // The adviser workspace (issue 14): its own root, layout and guard; the customer guard lets it be.
        path: 'berater',
        lazy: () =>
          Promise.all([
            import('../features/workspace/routes/workspace-layout'),
            import('../features/workspace/routes/workspace-guard'),
          ]).then(([layout, guard]) => ({ Component: layout.WorkspaceLayout, loader: guard.workspaceGuard })),
        shouldRevalidate: () => true,
        children: [
          { index: true, Component: () => null },
          {
            path: 'login',
            lazy: () =>
              import('../features/workspace/routes/workspace-login-page').then((m) => ({
                Component: m.WorkspaceLoginPage,
              })),
          },
          {
            path: 'passwort-vergessen',
            lazy: () =>
              import('../features/workspace/routes/workspace-forgot-password-page').then((m) => ({
                Component: m.WorkspaceForgotPasswordPage,
              })),
          },
          {
            path: 'passwort/:code',
            lazy: () =>
              import('../features/workspace/routes/workspace-reset-password-page').then((m) => ({
                Component: m.WorkspaceResetPasswordPage,
              })),
          },
          {
            path: 'kunden',
            lazy: () =>
              import('../features/workspace/routes/customers-page').then((m) => ({
                Component: m.CustomersPage,
              })),
          },
          {
            path: 'kunden/:id',
            lazy: () =>
              import('./pages/workspace-customer-page').then((m) => ({
                Component: m.WorkspaceCustomerRoute,
              })),
          },
          {
            path: 'agentur',
            lazy: () =>
              import('../features/workspace/routes/agency-page').then((m) => ({ Component: m.AgencyPage })),
          },
          {
            path: 'zugang',
            lazy: () =>
              import('../features/workspace/routes/workspace-access-page').then((m) => ({
                Component: m.WorkspaceAccessPage,
              })),
          },
          {
            path: 'formulare',
            lazy: () =>
              import('../features/workspace/routes/form-templates-page').then((m) => ({
                Component: m.FormTemplatesPage,
              })),
          },
          {
            path: 'formulare/:key',
            lazy: () =>
              import('./pages/workspace-form-template-page').then((m) => ({
                Component: m.WorkspaceFormTemplateRoute,
              })),
          },
          {
            path: 'empfehlungen',
            lazy: () =>
              import('../features/workspace/routes/referrals-page').then((m) => ({
                Component: m.ReferralsPage,
              })),
          },
          {
            path: 'einladungen',
            lazy: () =>
              import('../features/workspace/routes/invitations-page').then((m) => ({
                Component: m.InvitationsPage,
              })),
          },
          ...['eingang', 'eingang/:kategorie'].map((path) => ({
            path,
            lazy: () =>
              import('./pages/workspace-inbox-page').then((m) => ({ Component: m.WorkspaceInboxRoute })),
          })),
          { path: '*', loader: () => redirect(workspacePaths.customers) },
        ],
      },
      // Everything else is decided by the guard (it always redirects).
      { path: '*', Component: () => null },
    ],
  },
]);

function currentPath(): string {
  return router.state.navigation.location?.pathname ?? router.state.location.pathname;
}

// When the session ends (logout, or an API error that logs out): drop cached account and person data
// and leave the app pages for the login (spec section 4). Intro pages handle it themselves.
onSessionEnd((realm) => {
  if (realm === 'adviser') {
    queryClient.removeQueries({ queryKey: ['workspace'] });
    if (isWorkspacePath(currentPath())) void router.navigate(workspacePaths.login);
    return;
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'workspace' });
  if (currentPath().startsWith('/app')) void router.navigate(paths.login);
});

/**
 * Resolves once the first navigation has run its guard and loaded its page, so the first render is
 * that page (used while the prerendered login page is shown: no loader in between, main.tsx).
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
