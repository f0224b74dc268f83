import { expect } from 'vitest';
import { createSoftwareAuthenticator, type SoftwareCredential } from '../../helpers/software-authenticator';
import {
  authHeaders,
  clientHeaders,
  createTestCustomer,
  loginAs,
  uniqueIp,
  useTestApp,
} from '../../helpers/test-app';

/** The passkey tests' app, software authenticator and calls (shared by the passkey test files). */
export const PUBLIC_URL = 'https://portal.example.test';
export const authenticator = createSoftwareAuthenticator({ origin: PUBLIC_URL, rpId: 'portal.example.test' });
export const invalidCredentials = { error: 'invalid_credentials', message: 'Die Zugangsdaten sind falsch.' };

/** A real app for the calling test file (its own hooks) and the passkey calls against it. */
export function usePasskeyApp() {
  const t = useTestApp({ PUBLIC_URL });
  const app = () => t.app;

  type Options = {
    challengeId: string;
    options: { challenge: string; user: { id: string; name: string } } & Record<string, unknown>;
  };

  async function loggedInCustomer() {
    const customer = await createTestCustomer({ password: 'Richtig!2026' });
    const token = await loginAs(app(), customer.email, 'Richtig!2026');
    return { ...customer, token };
  }

  async function registrationOptions(token: string): Promise<Options> {
    const response = await app().inject({
      method: 'POST',
      url: '/api/passkeys/register/options',
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  function verifyRegistration(token: string, payload: unknown) {
    return app().inject({
      method: 'POST',
      url: '/api/passkeys/register/verify',
      headers: authHeaders(token),
      payload: payload as object,
    });
  }

  /** Registers a passkey for the customer with the software authenticator. */
  async function registerPasskey(token: string): Promise<SoftwareCredential> {
    const { challengeId, options } = await registrationOptions(token);
    const { response, credential } = authenticator.register(options);
    const verified = await verifyRegistration(token, { challengeId, response });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ success: true });
    return credential;
  }

  async function loginOptions(ip = uniqueIp()): Promise<Options> {
    const response = await app().inject({
      method: 'POST',
      url: '/api/passkeys/login/options',
      headers: clientHeaders,
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  function verifyLogin(payload: unknown, ip = uniqueIp()) {
    return app().inject({
      method: 'POST',
      url: '/api/passkeys/login/verify',
      headers: clientHeaders,
      payload: payload as object,
      remoteAddress: ip,
    });
  }

  function listPasskeys(token: string) {
    return app().inject({ method: 'GET', url: '/api/passkeys', headers: authHeaders(token) });
  }

  function garbageAssertion(id: string) {
    return {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
    };
  }

  return {
    t,
    loggedInCustomer,
    registrationOptions,
    verifyRegistration,
    registerPasskey,
    loginOptions,
    verifyLogin,
    listPasskeys,
    garbageAssertion,
  };
}
