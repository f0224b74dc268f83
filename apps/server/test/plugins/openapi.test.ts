/// <reference types="vite/client" />

import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import {
  changeEmailSchema,
  changePasswordSchema,
  completeSchema,
  confirmEmailSchema,
  emailCheckSchema,
  forgotRequestSchema,
  resetCodeCheckSchema,
  resetPasswordSchema,
  signupSchema,
  smsTokenSchema,
} from '@kundenportal/domain/account/account-schemas';
import { connectAdviserSchema } from '@kundenportal/domain/account/connect-adviser';
import { loginSchema } from '@kundenportal/domain/auth/login';
import {
  passkeyLoginVerifySchema,
  passkeyRegisterVerifySchema,
} from '@kundenportal/domain/auth/passkey-schemas';
import { bankCategoryBodySchema } from '@kundenportal/domain/banking/api';
import { bedarfscheckAnswersInputSchema } from '@kundenportal/domain/bedarfscheck/answers';
import { contractInputSchema } from '@kundenportal/domain/contracts/contract-api';
import {
  personInputSchema,
  personMailInputSchema,
  personReleaseInputSchema,
} from '@kundenportal/domain/household/person-input-schema';
import { ratingSchema } from '@kundenportal/domain/rating/rating-api';
import { reminderInputSchema } from '@kundenportal/domain/reminders/reminder-api';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  // Load shedding off: a busy test machine must not turn the answers under test into 503s.
  // DEV_TOOLS: the diagnostics' routes (ADR 312) are documented like every other.
  t = await createTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', DEV_TOOLS: 'true' });
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  doc = response.json();
});
afterAll(async () => {
  await t.app.close();
});

type Operation = {
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  security?: unknown[];
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The request body each write route takes: the domain's schema. */
const BODIES: Record<string, z.ZodType> = {
  'POST /api/login': loginSchema,
  'POST /api/emailcheck': emailCheckSchema,
  'POST /api/smstoken': smsTokenSchema,
  'POST /api/signup': signupSchema,
  'POST /api/complete': completeSchema,
  'POST /api/password/forgot_request': forgotRequestSchema,
  'POST /api/password/forgot': resetPasswordSchema,
  'POST /api/password/forgot_check': resetCodeCheckSchema,
  'POST /api/password/change': changePasswordSchema,
  'POST /api/email/change': changeEmailSchema,
  'POST /api/email/confirm': confirmEmailSchema,
  'POST /api/persons': personInputSchema,
  'POST /api/contracts': contractInputSchema,
  'PUT /api/contracts/:id': contractInputSchema,
  'POST /api/reminders': reminderInputSchema,
  'POST /api/users/berater': connectAdviserSchema,
  'POST /api/rating': ratingSchema,
  'PUT /api/reminders/:id': reminderInputSchema,
  'PUT /api/persons/:id': personInputSchema,
  'POST /api/persons/:id/setfreigabe': personReleaseInputSchema,
  'PUT /api/persons/mail/:id': personMailInputSchema,
  'PUT /api/persons/vcheck/:id/update/fremdvertrag': bedarfscheckAnswersInputSchema,
  'POST /api/passkeys/register/verify': passkeyRegisterVerifySchema,
  'POST /api/passkeys/login/verify': passkeyLoginVerifySchema,
  'POST /api/berater/passkeys/register/verify': passkeyRegisterVerifySchema,
  'POST /api/berater/passkeys/login/verify': passkeyLoginVerifySchema,
  'POST /api/users/loeschen/passkey': passkeyLoginVerifySchema,
  'POST /api/berater/passwort/vergessen': forgotRequestSchema,
  'POST /api/berater/passwort/neu': resetPasswordSchema,
  'POST /api/berater/passwort/pruefen': resetCodeCheckSchema,
  'POST /api/berater/passwort/aendern': changePasswordSchema,
  'PUT /api/users/banking/transactions/:id/kategorie': bankCategoryBodySchema,
};

/** Write routes that take no body. */
const BODYLESS = new Set([
  'POST /api/logout',
  'POST /api/berater/logout',
  'POST /api/passkeys/register/options',
  'POST /api/passkeys/login/options',
  'DELETE /api/passkeys',
  'DELETE /api/passkeys/:id',
  'POST /api/berater/passkeys/register/options',
  'POST /api/berater/passkeys/login/options',
  'DELETE /api/berater/passkeys',
  'DELETE /api/berater/passkeys/:id',
  'DELETE /api/persons/:id',
  'DELETE /api/contracts/:id',
  'DELETE /api/bestandsuebertragung/:id',
  'DELETE /api/reminders/:id',
  'POST /api/schadensmeldung/:id/senden',
  'POST /api/rating/dismiss',
  'POST /api/users/export',
  'DELETE /api/ansprechpartner/:id',
  'DELETE /api/ansprechpartner/:aid/verknuepfen/:vid',
  'DELETE /api/users/avatar',
  'DELETE /api/users/sitzungen',
  'DELETE /api/users/sitzungen/:id',
  'DELETE /api/users/loeschen',
  'POST /api/users/loeschen/passkey/optionen',
  'DELETE /api/notfallkarte/kontakt',
  // multipart/form-data: `file`, the picture or a data URL of it (test/modules/avatar).
  'POST /api/users/avatar',
  'POST /api/calendar/feed',
  'DELETE /api/calendar/feed',
  'DELETE /api/persons/:id/documents/:filename',
  'DELETE /api/contracts/:id/documents/:filename',
  'DELETE /api/inquire/:id/documents/:filename',
  // multipart/form-data, no JSON: its fields (file, kategorie, hash, directory) are in the operation's
  // description, and the route refuses every other field (test/modules/documents).
  'POST /api/v2/document/:type/:id',
  // The adviser provides a document (issue 14): the same multipart upload, fields file, hash, directory.
  'POST /api/berater/kunden/:id/dokumente',
  // Issue 31: a document on a provided contract (the same upload), a link to it, and 'seen' of Meine Freigaben.
  'POST /api/berater/kunden/:id/vertraege/:contractId/dokumente',
  'POST /api/berater/kunden/:id/vertraege/:contractId/link',
  'POST /api/meinefreigaben/gesehen',
  'POST /api/meinefreigaben/vertraege/:id/gesehen',
  'POST /api/berater/einladungen/:id/erneut',
  'POST /api/berater/vorlagen/:id/standard',
  // Issue 31: a Vergleichsrechner's frame ticket, and deleting one in the workspace.
  'POST /api/vergleichsrechner/:id/ticket',
  'DELETE /api/berater/vergleichsrechner/:id',
  'DELETE /api/berater/vorlagen/:id',
  'POST /api/berater/empfehlungen/:id/auszahlen',
  // multipart/form-data `file`: the agency's logo and the adviser's photo (test/modules/workspace/agency/agency).
  'POST /api/berater/agentur/logo',
  'POST /api/berater/agentur/foto',
  // Issue 31: the portfolio file in the one multipart field `file`, and applying a preview (no body).
  'POST /api/berater/import/vorschau',
  'POST /api/berater/import/:id/anwenden',
  // multipart/form-data: the signed PDF in `file`, or `dokument_id` and `hash` (test/modules/signatures).
  'POST /api/signaturen/pruefen',
  'POST /api/berater/signaturen/pruefen',
  // Issue 33: a bank statement in the one multipart field `file`; deleting a bank account.
  'POST /api/users/banking/import',
  'DELETE /api/users/banking/account/:id',
  // Issue 33: accepting and dismissing a contract found in the debits (no body).
  'POST /api/users/banking/vorschlaege/:id/uebernehmen',
  'DELETE /api/users/banking/vorschlaege/:id',
  // Issue 33 (ADR 270): a bank connected or renewed in the aggregator's web form, an account's new transactions fetched (no body).
  'POST /api/users/banking/account/create',
  'POST /api/users/banking/bankconnects/:id/refresh',
  'POST /api/users/banking/account/:id/refresh',
]);

/** Every zod schema the domain package exports: a later route's body must be one of them. */
const domainSchemas = Object.entries(
  import.meta.glob<Record<string, unknown>>(['../../../../packages/domain/src/**/*.ts', '!**/*.test.ts'], {
    eager: true,
  }),
).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file}#${name}`, schema })),
);

const transform = createJsonSchemaTransform({ skipList: [] });
/** The JSON schema the document must show for a domain schema (the same transform the plugin uses). */
function asDocumented(schema: z.ZodType): unknown {
  const { schema: out } = transform({
    schema: { body: schema },
    url: '/x',
    route: {} as never,
    openapiObject: { openapi: '3.1.0' },
  } as never) as { schema: { body: unknown } };
  // @fastify/swagger writes a JSON-schema `const` as a one-value `enum` (both mean the same).
  return JSON.parse(JSON.stringify(out.body), (_key, value) => {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, 'const')) return value;
    const { const: only, ...rest } = value;
    return { ...rest, enum: [only] };
  });
}

const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const hidden = (url: string) =>
  url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');

function apiRoutes() {
  return t.app.routeSummaries.filter(
    (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !hidden(r.url),
  );
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document open to outside checks (no client headers), never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every /api route with its method', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      expect(
        doc.paths[docPath(route.url)]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
  });

  it('shows each write route’s request body exactly as the domain schema, a session for protected routes and none for the others', () => {
    expect(domainSchemas.length).toBeGreaterThan(20);
    for (const route of apiRoutes()) {
      const key = `${route.method} ${route.url}`;
      const operation = doc.paths[docPath(route.url)]?.[route.method.toLowerCase()];
      const body = operation?.requestBody?.content['application/json'].schema;
      expect(operation?.security, key).toEqual(route.protected ? [{ session: [] }] : []);
      if (route.method === 'GET' || BODYLESS.has(key)) {
        expect(body, `${key} takes no body`).toBeUndefined();
        continue;
      }
      expect(body, `${key} must document its body with a domain schema`).toBeDefined();
      const expected = BODIES[key];
      if (expected) {
        expect(body, key).toEqual(asDocumented(expected));
      } else {
        const matches = domainSchemas.filter(({ schema }) => isDeepStrictEqual(body, asDocumented(schema)));
        expect(matches.length, `${key}: its body is no schema of packages/domain`).toBeGreaterThan(0);
      }
    }
  });

  it('fails the comparison when a body differs from the domain schema', () => {
    const documented = doc.paths['/api/login']?.post?.requestBody?.content['application/json'].schema;
    expect(documented).not.toEqual(asDocumented(loginSchema.extend({ extra: z.string() })));
    expect(documented).not.toEqual(asDocumented(z.object(loginSchema.shape)));
  });

  it('documents every catalogue field of a person at the top level and under details', () => {
    const schema = doc.paths['/api/persons/{id}']?.put?.requestBody?.content['application/json'].schema as {
      properties: Record<string, unknown>;
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['kinderanzahl', 'details', 'adressen']),
    );
    const details = schema.properties.details as { anyOf: { properties?: Record<string, unknown> }[] };
    expect(Object.keys(details.anyOf[0]?.properties ?? {})).toEqual(
      expect.arrayContaining(['kinderanzahl', 'firstname']),
    );
  });
});

describe('the served document under Redocly’s recommended rules (redocly.yaml)', () => {
  /** Rules the route-schemas ratchet owns: operations not yet described (route-schemas.test.ts). */
  const ratchetRules = new Set(['operation-summary', 'operation-4xx-response']);

  it('has no problem but those of the routes not yet described, and those only where a summary is missing', async () => {
    const config = await loadConfig({
      configPath: fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url)),
    });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const others = problems.filter((problem) => !ratchetRules.has(problem.ruleId));
    expect(others.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    const undescribed = new Set(
      Object.values(doc.paths).flatMap((operations) =>
        Object.values(operations).filter((operation) => !('summary' in operation)),
      ),
    );
    const summaries = problems.filter((problem) => problem.ruleId === 'operation-summary');
    expect(summaries).toHaveLength(undescribed.size);
  });
});

describe('the API reference page', () => {
  it('opens at /api/docs without client headers, under the portal’s content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script>[^<]/);
    for (const src of scripts) {
      const url = new URL(src, 'http://localhost/api/docs').pathname;
      const script = await t.app.inject({ method: 'GET', url });
      expect(script.statusCode, url).toBe(200);
    }
    const config = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(config.statusCode).toBe(200);
    expect(config.json().openapi).toBe('3.1.0');
  });
});
