import { matchPath, paths } from '@kundenportal/domain/routing/paths';
import type { RouteObject } from 'react-router';

/**
 * The route table: the spec's paths (packages/domain routing/paths.ts, section 2) that this app has
 * built, each loaded lazily so every page is its own chunk and the login route stays small. Titles and
 * permissions come from the domain's route rules. A path not listed is not built: the navigation hides
 * it and the catch-all route says 'Die Seite wurde nicht gefunden.'.
 * The /intro pages are listed here, part of every first load; the /app pages in app-routes.ts, which
 * comes with the app's layout (a logged-in first load preloads it, the login page never needs it).
 */
export type AppRoute = { path: string; lazy: NonNullable<RouteObject['lazy']> };

export const logoutRoute = () =>
  import('../features/auth/routes/logout-page').then((m) => ({ loader: m.loader, Component: m.LogoutPage }));

/** #/pruefen (issue 27): a root of its own, in the intro layout (router.tsx), open with and without a session. */
export const signatureCheckRoute: AppRoute = {
  path: paths.signatureCheck,
  lazy: () =>
    import('../features/signatures/routes/signature-check-page').then((m) => ({
      Component: m.SignatureCheckPage,
    })),
};

export const introRoutes: readonly AppRoute[] = [
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
  signatureCheckRoute,
  {
    path: paths.publicImprint,
    lazy: () =>
      import('../features/legal/routes/public-legal-pages').then((m) => ({ Component: m.PublicImprintPage })),
  },
  {
    path: paths.publicPrivacy,
    lazy: () =>
      import('../features/legal/routes/public-legal-pages').then((m) => ({ Component: m.PublicPrivacyPage })),
  },
];

/** Whether a table has a page for this concrete path. */
export function hasPage(table: readonly AppRoute[], path: string): boolean {
  return table.some((route) => matchPath(route.path, path) !== null);
}

/** A table's routes below one root ('/intro' or '/app'), with paths relative to it. */
export function childRoutes(table: readonly AppRoute[], root: '/intro' | '/app'): RouteObject[] {
  return table
    .filter((route) => route.path.startsWith(`${root}/`))
    .map((route) => ({ path: route.path.slice(root.length + 1), lazy: route.lazy }));
}
