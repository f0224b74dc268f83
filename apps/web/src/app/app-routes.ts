import { paths } from '@kundenportal/domain/routing/paths';
import { queryClient } from './query-client';
import { type AppRoute, hasPage, introRoutes, logoutRoute } from './route-table';

/**
 * The logged-in app's pages (/app, spec section 2), patched into the router on the first navigation
 * below /app (router.tsx). This module is part of the app layout's chunk (it needs `isBuilt` for the
 * navigation), so the login page's first load carries none of it.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: paths.adviserInfo,
    lazy: () => import('./pages/adviser-info-page').then((m) => ({ Component: m.AdviserInfoRoute })),
  },
  {
    path: paths.adviserChat,
    lazy: () => import('./pages/chat-route').then((m) => ({ Component: m.ChatRoute })),
  },
  {
    path: paths.referral,
    lazy: () =>
      Promise.all([import('./pages/referral-page'), import('../features/referrals/api/referrals-api')]).then(
        ([page, api]) => ({
          Component: page.ReferralRoute,
          loader: () => api.prefetchReferralPage(queryClient),
        }),
      ),
  },
  {
    path: paths.adviserForm,
    lazy: () =>
      import('../features/adviser-forms/routes/adviser-form-page').then((m) => ({
        Component: m.AdviserFormPage,
      })),
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
    // The list (contracts feature) with the Vertragsspiegel in the PDF viewer (documents), composed in app/pages.
    path: paths.contractList,
    lazy: () =>
      import('./pages/contract-list-page').then((m) => ({
        Component: m.ContractListWithVertragsspiegelPage,
      })),
  },
  {
    path: paths.contractAdd,
    lazy: () =>
      import('../features/contracts/routes/contract-edit-page').then((m) => ({
        Component: m.ContractAddPage,
      })),
  },
  {
    path: paths.contractEdit,
    lazy: () =>
      import('../features/contracts/routes/contract-edit-page').then((m) => ({
        Component: m.ContractEditPage,
      })),
  },
  {
    // The contract (contracts feature) with its documents (documents feature), composed in app/pages.
    path: paths.contractView,
    lazy: () =>
      import('./pages/contract-view-page').then((m) => ({ Component: m.ContractViewWithDocumentsPage })),
  },
  {
    // The liquidity view (liquidity feature) of the contract list (contracts feature), composed in app/pages.
    path: paths.liquidity,
    lazy: () => import('./pages/liquidity-page').then((m) => ({ Component: m.LiquidityOfContractsPage })),
  },
  {
    // The accounts (banking feature); a found contract added refreshes the contracts feature's list.
    path: paths.bankAccounts,
    lazy: () =>
      import('./pages/bank-accounts-page').then((m) => ({ Component: m.AccountsWithContractsPage })),
  },
  {
    path: paths.bankAccount,
    lazy: () => import('../features/banking/routes/account-page').then((m) => ({ Component: m.AccountPage })),
  },
  {
    // The reminders (reminders feature) with the household's contract titles (contracts feature), composed in app/pages.
    path: paths.reminder,
    lazy: () => import('./pages/reminders-page').then((m) => ({ Component: m.RemindersWithContractsPage })),
  },
  {
    // The contact persons (contact-persons feature) with the household's contracts (contracts feature), composed in app/pages.
    path: paths.contactPersons,
    lazy: () =>
      import('./pages/contact-persons-page').then((m) => ({ Component: m.ContactPersonsWithContractsPage })),
  },
  {
    // The damage report (adviser feature) with the household's contracts (contracts feature) and the upload
    // of its photos (documents feature), composed in app/pages.
    path: paths.damage,
    lazy: () =>
      import('./pages/damage-report-page').then((m) => ({ Component: m.DamageReportWithContractsPage })),
  },
  {
    // The transfers (bestandsuebertragung feature) with the household's contracts (contracts feature), composed in app/pages.
    path: paths.portfolioTransfer,
    lazy: () =>
      import('./pages/bestandsuebertragung-page').then((m) => ({
        Component: m.BestandsuebertragungWithContractsPage,
      })),
  },
  {
    // The Bedarfscheck (bedarfscheck feature) with the persons, the contracts and the adviser's enquiry, composed in app/pages.
    path: paths.needsCheck,
    lazy: () =>
      import('./pages/bedarfscheck-page').then((m) => ({ Component: m.BedarfscheckWithHouseholdPage })),
  },
  {
    // The Vorsorgestatus (vorsorgestatus feature) with the persons and the adviser's enquiry, composed in app/pages.
    path: paths.pensionStatus,
    lazy: () =>
      import('./pages/vorsorgestatus-page').then((m) => ({ Component: m.VorsorgestatusWithHouseholdPage })),
  },
  {
    path: paths.compare,
    lazy: () =>
      import('../features/vergleichsrechner/routes/vergleichen-page').then((m) => ({
        Component: m.VergleichenPage,
      })),
  },
  {
    path: paths.approvals,
    lazy: () =>
      import('../features/freigaben/routes/freigaben-page').then((m) => ({ Component: m.FreigabenPage })),
  },
  {
    path: paths.approvalLink,
    lazy: () =>
      import('../features/freigaben/routes/contract-link-page').then((m) => ({
        Component: m.ContractLinkPage,
      })),
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
  {
    // The own picture with its crop step: react-easy-crop is loaded only with this page.
    path: paths.avatar,
    lazy: () => import('../features/avatar/routes/avatar-page').then((m) => ({ Component: m.AvatarPage })),
  },
  {
    path: paths.notifications,
    lazy: () =>
      import('../features/notifications/routes/notifications-page').then((m) => ({
        Component: m.NotificationsPage,
      })),
  },
  {
    // The diagnostics page (issue 34, ADR 312): its own chunk, loaded only when opened.
    path: paths.devtools,
    lazy: () =>
      import('../features/devtools/routes/devtools-page').then((m) => ({ Component: m.DevtoolsPage })),
  },
  {
    path: paths.devices,
    lazy: () => import('../features/devices/routes/devices-page').then((m) => ({ Component: m.DevicesPage })),
  },
  {
    path: paths.myData,
    lazy: () =>
      import('../features/data-export/routes/data-export-page').then((m) => ({
        Component: m.DataExportPage,
      })),
  },
  {
    path: paths.accountErasure,
    lazy: () =>
      import('../features/account-erasure/routes/account-erasure-page').then((m) => ({
        Component: m.AccountErasurePage,
      })),
  },
  {
    path: paths.notfallkarte,
    lazy: () =>
      import('../features/notfallkarte/routes/notfallkarte-page').then((m) => ({
        Component: m.NotfallkartePage,
      })),
  },
  { path: paths.appLogout, lazy: logoutRoute },
];

/** Whether the app has a page for this concrete path (the navigation hides what is not built). */
export function isBuilt(path: string): boolean {
  return hasPage(introRoutes, path) || hasPage(appRoutes, path);
}
