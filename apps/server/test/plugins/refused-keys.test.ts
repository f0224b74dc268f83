import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { describe, expect, it } from 'vitest';
import {
  clientHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  uniqueIp,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();

const UNKNOWN = unknownFieldTexts.unknown;
/** Keys an issue's path would rename: 'a/b' to 'a.b', '' to an entry without a field, 'x.' to 'x'. */
const ODD_KEYS = { 'a/b': 1, '': 2, 'x.': 3 };
const AS_SENT = [`a/b=>${UNKNOWN}`, `=>${UNKNOWN}`, `x.=>${UNKNOWN}`];

type Route = readonly [method: 'POST' | 'PUT', url: string, valid: Record<string, unknown>];

/** A strict body's refused keys, named as sent (its other entries, if any, are the route's own). */
const refusedKeys = (errors: readonly string[]) =>
  errors.filter((entry) => entry === UNKNOWN || entry.endsWith(`=>${UNKNOWN}`));

describe('a strict route body names a refused key exactly as it was sent', () => {
  it('on the customer’s routes: zod bodies, the requests to the adviser and plain strict schemas', async () => {
    const customer = await createTestCustomer({
      config: { nutzungsbedinungen: true, datenschutz: true, nachrichten: true, schaden: true },
    });
    const call = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    const routes: Route[] = [
      ['POST', '/api/users/berater', { code: 'berger' }],
      ['POST', '/api/notifications', {}],
      ['POST', '/api/chat', { text: 'Hallo' }],
      ['POST', '/api/chat/read', {}],
      ['POST', '/api/push/register', {}],
      ['POST', '/api/rating', { stars: 5 }],
      ['POST', '/api/kontaktanfrage', { ke_GewuenschtArt: 'email' }],
      ['POST', '/api/users/Kundenempfehlung', {}],
      ['POST', '/api/anfrage', {}],
      ['POST', '/api/support', {}],
      ['POST', '/api/schadensmeldung', { schaden_subject: 'Glasbruch' }],
      ['POST', '/api/password/change', {}],
      ['POST', '/api/email/change', {}],
    ];
    for (const [method, url, valid] of routes) {
      const response = await call(method, url, { ...valid, ...ODD_KEYS });
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
      expect(refusedKeys(response.json().errors), url).toEqual(AS_SENT);
    }
  });

  it('on the routes without a session', async () => {
    const routes: Route[] = [
      ['POST', '/api/login', { email: 'kim@example.com' }],
      ['POST', '/api/emailcheck', {}],
      ['POST', '/api/password/forgot_request', {}],
      ['POST', '/api/berater/login', {}],
    ];
    for (const [method, url, valid] of routes) {
      const response = await t.app.inject({
        method,
        url,
        headers: clientHeaders,
        payload: { ...valid, ...ODD_KEYS },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
      expect(refusedKeys(response.json().errors), url).toEqual(AS_SENT);
    }
  });

  it('on the workspace’s routes', async () => {
    const adviser = await createTestAdviser();
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const routes: Route[] = [
      ['PUT', '/api/berater/agentur', {}],
      ['PUT', '/api/berater/agentur/marke', {}],
      ['POST', '/api/berater/eingang/gelesen', {}],
      ['PUT', '/api/berater/empfehlungen/stufen', {}],
      ['POST', '/api/berater/einladungen', {}],
      ['POST', '/api/berater/vorlagen', {}],
      ['POST', '/api/berater/passwort/aendern', {}],
    ];
    for (const [method, url, valid] of routes) {
      const response = await call(method, url, { ...valid, ...ODD_KEYS });
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
      expect(refusedKeys(response.json().errors), url).toEqual(AS_SENT);
    }
  });
});
