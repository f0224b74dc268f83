/**
 * The 503s of the error catalogue (error-codes.ts): a dependency does not answer or the server sheds load.
 * Both are answered with Retry-After; a short wait helps.
 */
export const availabilityErrors = {
  /** Database unreachable or the server overloaded. */
  service_unavailable: {
    status: 503,
    message: 'Das Kundenportal ist gerade nicht erreichbar. Bitte versuche es in einigen Sekunden erneut.',
    logout: false,
  },
  /** The object store (S3) does not answer: uploads and downloads wait, the rest works (issue 34, ADR 292). */
  store_unavailable: {
    status: 503,
    message:
      'Dateien können gerade nicht gespeichert oder geladen werden. Bitte versuche es in einigen Minuten erneut.',
    logout: false,
  },
} as const;
