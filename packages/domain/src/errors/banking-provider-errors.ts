/**
 * The error codes of bank connections through the aggregator (issue 33, ADR 270), part of the catalogue of
 * error-codes.ts: the aggregator not configured here; a connection or web form not the customer's; an
 * account with no connected bank; the aggregator's refusal (502) or no answer from it (503).
 */
export const bankingProviderErrors = {
  banking_provider_off: {
    status: 404,
    message: 'Die Verbindung zur Bank ist hier nicht eingerichtet.',
    logout: false,
  },
  could_not_find_bank_connection: {
    status: 404,
    message: 'Der Bankzugang wurde nicht gefunden.',
    logout: false,
  },
  could_not_find_webform: { status: 404, message: 'Das Bankformular wurde nicht gefunden.', logout: false },
  /** An account read from a statement file and not reachable through a connected bank: nothing to fetch. */
  bank_account_not_connected: {
    status: 409,
    message: 'Dieses Konto ist nicht mit der Bank verbunden. Lade einen neuen Kontoauszug hoch.',
    logout: false,
  },
  /** The aggregator answered with an error (502) or could not be reached (503). */
  banking_provider_failed: {
    status: 502,
    message: 'Die Bank hat die Anfrage nicht beantwortet. Bitte versuche es später erneut.',
    logout: false,
  },
  banking_provider_unavailable: {
    status: 503,
    message:
      'Die Verbindung zur Bank ist gerade nicht erreichbar. Bitte versuche es in einigen Minuten erneut.',
    logout: false,
  },
} as const;
