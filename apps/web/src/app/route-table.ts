import { matchPath, paths } from '@kundenportal/domain/routing/paths';
import type { RouteObject } from 'react-router';

/**
 * The one route table: the spec's paths (packages/domain routing/paths.ts, section 2) that this app
 * has built, each loaded lazily so every page is its own chunk and the login route stays small.
 * Titles and permissions come from the domain's route rules. A path not listed here is not built: the
 * navigation hides it and the guard sends the user to the landing page.
 */
export type AppRoute = { path: string; lazy: NonNullable<RouteObject['lazy']> };

const logoutRoute = () =>
  import('../features/auth/routes/logout-page').then((m) => ({ loader: m.loader, Component: m.LogoutPage }));

export const routeTable: readonly AppRoute[] = [
  {
    path: paths.login,
    lazy: () => import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    // The login page with the forgot-password modal open (spec section 2).
    path: paths.forgotPassword,
    lazy: () => import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  { path: paths.introLogout, lazy: logoutRoute },
  {
    path: paths.signup,
    lazy: () => import('../features/auth/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: paths.resetPassword,
    lazy: () =>
      import('../features/auth/routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: paths.setup,
    lazy: () => import('../features/auth/routes/setup-page').then((m) => ({ Component: m.SetupPage })),
  },
  {
    path: paths.sso,
    lazy: () => import('../features/auth/routes/sso-page').then((m) => ({ Component: m.SsoPage })),
  },
  {
    path: paths.emailConfirm,
    lazy: () =>
      import('../features/auth/routes/confirm-email-page').then((m) => ({ Component: m.ConfirmEmailPage })),
  },
  {
    path: paths.adviserInfo,
    lazy: () =>
      import('../features/adviser/routes/adviser-info-page').then((m) => ({ Component: m.AdviserInfoPage })),
  },
  {
    path: paths.invite,
    lazy: () => import('../features/adviser/routes/invite-page').then((m) => ({ Component: m.InvitePage })),
  },
  {
    path: paths.personList,
    lazy: () =>
      import('../features/persons/routes/person-list-page').then((m) => ({ Component: m.PersonListPage })),
  },
  {
    path: paths.personEdit,
    lazy: () =>
      import('./pages/person-edit-page').then((m) => ({ Component: m.PersonEditWithDocumentsPage })),
  },
  {
    path: paths.personMail,
    lazy: () =>
      import('../features/persons/routes/person-mail-page').then((m) => ({ Component: m.PersonMailPage })),
  },
  {
    path: paths.documents,
    lazy: () =>
      import('../features/documents/routes/documents-page').then((m) => ({ Component: m.DocumentsPage })),
  },
  {
    path: paths.imprint,
    lazy: () => import('../features/legal/routes/imprint-page').then((m) => ({ Component: m.ImprintPage })),
  },
  {
    path: paths.terms,
    lazy: () =>
      import('../features/legal/routes/legal-document-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.privacy,
    lazy: () =>
      import('../features/legal/routes/legal-document-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    // The password area: change password (account) and biometric login (auth), composed in app/pages.
    path: paths.password,
    lazy: () => import('./pages/account-password-page').then((m) => ({ Component: m.AccountPasswordPage })),
  },
  {
    path: paths.email,
    lazy: () =>
      import('../features/account/routes/change-email-page').then((m) => ({ Component: m.ChangeEmailPage })),
  },
  { path: paths.appLogout, lazy: logoutRoute },
];

/** Whether the app has a page for this concrete path. */
export function isBuilt(path: string): boolean {
  return routeTable.some((route) => matchPath(route.path, path) !== null);
}

/** The table's routes below one root ('/intro' or '/app'), with paths relative to it. */
export function childRoutes(root: '/intro' | '/app'): RouteObject[] {
  return routeTable
    .filter((route) => route.path.startsWith(`${root}/`))
    .map((route) => ({ path: route.path.slice(root.length + 1), lazy: route.lazy }));
}
