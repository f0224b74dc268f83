import { workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { type RouteObject, redirect } from 'react-router';

/**
 * The adviser workspace's pages below #/berater (issue 14). Only advisers need them, so they are not
 * part of the router customers load first: the router patches them in on the first navigation into
 * the workspace (router.tsx, `patchRoutesOnNavigation`).
 */
export const workspaceRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: () =>
      import('../features/workspace/session/workspace-login-page').then((m) => ({
        Component: m.WorkspaceLoginPage,
      })),
  },
  {
    path: 'passwort-vergessen',
    lazy: () =>
      import('../features/workspace/session/workspace-forgot-password-page').then((m) => ({
        Component: m.WorkspaceForgotPasswordPage,
      })),
  },
  {
    path: 'passwort/:code',
    lazy: () =>
      import('../features/workspace/session/workspace-reset-password-page').then((m) => ({
        Component: m.WorkspaceResetPasswordPage,
      })),
  },
  {
    path: 'kunden',
    lazy: () =>
      import('../features/workspace/customers/customers-page').then((m) => ({
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
    lazy: () => import('./pages/workspace-agency-page').then((m) => ({ Component: m.WorkspaceAgencyRoute })),
  },
  {
    path: 'zugang',
    lazy: () =>
      import('../features/workspace/session/workspace-access-page').then((m) => ({
        Component: m.WorkspaceAccessPage,
      })),
  },
  {
    path: 'formulare',
    lazy: () =>
      import('../features/workspace/forms/form-templates-page').then((m) => ({
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
      import('../features/workspace/referrals/referrals-page').then((m) => ({
        Component: m.ReferralsPage,
      })),
  },
  {
    path: 'bestandsuebertragungen',
    lazy: () =>
      import('../features/workspace/bestandsuebertragungen/transfers-board-page').then((m) => ({
        Component: m.TransfersBoardPage,
      })),
  },
  {
    path: 'vergleichsrechner',
    lazy: () =>
      import('../features/workspace/vergleichsrechner/rechner-page').then((m) => ({
        Component: m.RechnerPage,
      })),
  },
  {
    path: 'import',
    lazy: () =>
      import('../features/workspace/portfolio-import/portfolio-import-page').then((m) => ({
        Component: m.PortfolioImportPage,
      })),
  },
  {
    path: 'einladungen',
    lazy: () =>
      import('../features/workspace/invitations/invitations-page').then((m) => ({
        Component: m.InvitationsPage,
      })),
  },
  ...['eingang', 'eingang/:kategorie'].map((path) => ({
    path,
    lazy: () => import('./pages/workspace-inbox-page').then((m) => ({ Component: m.WorkspaceInboxRoute })),
  })),
  {
    path: 'pruefen',
    lazy: () =>
      import('../features/signatures/routes/workspace-signature-check-page').then((m) => ({
        Component: m.WorkspaceSignatureCheckPage,
      })),
  },
  { path: '*', loader: () => redirect(workspacePaths.customers) },
];
