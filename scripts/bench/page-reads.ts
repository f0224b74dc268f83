/**
 * Issue 34, "every read lean": the authenticated GETs the web app (customer app and workspace) makes when a
 * page loads, as `npm run bench -- --only reads` measures them, and every other authenticated GET of the API
 * with the reason it is not one. apps/server/test/page-reads.test.ts keeps both honest: every authenticated
 * GET of the OpenAPI document is in exactly one of the two lists, every page read is called somewhere in the
 * web app's source, and a route listed as not called by it is not.
 */

/** The seeded values a path's parameters take (bench/reads-data.ts finds them). */
export type SeededId =
  | 'person'
  | 'contract'
  | 'damageReport'
  | 'form'
  | 'bankAccount'
  | 'legalKey'
  | 'avatarSize'
  | 'contractLink'
  | 'customer'
  | 'customerContract'
  | 'formTemplate'
  | 'inboxCategory';

export type PageRead = {
  /** The route as the OpenAPI document names it. */
  route: string;
  /** The page (or the frame every page has) that reads it. */
  page: string;
  /** Each path parameter's seeded value. */
  params?: Record<string, SeededId>;
  /** The query the page sends, with its `?`. */
  query?: string;
  /** Where the web builds the path from data (a table, the server's answer): the file and its code. */
  built?: { file: string; code: string };
};

const app = (route: string, page: string, params?: Record<string, SeededId>): PageRead => ({
  route: `/api${route}`,
  page,
  ...(params ? { params } : {}),
});

/** The documents of one owner: `/${ownerPathSegment[owner.type]}/${owner.id}/documents`. */
const ownerDocuments = {
  file: 'apps/web/src/features/documents/api/get-documents.ts',
  code: `\`/\${ownerPathSegment[owner.type]}/\${owner.id}/documents\``,
};

/** Customer app (#/app/…): Max's household. */
const CUSTOMER_READS: PageRead[] = [
  app('/users/me', 'every page (the session)'),
  app('/users/avatar/{size}', 'every page (own picture)', { size: 'avatarSize' }),
  {
    ...app('/config/agent/avatar', 'Berater (photo)'),
    // The profile (users/me) names the photo's path.
    built: { file: 'apps/web/src/features/adviser/api/adviser-photo.ts', code: "apiBlob((path ?? '')" },
  },
  app('/rating', 'every page (rating prompt)'),
  app('/chat/ungelesen', 'every page (unread badge)'),
  app('/persons', 'Personen, Bedarfscheck, Vorsorgestatus'),
  app('/persons/{id}', 'Person bearbeiten', { id: 'person' }),
  {
    ...app('/persons/{id}/documents', 'Person bearbeiten (documents)', { id: 'person' }),
    built: ownerDocuments,
  },
  app('/contracts', 'Verträge, Erinnerungen, Ansprechpartner, Schaden'),
  app('/contracts/{id}', 'Vertrag', { id: 'contract' }),
  { ...app('/contracts/{id}/documents', 'Vertrag (documents)', { id: 'contract' }), built: ownerDocuments },
  app('/reminders', 'Erinnerungen'),
  app('/calendar/feed', 'Erinnerungen (calendar feed)'),
  app('/ansprechpartner', 'Ansprechpartner'),
  app('/documents', 'Dokumente'),
  app('/documents/categories', 'Dokumente'),
  app('/users/freigaben', 'Dokumente (released by the adviser)'),
  app('/meinefreigaben', 'Freigaben'),
  app('/jwtcontracts/{token}', 'Freigabe-Link', { token: 'contractLink' }),
  app('/schadensmeldung', 'Schaden melden (reports)'),
  {
    ...app('/inquire/{id}/documents', 'Schaden melden (a report’s photos)', { id: 'damageReport' }),
    built: ownerDocuments,
  },
  app('/forms', 'Formulare'),
  app('/forms/{key}', 'Formular', { key: 'form' }),
  app('/bestandsuebertragung', 'Bestandsübertragung'),
  app('/bedarfscheck', 'Bedarfscheck'),
  app('/vorsorgestatus', 'Vorsorgestatus'),
  app('/vergleichsrechner', 'Vergleichen'),
  app('/notfallkarte', 'Notfallkarte'),
  app('/notfallkarte/kontakt', 'Notfallkarte (contact)'),
  app('/chat', 'Chat'),
  app('/push/key', 'Chat (push toggle)'),
  app('/users/slug/url', 'Empfehlen'),
  app('/users/referrals/tiers', 'Empfehlen'),
  app('/users/referrals/payments', 'Empfehlen'),
  app('/users/referrals/voucher-types', 'Empfehlen'),
  app('/users/referrals/share-text', 'Empfehlen'),
  app('/users/referrals', 'Empfehlen'),
  app('/social/recommendation', 'Empfehlen (recommend the app)'),
  app('/notifications', 'Benachrichtigungen'),
  app('/notification/rules/config', 'Benachrichtigungen'),
  app('/users/sitzungen', 'Geräte'),
  app('/passkeys', 'Passwort (biometric login)'),
  app('/users/loeschen', 'Konto löschen'),
  app('/legal/{key}', 'Datenschutz, Nutzungsbedingungen', { key: 'legalKey' }),
  app('/users/banking/status', 'Konten'),
  app('/users/banking/bankconnects/status', 'Konten (bank connections)'),
  app('/users/banking/vorschlaege', 'Konten (found contracts)'),
  app('/users/banking/account/{id}/transactions', 'Konto', { id: 'bankAccount' }),
  app('/users/banking/liquiditaet', 'Liquidität'),
];

/** Workspace (#/berater/…): Thomas Berger's agency. */
const WORKSPACE_READS: PageRead[] = [
  app('/berater/me', 'every page (the session)'),
  app('/berater/eingang', 'Eingang'),
  app('/berater/eingang/{kategorie}', 'Eingang (a category)', { kategorie: 'inboxCategory' }),
  app('/berater/chat', 'Chat'),
  app('/berater/kunden', 'Kunden'),
  { ...app('/berater/kunden', 'Kunden (search)'), query: '?q=mu' },
  app('/berater/kunden/{id}', 'Kunde', { id: 'customer' }),
  app('/berater/kunden/{id}/chat', 'Kunde (chat)', { id: 'customer' }),
  app('/berater/kunden/{id}/protokoll', 'Kunde (Protokoll)', { id: 'customer' }),
  app('/berater/kunden/{id}/bedarfscheck', 'Kunde (Bedarfscheck)', { id: 'customer' }),
  app('/berater/kunden/{id}/vorsorgestatus', 'Kunde (Vorsorgestatus)', { id: 'customer' }),
  app('/berater/kunden/{id}/vertraege/{contractId}', 'Kunde (Vertrag)', {
    id: 'customer',
    contractId: 'customerContract',
  }),
  app('/berater/vorlagen', 'Zugänge (Vorlagen)'),
  app('/berater/formulare', 'Formulare'),
  app('/berater/formulare/{key}', 'Formular', { key: 'formTemplate' }),
  app('/berater/agentur', 'Agentur'),
  app('/berater/agentur/protokoll', 'Agentur (Protokoll)'),
  app('/berater/einladungen', 'Einladungen'),
  app('/berater/empfehlungen', 'Empfehlungen'),
  app('/berater/bestandsuebertragungen', 'Bestandsübertragungen'),
  app('/berater/versicherer-einstellungen', 'Bestandsübertragungen (Versicherer)'),
  app('/berater/vergleichsrechner', 'Vergleichsrechner'),
  app('/berater/passkeys', 'Passwort (passkeys)'),
];

export const PAGE_READS: readonly PageRead[] = [...CUSTOMER_READS, ...WORKSPACE_READS];

/** Why an authenticated GET is not a page load's read. */
export type NotMeasured =
  | { why: 'not called by the web app'; note: string }
  | {
      why: 'a download on a click' | 'a stream' | 'after an action' | 'asks the bank aggregator';
      note: string;
    };

/** Every other authenticated GET of the API. */
export const NOT_PAGE_READS: Readonly<Record<string, NotMeasured>> = {
  '/api/notfallkarte/pdf': { why: 'a download on a click', note: 'the emergency card as a PDF' },
  '/api/contracts/vertragsspiegel.pdf': {
    why: 'a download on a click',
    note: 'opened in the PDF viewer by its button (bench --only contracts)',
  },
  '/api/contracts/{id}/kalender.ics': { why: 'a download on a click', note: 'a contract’s date as .ics' },
  '/api/reminders/{id}/kalender.ics': { why: 'a download on a click', note: 'a reminder as .ics' },
  '/api/documents/ticket': {
    why: 'a download on a click',
    note: 'the ticket of a file being opened (bench --only documents)',
  },
  '/api/berater/kunden/{id}/dokumente/{documentId}': {
    why: 'a download on a click',
    note: 'a customer’s file',
  },
  '/api/berater/bestandsuebertragungen/{id}/anschreiben.pdf': {
    why: 'a download on a click',
    note: 'the letter to an insurer (bench --only letters)',
  },
  '/api/chat/stream': { why: 'a stream', note: 'Server-Sent Events (bench --only chat)' },
  '/api/berater/chat/stream': { why: 'a stream', note: 'Server-Sent Events (bench --only chat)' },
  '/api/users/export/{id}': {
    why: 'after an action',
    note: 'the state of a requested export, asked until it is ready (bench --only export)',
  },
  '/api/berater/import/{id}': {
    why: 'after an action',
    note: 'the pages of an uploaded portfolio’s preview (bench --only import)',
  },
  '/api/users/banking/webform/{id}': {
    why: 'asks the bank aggregator',
    note: 'the state of a finAPI web form, asked while it is open',
  },
  '/api/users/banking/bankconnects/{id}/status': {
    why: 'asks the bank aggregator',
    note: 'one bank connection as finAPI tells it',
  },
  '/api/produkttext/{sparte}': { why: 'not called by the web app', note: 'the partner app’s product texts' },
};
