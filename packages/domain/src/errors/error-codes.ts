import { dataExportTexts } from '../texts/data-export';
import { messages } from '../texts/messages';
import { availabilityErrors } from './availability-errors';
import { bankingProviderErrors } from './banking-provider-errors';

/** The error catalogue of spec section 8: code, HTTP status and German message. */
export const authErrorCodes = [
  'token_not_provided',
  'token_expired',
  'token_just_to_complete',
  'token_invalid',
  'user_not_found',
  'user_not_active',
  'client_not_allowed',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

const invalidRequest = 'Die Anfrage ist ungültig.';
const noLongerValid = 'Die Anfrage ist nicht mehr gültig.';
const entryNotFound = 'Der Eintrag wurde nicht gefunden.';

export const errorCatalogue = {
  token_not_provided: { status: 401, message: 'Es wurde kein Token mitgeliefert.', logout: true },
  token_expired: { status: 401, message: noLongerValid, logout: true },
  token_just_to_complete: { status: 401, message: noLongerValid, logout: true },
  token_invalid: { status: 401, message: invalidRequest, logout: true },
  user_not_found: { status: 401, message: 'Der Benutzer wurde nicht gefunden.', logout: true },
  user_not_active: { status: 403, message: 'Der Benutzer ist nicht aktiv.', logout: true },
  client_not_allowed: {
    status: 403,
    message: 'Der Zugang ist für diese Anwendung nicht gültig.',
    logout: true,
  },
  could_not_find_contract: { status: 404, message: 'Der Vertrag wurde nicht gefunden.', logout: false },
  /** Reminders (issue 10): an unknown or another customer's reminder id. */
  could_not_find_reminder: { status: 404, message: 'Die Erinnerung wurde nicht gefunden.', logout: false },
  /** Requests to the adviser (issue 11): the customer has no adviser (or one without e-mail) to send to. */
  adviser_required: { status: 403, message: 'Du bist noch mit keinem Berater verbunden.', logout: false },
  /** Damage reports (issue 11): an unknown or another customer's report id. */
  could_not_find_damage_report: {
    status: 404,
    message: 'Die Schadensmeldung wurde nicht gefunden.',
    logout: false,
  },
  /** Adviser forms (issue 12): no such form, or not one this customer may fill in. */
  could_not_find_form: { status: 404, message: 'Das Formular wurde nicht gefunden.', logout: false },
  /** The adviser changed the form between loading and sending: the customer checks the new version. */
  form_version_changed: {
    status: 409,
    message: 'Das Formular wurde inzwischen geändert. Bitte prüfe es noch einmal.',
    logout: false,
  },
  /** A damage report is sent once; sending it again changes nothing. */
  damage_report_already_sent: {
    status: 409,
    message: 'Die Schadensmeldung wurde bereits gesendet.',
    logout: false,
  },
  /** Contact persons (issue 11): an unknown or another customer's Ansprechpartner id. */
  could_not_find_contact_person: {
    status: 404,
    message: 'Der Ansprechpartner wurde nicht gefunden.',
    logout: false,
  },
  /** Bestandsübertragung (issue 29): an unknown transfer, or one of another household or agency. */
  could_not_find_transfer: {
    status: 404,
    message: 'Die Bestandsübertragung wurde nicht gefunden.',
    logout: false,
  },
  /** An agency's settings per insurer: a name neither of the insurers list nor of its transfers (ADR 190). */
  could_not_find_insurer: {
    status: 404,
    message: 'Der Versicherer wurde nicht gefunden.',
    logout: false,
  },
  /** A transfer is withdrawn only until a contract of it was sent to an insurer (issue 29). */
  transfer_already_sent: {
    status: 409,
    message: 'Die Anfrage ist schon beim Versicherer und kann nicht mehr zurückgezogen werden.',
    logout: false,
  },
  /** The workspace's step on a contract of a transfer whose mandate is not signed yet. */
  transfer_not_signed: {
    status: 409,
    message: 'Die Vollmacht zu dieser Übertragung ist noch nicht unterschrieben.',
    logout: false,
  },
  /** The workspace's step on a contract of a withdrawn transfer. */
  transfer_withdrawn: { status: 409, message: 'Die Übertragung wurde zurückgezogen.', logout: false },
  /** The insurer has confirmed or refused the contract: nothing follows (ADR 153). */
  transfer_contract_final: {
    status: 409,
    message: 'Der Versicherer hat über diesen Vertrag schon entschieden.',
    logout: false,
  },
  /** A step the status machine does not allow from the contract's status (ADR 153). */
  transfer_step_not_allowed: {
    status: 409,
    message: 'Dieser Schritt passt nicht zum Stand des Vertrags.',
    logout: false,
  },
  /** The letter goes by e-mail only where the insurer's or the agency's e-mail for broker changes is known. */
  transfer_letter_no_email: {
    status: 409,
    message:
      'Für diesen Versicherer ist keine E-Mail-Adresse bekannt. Bitte senden Sie das Anschreiben per Post.',
    logout: false,
  },
  /** A letter needs the insurer's postal address: neither the insurers' table nor the agency has one. */
  transfer_letter_no_address: {
    status: 409,
    message: 'Für diesen Versicherer ist keine Anschrift hinterlegt. Bitte tragen Sie eine ein.',
    logout: false,
  },
  /**
   * No contract of the transfer at that insurer is still `beantragt`: the letter went out (sent again or a
   * query answered is the contract's step `gesendet`, ADR 160).
   */
  transfer_letter_nothing_to_send: {
    status: 409,
    message: 'Das Anschreiben an diesen Versicherer ist schon gesendet.',
    logout: false,
  },
  invalid_credentials: { status: 401, message: messages.invalidCredentials, logout: false },
  /** Issue 32: the 4th data export within 24 hours (DATA_EXPORTS_PER_DAY). */
  data_export_limit: { status: 429, message: dataExportTexts.limit, logout: false },
  could_not_find_data_export: { status: 404, message: dataExportTexts.notFound, logout: false },
  too_many_requests: {
    status: 429,
    message: messages.tooManyAttempts,
    logout: false,
  },
  /** Activation link expired, used or unknown (spec section 8, "Activation"). */
  invalid_activation_code: { status: 401, message: 'Der Link ist nicht mehr gültig', logout: false },
  /** A config flag does not allow the action (spec section 6). */
  not_permitted: { status: 403, message: messages.notPermitted, logout: false },
  /**
   * Issue 14: a customer's token on an adviser route or the reverse. No logout: the session is valid for
   * its own side.
   */
  role_not_permitted: {
    status: 403,
    message: 'Dieser Bereich ist mit Deinem Zugang nicht erreichbar.',
    logout: false,
  },
  /** The adviser workspace: no customer of this id in the adviser's agency. */
  could_not_find_customer: { status: 404, message: 'Der Kunde wurde nicht gefunden.', logout: false },
  /** Issue 14: the customer's chat (config nachrichten) is off, so the adviser cannot write there. */
  chat_disabled: {
    status: 403,
    message: 'Der Chat ist für diesen Kunden ausgeschaltet.',
    logout: false,
  },
  /** The adviser's inbox: no such category, or no item of this id in the agency's inbox. */
  could_not_find_inbox_item: { status: 404, message: entryNotFound, logout: false },
  /** The workspace's invitations: no pending invitation of this id in the adviser's agency. */
  could_not_find_invitation: { status: 404, message: 'Die Einladung wurde nicht gefunden.', logout: false },
  /** The workspace's presets (ADR 041): no preset of this id in the adviser's agency. */
  could_not_find_preset: { status: 404, message: 'Die Vorlage wurde nicht gefunden.', logout: false },
  /** The workspace's referral programme: no referral of this id in the adviser's agency. */
  could_not_find_referral: { status: 404, message: 'Die Empfehlung wurde nicht gefunden.', logout: false },
  /** The portfolio import (issue 31): no preview of this id in the adviser's agency, or it expired. */
  could_not_find_import: { status: 404, message: 'Die Vorschau wurde nicht gefunden.', logout: false },
  /** Banking (issue 33): no bank account or transaction of this id of the customer's. */
  could_not_find_bank_account: { status: 404, message: 'Das Konto wurde nicht gefunden.', logout: false },
  could_not_find_bank_transaction: {
    status: 404,
    message: 'Der Umsatz wurde nicht gefunden.',
    logout: false,
  },
  ...bankingProviderErrors,
  /** A contract found in the debits (issue 33): none of this id, or dismissed; accepted before (once only). */
  could_not_find_suggestion: { status: 404, message: 'Der Vorschlag wurde nicht gefunden.', logout: false },
  suggestion_already_accepted: { status: 409, message: 'Der Vertrag wurde bereits angelegt.', logout: false },
  /** A portfolio import's preview applied before (issue 31): a file is applied once per preview. */
  import_already_applied: {
    status: 409,
    message: 'Diese Vorschau wurde bereits übernommen.',
    logout: false,
  },
  /** A referral not in the state the step needs (confirmed twice, paid twice, paid before confirmed). */
  referral_already_confirmed: {
    status: 409,
    message: 'Die Empfehlung ist bereits bestätigt.',
    logout: false,
  },
  referral_not_confirmed: { status: 409, message: 'Die Empfehlung ist noch nicht bestätigt.', logout: false },
  referral_already_paid: {
    status: 409,
    message: 'Der Gutschein dieser Empfehlung ist bereits ausgezahlt.',
    logout: false,
  },
  validation_failed: { status: 422, message: messages.validationFailed, logout: false },
  /** Web Push (issue 27): the endpoint is registered by another account, which keeps it until it removes it. */
  push_endpoint_taken: {
    status: 409,
    message: 'Dieses Gerät erhält bereits Mitteilungen für ein anderes Konto.',
    logout: false,
  },
  /** Web Push: no subscription of this endpoint in the own account (also another account's endpoint). */
  could_not_find_push_subscription: {
    status: 404,
    message: 'Für dieses Gerät sind keine Mitteilungen eingeschaltet.',
    logout: false,
  },
  not_found: { status: 404, message: entryNotFound, logout: false },
  /** Documents (issue 9): the owner, the file or its ticket is not the customer's, or gone. */
  could_not_find_document: { status: 404, message: 'Das Dokument wurde nicht gefunden.', logout: false },
  /** A file URL's ticket (never the session token) is for another file or customer, or expired. */
  document_ticket_invalid: {
    status: 401,
    message: 'Der Link zur Datei ist abgelaufen. Bitte öffne die Datei erneut.',
    logout: false,
  },
  /** A provided contract's link (issue 31, ADR 200): forged, for another customer's contract, or expired. */
  contract_link_invalid: { status: 400, message: 'Der Link zum Vertrag ist ungültig.', logout: false },
  contract_link_expired: {
    status: 410,
    message: 'Der Link zum Vertrag ist abgelaufen. Bitte Deinen Berater um einen neuen Link.',
    logout: false,
  },
  /** The customer deletes a contract the adviser provided (ADR 199): only the adviser's side may. */
  provided_contract_not_deletable: {
    status: 409,
    message: 'Diesen Vertrag hat Dein Berater bereitgestellt. Bitte ihn, den Vertrag zu entfernen.',
    logout: false,
  },
  documents_not_permitted: {
    status: 403,
    message: 'Die Dokumentenablage ist für Dein Konto nicht freigeschaltet.',
    logout: false,
  },
  upload_not_permitted: {
    status: 403,
    message: 'Für Dein Konto ist das Hochladen eigener Dokumente nicht freigeschaltet.',
    logout: false,
  },
  document_read_only: {
    status: 403,
    message: 'Dokumente Deines Beraters kannst Du nicht ändern oder löschen.',
    logout: false,
  },
  /** A body (an upload) that arrives slower than the server's minimum rate is cut off (issue 27). */
  upload_too_slow: {
    status: 408,
    message:
      'Die Übertragung war zu langsam und wurde abgebrochen. Bitte prüfe Deine Verbindung und versuche es erneut.',
    logout: false,
  },
  /** More uploads at once than one session or one address may run (answered with Retry-After). */
  too_many_uploads: {
    status: 429,
    message: 'Es laufen gerade zu viele Uploads gleichzeitig. Bitte warte, bis sie fertig sind.',
    logout: false,
  },
  internal_error: { status: 500, message: messages.genericError, logout: false },
  /** Malformed JSON, a wrong content type, a body too large (answered 400, 413 or 415): the client's fault. */
  bad_request: { status: 400, message: invalidRequest, logout: false },
  ...availabilityErrors,
} as const satisfies Record<string, { status: number; message: string; logout: boolean }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Server messages (not codes) that end the session, spec section 8. */
export const TOKEN_BLACKLISTED = 'The token has been blacklisted';
export const TOKEN_NOT_REFRESHABLE = 'Token has expired and can no longer be refreshed';
export const logoutMessages: readonly string[] = [TOKEN_BLACKLISTED, TOKEN_NOT_REFRESHABLE];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** Whether an error response ends the session on the client (spec section 8). */
export function errorLogsOut(
  status: number | undefined,
  body: { error?: unknown; message?: unknown },
): boolean {
  if (status === undefined || status === 0) return true;
  if (isErrorCode(body.error) && errorCatalogue[body.error].logout) return true;
  if (typeof body.message === 'string' && logoutMessages.includes(body.message)) return true;
  return status === 401;
}

/**
 * The German text a client shows for an error response. The spec's "status text" is read as the
 * server's German message: a browser's HTTP status text is English and never shown.
 */
export function errorText(body: { error?: unknown; message?: unknown }): string {
  if (isErrorCode(body.error)) return errorCatalogue[body.error].message;
  if (typeof body.message === 'string' && body.message && !logoutMessages.includes(body.message)) {
    return body.message;
  }
  return messages.genericError;
}
