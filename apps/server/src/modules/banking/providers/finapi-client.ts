import type { FinapiConfig } from '../../../config/config-types';
import { AppError } from '../../../lib/app-error';
import type { ProviderCredentials } from './bank-provider';

/** How long one call to finAPI may take before the customer is told the bank cannot be reached. */
const CALL_TIMEOUT_MS = 20_000;
/** A token is renewed this long before finAPI says it expires. */
const TOKEN_MARGIN_MS = 60_000;

type Token = { value: string; expiresAt: number };
type Answer = { status: number; body: unknown };
export type FinapiCall = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  webform?: boolean;
};

/**
 * finAPI refused a user's login and password (OAuth's `invalid_grant`): the user may be gone — or locked, or
 * its password changed, which OAuth answers alike. Elsewhere a 502 like any refusal; the deletion of an erased
 * account's user then asks finAPI whether it still has the user (`userKnown`, ADR 284/289).
 */
export class FinapiUserUnknown extends AppError {
  constructor() {
    super('banking_provider_failed', { internal: 'finapi token password answered 400 (invalid_grant)' });
  }
}

/**
 * finAPI's Access V2 and Web Form 2.0 over HTTP (ADR 270): the client token (client_credentials) for
 * creating users, a user token (password grant) per customer for everything else, each kept until shortly
 * before it expires and got anew once when finAPI answers 401 (a token expired or revoked early). A refusal
 * or a broken answer is a 502, no answer a 503; the log names the call and finAPI's error code, never a
 * token, a password or a body.
 */
export function createFinapiClient(config: FinapiConfig, now: () => number = Date.now) {
  let clientToken: Token | null = null;
  const userTokens = new Map<string, Token>();

  async function send(url: string, init: RequestInit, what: string): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch {
      throw new AppError('banking_provider_unavailable', { internal: `finapi ${what}: no answer` });
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }

  /** finAPI's error code of an error answer (Access: `errors[0].code`, OAuth: `error`), for the log. */
  function errorCode(body: unknown): string {
    const record = (body ?? {}) as { errors?: { code?: unknown }[]; error?: unknown };
    const code = record.errors?.[0]?.code ?? record.error;
    return typeof code === 'string' ? code.slice(0, 60) : 'none';
  }

  function refused(what: string, answer: Answer): AppError {
    const code = answer.status === 503 ? 'banking_provider_unavailable' : 'banking_provider_failed';
    return new AppError(code, {
      internal: `finapi ${what} answered ${answer.status} (${errorCode(answer.body)})`,
    });
  }

  async function token(form: Record<string, string>): Promise<Token> {
    const answer = await send(
      `${config.baseUrl}/api/v2/oauth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          ...form,
        }),
      },
      `token ${form.grant_type}`,
    );
    const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (form.grant_type === 'password' && answer.status === 400 && errorCode(answer.body) === 'invalid_grant')
      throw new FinapiUserUnknown();
    if (answer.status !== 200 || typeof body?.access_token !== 'string') {
      throw refused(`token ${form.grant_type}`, answer);
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return { value: body.access_token, expiresAt: now() + seconds * 1000 - TOKEN_MARGIN_MS };
  }

  const fresh = (held: Token | null | undefined): held is Token => held != null && held.expiresAt > now();

  async function clientAccess(renew: boolean): Promise<string> {
    if (renew || !fresh(clientToken)) clientToken = await token({ grant_type: 'client_credentials' });
    return clientToken.value;
  }

  async function userAccess(user: ProviderCredentials, renew: boolean): Promise<string> {
    const held = userTokens.get(user.login);
    if (!renew && fresh(held)) return held.value;
    const got = await token({ grant_type: 'password', username: user.login, password: user.password });
    userTokens.set(user.login, got);
    return got.value;
  }

  /** finAPI's answer to a call, the token got anew once on a 401. */
  async function answered(access: (renew: boolean) => Promise<string>, call: FinapiCall): Promise<Answer> {
    const base = call.webform ? config.webformUrl : config.baseUrl;
    const what = `${call.method} ${call.path.split('?')[0]}`;
    const attempt = async (renew: boolean) =>
      send(
        `${base}${call.path}`,
        {
          method: call.method,
          headers: {
            authorization: `Bearer ${await access(renew)}`,
            accept: 'application/json',
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        },
        what,
      );
    const answer = await attempt(false);
    return answer.status === 401 ? attempt(true) : answer;
  }

  async function authorised(access: (renew: boolean) => Promise<string>, call: FinapiCall): Promise<Answer> {
    const answer = await answered(access, call);
    if (answer.status < 200 || answer.status >= 300)
      throw refused(`${call.method} ${call.path.split('?')[0]}`, answer);
    return answer;
  }

  return {
    /** A call with the client token (creating a user). */
    asClient: (call: FinapiCall) => authorised(clientAccess, call).then((answer) => answer.body),
    /** A call with the customer's user token. */
    asUser: (user: ProviderCredentials, call: FinapiCall) =>
      authorised((renew) => userAccess(user, renew), call).then((answer) => answer.body),
    /**
     * Whether finAPI has a user of this login: "Get a user's verification status" with the client token,
     * its 404 `ENTITY_NOT_FOUND` meaning none. Any other answer than these two is a refusal (thrown).
     */
    async userKnown(login: string): Promise<boolean> {
      const path = `/api/v2/users/verificationStatus?userId=${encodeURIComponent(login)}`;
      const answer = await answered(clientAccess, { method: 'GET', path });
      if (answer.status === 404 && errorCode(answer.body) === 'ENTITY_NOT_FOUND') return false;
      if (answer.status >= 200 && answer.status < 300) return true;
      throw refused('GET /api/v2/users/verificationStatus', answer);
    },
    /** The error for an answer whose shape is not finAPI's documented one. */
    unexpected: (what: string) =>
      new AppError('banking_provider_failed', { internal: `finapi ${what}: unexpected answer` }),
  };
}

export type FinapiClient = ReturnType<typeof createFinapiClient>;
