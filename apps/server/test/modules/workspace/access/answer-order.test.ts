import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import type { Preset } from '@kundenportal/domain/workspace/presets';
import { describe, expect, it } from 'vitest';
import {
  clientHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

/** An adviser with a customer, a customer of another agency and that agency's presets. */
async function setup() {
  const adviser = await createTestAdviser();
  const stranger = await createTestAdviser();
  const customer = await createTestCustomer({ withAgent: false, agentId: adviser.agencyId });
  const foreign = await createTestCustomer({ withAgent: false, agentId: stranger.agencyId });
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
  const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
  const own: Preset[] = (await call('GET', '/api/berater/vorlagen')).json().vorlagen;
  const theirs: Preset[] = (await strangerCall('GET', '/api/berater/vorlagen')).json().vorlagen;
  return { customer, foreign, call, asCustomer, own, theirs };
}

type Setup = Awaited<ReturnType<typeof setup>>;
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route's path for the own entry and for one of another agency (or none at all). */
  url: (s: Setup) => { own: string; foreign: string | null };
  invalid?: unknown;
};

const routes: Route[] = [
  {
    method: 'PUT',
    url: ({ customer, foreign }) => ({
      own: `/api/berater/kunden/${customer.user.id}/einstellungen`,
      foreign: `/api/berater/kunden/${foreign.user.id}/einstellungen`,
    }),
    invalid: { config: { superuser: true, nachrichten: true } },
  },
  {
    method: 'POST',
    url: ({ customer, foreign }) => ({
      own: `/api/berater/kunden/${customer.user.id}/vorlage`,
      foreign: `/api/berater/kunden/${foreign.user.id}/vorlage`,
    }),
    invalid: { presetId: 'eins' },
  },
  { method: 'GET', url: () => ({ own: '/api/berater/vorlagen', foreign: null }) },
  { method: 'POST', url: () => ({ own: '/api/berater/vorlagen', foreign: null }), invalid: { name: 'Neu' } },
  {
    method: 'PUT',
    url: ({ own, theirs }) => ({
      own: `/api/berater/vorlagen/${own[1]?.id}`,
      foreign: `/api/berater/vorlagen/${theirs[1]?.id}`,
    }),
    invalid: { name: '' },
  },
  {
    method: 'POST',
    url: ({ own, theirs }) => ({
      own: `/api/berater/vorlagen/${own[1]?.id}/standard`,
      foreign: `/api/berater/vorlagen/${theirs[1]?.id}/standard`,
    }),
  },
  {
    method: 'DELETE',
    url: ({ own, theirs }) => ({
      own: `/api/berater/vorlagen/${own[1]?.id}`,
      foreign: `/api/berater/vorlagen/${theirs[1]?.id}`,
    }),
  },
];

describe('the order of the workspace access answers: 401, 403, 404, then 422 (ADR 100)', () => {
  it("answers no token with 401 and a customer's token with 403, whatever the body", async () => {
    const s = await setup();
    for (const route of routes) {
      const { own } = route.url(s);
      const anonymous = await t.app.inject({
        method: route.method,
        url: own,
        headers: { ...clientHeaders, 'content-type': 'application/json' },
        payload: JSON.stringify(route.invalid ?? {}),
      });
      expect(anonymous.statusCode, `${route.method} ${own}`).toBe(401);
      expect(anonymous.json().error).toBe('token_not_provided');
      const refused = await s.asCustomer(route.method, own, route.invalid);
      expect(refused.statusCode, `${route.method} ${own}`).toBe(403);
      expect(refused.json().error).toBe('role_not_permitted');
    }
  });

  it("answers another agency's or an unknown customer or preset with 404 before looking at the body", async () => {
    const s = await setup();
    for (const route of routes) {
      const { own, foreign } = route.url(s);
      if (foreign === null) continue;
      const unknown = own.replace(/\/(\d+)(?=\/|$)/, '/999999999');
      const malformed = own.replace(/\/(\d+)(?=\/|$)/, '/abc');
      for (const url of [foreign, unknown, malformed]) {
        const response = await s.call(route.method, url, route.invalid);
        expect(response.statusCode, `${route.method} ${url}`).toBe(404);
        expect(response.json().error).toBe(
          url.includes('/kunden/') ? 'could_not_find_customer' : 'could_not_find_preset',
        );
      }
    }
    expect((await s.call('GET', '/api/berater/vorlagen')).json().vorlagen).toEqual(s.own);
  });

  it('then answers an invalid body of an own entry with 422 and its field entries', async () => {
    const s = await setup();
    const cases: [Route, string[]][] = [
      [routes[0] as Route, [`config.superuser=>${unknownFieldTexts.unknown}`]],
      [routes[1] as Route, [`presetId=>${workspacePresetTexts.unknownPreset}`]],
      [routes[3] as Route, [`values=>${workspacePresetTexts.valueRequired}`]],
      [
        routes[4] as Route,
        [`name=>${workspacePresetTexts.required}`, `values=>${workspacePresetTexts.valueRequired}`],
      ],
    ];
    for (const [route, errors] of cases) {
      const { own } = route.url(s);
      const response = await s.call(route.method, own, route.invalid);
      expect(response.statusCode, `${route.method} ${own}`).toBe(422);
      expect(response.json().errors, `${route.method} ${own}`).toEqual(errors);
    }
    const extra = await s.call('PUT', `/api/berater/kunden/${s.customer.user.id}/einstellungen`, {
      config: { nachrichten: true },
      role: 'adviser',
    });
    expect(extra.json().errors).toEqual([`role=>${unknownFieldTexts.unknown}`]);
  });
});
