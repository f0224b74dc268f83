import { describe, expect, it } from 'vitest';
import { clientHeaders, useTestApp } from '../../helpers/test-app';

// DEV_TOOLS: the diagnostics' routes (ADR 312) are held to the same rules.
const t = useTestApp({ DEV_TOOLS: 'true' });

/** Routes meant to be reached without a session. Everything else under /api must refuse. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  // Not a session route: loopback or METRICS_TOKEN (test/plugins/metrics.test.ts).
  'GET /api/metrics',
  'POST /api/login',
  'POST /api/berater/login',
  'POST /api/emailcheck',
  'POST /api/smstoken',
  'POST /api/signup',
  'GET /api/activate/:code',
  'POST /api/complete',
  'POST /api/password/forgot_request',
  'POST /api/password/forgot',
  // Whether a reset link still works, asked when its page opens (issue 27; rate-limited per address).
  'POST /api/password/forgot_check',
  'POST /api/email/confirm',
  'GET /api/sso/:token',
  'POST /api/passkeys/login/options',
  'POST /api/passkeys/login/verify',
  'POST /api/berater/passkeys/login/options',
  'POST /api/berater/passkeys/login/verify',
  'POST /api/berater/passwort/vergessen',
  'POST /api/berater/passwort/neu',
  'POST /api/berater/passwort/pruefen',
  // The API description and its reference page (test/plugins/openapi.test.ts).
  'GET /api/openapi.json',
  // File bytes: a one-file ticket in the query, never the session (test/modules/documents).
  'GET /api/persons/:id/documents/:filename',
  'GET /api/contracts/:id/documents/:filename',
  'GET /api/inquire/:id/documents/:filename',
  // A Vergleichsrechner's frame host page, loaded by the browser's frame: its single-use ticket in the
  // query is the only key, a session's token opens nothing (test/modules/vergleichsrechner, ADR 193).
  'GET /api/vergleichsrechner/:id/rahmen',
  // The data export's ZIP: the ticket of its status answer's link (test/modules/data-export, ADR 222).
  'GET /api/users/export/:id/datei',
  // The private calendar feed: a calendar app fetches it with its secret (test/modules/calendar).
  'GET /api/calendar/feed/:token',
  // An adviser's brand: the login page shows it before anyone logs in (test/modules/branding).
  'GET /api/agents/:id/logo',
  'GET /api/branding/:code',
  // The adviser's download from a damage report's mail: a signed ticket (test/modules/adviser-requests).
  'GET /api/berater/schadensmeldung/:id/anhaenge.zip',
  // Who recommends through a referral link: the sign-up wizard asks before an account exists (test/modules/referrals).
  'GET /api/empfehlung/:slug',
  // Anyone holding a signed PDF checks it (issue 27; rate-limited per address, test/modules/signatures).
  'POST /api/signaturen/pruefen',
  // The imprint and legal texts before any login (issue 27; rate-limited per address, test/modules/legal).
  'GET /api/rechtstexte',
]);
const isReferencePage = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

describe('every protected route', () => {
  it('refuses a request without token with 401 token_not_provided', async () => {
    const apiRoutes = t.app.routeSummaries.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    const protectedRoutes = apiRoutes.filter(
      (r) => !PUBLIC.has(`${r.method} ${r.url}`) && !isReferencePage(r.url),
    );
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(2);
    for (const route of protectedRoutes) {
      expect(
        route.protected,
        `${route.method} ${route.url} must use app.authenticate or app.authenticateAdviser`,
      ).toBe(true);
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({ method: route.method as 'GET', url, headers: clientHeaders });
      expect(response.statusCode, `${route.method} ${url}`).toBe(401);
      expect(response.json().error).toBe('token_not_provided');
    }
  });
});
