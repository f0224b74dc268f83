/** Settings the e2e server starts with and the tests rely on (scripts/e2e-server.ts, playwright.config.ts). */
export const E2E_SSO = {
  secret: 'e2e-sso-secret-0123456789-abcdefghijklmnop',
  issuer: 'berater-system',
} as const;

/** A customer the e2e server invites (admin command) before it starts; the activation spec completes it. */
export const E2E_INVITEE = {
  email: 'eingeladen@example.com',
  firstName: 'Ina',
  lastName: 'Eingeladen',
} as const;

/** Higher limits than production: every e2e request comes from 127.0.0.1. */
export const E2E_LIMITS = {
  LOGIN_MAX_FAILURES_IP: '200',
  EMAILCHECK_MAX_PER_IP: '500',
  SMSTOKEN_MAX_PER_IP: '200',
  SMSTOKEN_MAX_PER_PHONE: '50',
  FORGOT_MAX_PER_EMAIL: '50',
  FORGOT_MAX_PER_IP: '200',
  RESET_CHECKS_MAX_PER_IP: '1000',
  EMAIL_CHANGE_MAX_PER_USER: '50',
  PASSKEY_OPTIONS_MAX_PER_IP: '1000',
  PUBLIC_LEGAL_MAX_PER_IP: '1000',
  SIGNATURE_CHECKS_MAX_PER_IP: '1000',
  // No load shedding: PGlite's queries hold the event loop of a busy machine past the 500 ms limit, and a
  // shed request fails a browser test that is about something else (shedding has its server tests).
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
} as const;

/** Store entries the e2e server links after a rating (test addresses, not real store entries). */
export const E2E_STORE_LINKS = {
  APP_STORE_URL: 'https://apps.example.com/ios/kundenportal',
  PLAY_STORE_URL: 'https://play.example.com/store/apps/details?id=de.example.kundenportal',
} as const;

/**
 * The bank aggregator finAPI of the e2e server (ADR 270): a stand-in of its API that the spec
 * e2e/banking/bank-verbinden.spec.ts starts on the server's port + 1000 (the ports just after it are the
 * Vergleichsrechner's widget servers' and other tests' servers'). Other specs see "Bank verbinden" offered
 * and never use it.
 */
export const e2eFinapi = (portalPort: number) =>
  ({
    FINAPI_CLIENT_ID: 'e2e-portal',
    FINAPI_CLIENT_SECRET: 'e2e-finapi-secret-0123456789',
    FINAPI_BASE_URL: `http://127.0.0.1:${portalPort + 1000}`,
    FINAPI_WEBFORM_URL: `http://127.0.0.1:${portalPort + 1000}`,
  }) as const;
