import { monthsUpTo } from '@kundenportal/domain/banking/liquidity';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { addDays, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { createCustomer } from '../../src/db/factories';
import { bestandsuebertragungen, referrals, vergleichsrechner } from '../../src/db/schema';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../helpers/contracts';
import { getDatabase } from '../helpers/database';
import { documentsApi, samples } from '../helpers/documents';
import { uploadFileField } from '../helpers/multipart-upload';
import {
  authHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../helpers/test-app';
import { testIban } from '../modules/banking/banking.fixtures';
import { camt053, monthOf } from '../modules/banking/camt-file';
import { contractRow, uploadCsv } from '../modules/workspace/portfolio-import/import.fixtures';

// DEV_TOOLS: the diagnostics' routes (ADR 312) are held to the same rules.
const t = useTestApp({ DEV_TOOLS: 'true' });
const UNKNOWN = unknownFieldTexts.unknown;

/** Every write route without a body schema, each with a session of the side it needs. */
function bodylessRoutes() {
  return t.app.routeSummaries.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) &&
      !route.body,
  );
}

/**
 * A customer with the rights of these routes and an entry of each kind their paths name, and an adviser of
 * the customer's agency with a preset and a referral: the ids in the paths are theirs, so the permission
 * (403) and ownership (404) checks let the request through to the body's 422 (ADR 100).
 */
async function ownedEntries() {
  const customer = await createContractCustomer(t.app, {
    ...CONTRACT_FLAGS,
    wecker: true,
    schaden: true,
    nachrichten: true,
    bestandsuebertragung: true,
    vertrag_bereitstellen: true,
    vergleichsrechner: true,
    liquiditaet: true,
  });
  const agencyId = customer.agent?.id;
  if (agencyId === undefined) throw new Error('customer without agency');
  const adviser = await createTestAdviser({ agencyId });
  const adviserToken = await loginAsAdviser(t.app, adviser.email, adviser.password);
  const call = jsonCaller(t.app, customer.token);
  const advise = jsonCaller(t.app, adviserToken);
  const contract = contractOf(await customer.api.create(hausrat(customer.mainId)));
  // The deletion routes take the first contract (with its links and documents) and the second person: the
  // link and the documents below belong to entries no other route deletes.
  const kept = contractOf(await customer.api.create(hausrat(customer.mainId, { label: 'Zweitwohnung' })));
  const contact = async (): Promise<number> => {
    const minimal = { vorname: 'Jan', name: 'Kurz', phone: '030 1234567', email: 'jan@example.com' };
    const created = await call('POST', '/api/ansprechpartner', minimal);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().ansprechpartner.id;
  };
  const linked = await contact();
  await call('PUT', `/api/ansprechpartner/${linked}/verknuepfen`, { vertrag_id: kept.id });
  const documents = documentsApi(t.app, customer.token);
  const fileOf = async (type: string, ownerId: number): Promise<string> => {
    const uploaded = await documents.upload(ownerId, { name: 'Beleg.pdf', content: samples.pdf() }, type);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return uploaded.json().document.filename;
  };
  const tomorrow = addDays(isoDateIn(new Date()), 1);
  const reminder = (await call('POST', '/api/reminders', { datum: tomorrow, e_massage: 'Zähler' })).json();
  const draft = await call('POST', '/api/schadensmeldung', {
    schaden_subject: 'Glasbruch',
    schaden_content: 'Das Küchenfenster ist gesprungen.',
    entwurf: true,
  });
  const presets: { id: number; isDefault: boolean }[] = (await advise('GET', '/api/berater/vorlagen')).json()
    .vorlagen;
  const { db } = await getDatabase();
  const anna = await createCustomer(db, { agentId: agencyId, scryptLogN: 10, features: { referrals: true } });
  const bernd = await createCustomer(db, { agentId: agencyId, scryptLogN: 10 });
  const [referral] = await db
    .insert(referrals)
    .values({ referrerUserId: anna.user.id, referredUserId: bernd.user.id, agentId: agencyId })
    .returning({ id: referrals.id });
  // A transfer waiting for its signature (withdrawable), as POST /api/bestandsuebertragung leaves one.
  const [transfer] = await db
    .insert(bestandsuebertragungen)
    .values({ userId: customer.user.id, agencyId, level: 'maklermandat', status: 'zu_unterschreiben' })
    .returning({ id: bestandsuebertragungen.id });
  const provided = await advise(
    'POST',
    `/api/berater/kunden/${customer.user.id}/vertraege`,
    hausrat(customer.mainId),
  );
  const providedId: number = provided.json().contract.id;
  const [rechner] = await db
    .insert(vergleichsrechner)
    .values({
      agencyId,
      titel: 'Kfz',
      sparte: 'kfz',
      url: 'https://kfz.example.de/',
      origins: ['https://kfz.example.de'],
    })
    .returning({ id: vergleichsrechner.id });
  // A second device of the customer: the session DELETE /api/users/sitzungen/:id ends.
  await loginAs(t.app, customer.email, customer.password);
  const sessions: { id: string; aktuell: boolean }[] = (await call('GET', '/api/users/sitzungen')).json()
    .sitzungen;
  const otherSession = sessions.find((session) => !session.aktuell)?.id ?? '';
  // A preview of the agency's portfolio file (its one row names no customer: applying it adds nothing).
  const nobody = {
    email: 'niemand@example.com',
    vorname: 'Nie',
    nachname: 'Mand',
    geburtsdatum: '1980-01-01',
  };
  const preview = await uploadCsv(t.app, adviserToken, [contractRow(nobody)]);
  expect(preview.statusCode, preview.body).toBe(200);
  const statement = camt053(testIban(), monthOf('2026-10'));
  const imported = await uploadFileField(t.app, customer.token, '/api/users/banking/import', statement);
  expect(imported.statusCode, imported.body).toBe(201);
  // Premiums to Allianz and DEVK in the two months before now's: contracts found in the debits (issue 33),
  // one to accept and one to dismiss.
  const premium = (name: string) => (month: string) => ({
    date: `${month}-07`,
    cents: -1990,
    name,
    purpose: 'Hausrat',
  });
  const months = monthsUpTo(isoDateIn(new Date()).slice(0, 7), 3).slice(0, 2);
  const debits = camt053(testIban(), [...months.map(premium('Allianz')), ...months.map(premium('DEVK'))]);
  await uploadFileField(t.app, customer.token, '/api/users/banking/import', debits);
  const found: { id: string; versicherer: string }[] = (
    await call('GET', '/api/users/banking/vorschlaege')
  ).json().vorschlaege;
  const foundAt = (versicherer: string) => found.find((entry) => entry.versicherer === versicherer)?.id ?? '';
  const ids: Record<string, Record<string, number | string>> = {
    '/api/persons/:id': { id: customer.secondId },
    '/api/contracts/:id': { id: contract.id },
    '/api/reminders/:id': { id: reminder.reminder.id },
    '/api/ansprechpartner/:id': { id: await contact() },
    '/api/ansprechpartner/:aid/verknuepfen/:vid': { aid: linked, vid: kept.id },
    '/api/persons/:id/documents/:filename': {
      id: customer.mainId,
      filename: await fileOf('person', customer.mainId),
    },
    '/api/contracts/:id/documents/:filename': { id: kept.id, filename: await fileOf('contract', kept.id) },
    '/api/v2/document/:type/:id': { type: 'person', id: customer.mainId },
    '/api/inquire/:id/documents/:filename': {
      id: draft.json().id,
      filename: await fileOf('inquire', draft.json().id),
    },
    '/api/schadensmeldung/:id/senden': { id: draft.json().id },
    '/api/berater/kunden/:id/dokumente': { id: customer.user.id },
    '/api/berater/kunden/:id/vertraege/:contractId/link': { id: customer.user.id, contractId: providedId },
    '/api/berater/kunden/:id/vertraege/:contractId/dokumente': {
      id: customer.user.id,
      contractId: providedId,
    },
    '/api/berater/vorlagen/:id': { id: presets.find((preset) => !preset.isDefault)?.id ?? 0 },
    '/api/berater/vorlagen/:id/standard': { id: presets.find((preset) => !preset.isDefault)?.id ?? 0 },
    '/api/berater/empfehlungen/:id/auszahlen': { id: referral?.id ?? 0 },
    '/api/bestandsuebertragung/:id': { id: transfer?.id ?? 0 },
    '/api/vergleichsrechner/:id/ticket': { id: rechner?.id ?? 0 },
    '/api/berater/vergleichsrechner/:id': { id: rechner?.id ?? 0 },
    '/api/users/sitzungen/:id': { id: otherSession },
    '/api/berater/import/:id/anwenden': { id: preview.json().id },
    '/api/users/banking/account/:id': { id: imported.json().konto.id },
    '/api/users/banking/vorschlaege/:id/uebernehmen': { id: foundAt('Allianz') },
    '/api/users/banking/vorschlaege/:id': { id: foundAt('DEVK') },
  };
  /** The route's path with the owned ids (1 where the route names no entry of these). */
  const urlOf = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => String(ids[url]?.[name] ?? 1));
  return { tokens: { customer: customer.token, adviser: adviserToken, none: '' }, urlOf, ids };
}

describe('a route that takes no body', () => {
  it('refuses whatever is sent along with 422 before the route runs, on every such route', async () => {
    const { tokens, urlOf } = await ownedEntries();
    // Deletions after the other routes (an empty body deletes), then ending the other devices' sessions
    // (the one DELETE /api/users/sitzungen/:id names among them), the logouts last: with an empty body
    // they end the session the other routes use.
    const rank = (route: { method: string; url: string }) => {
      if (route.url.endsWith('/logout')) return 3;
      if (route.method === 'DELETE' && route.url === '/api/users/sitzungen') return 2;
      return route.method === 'DELETE' ? 1 : 0;
    };
    const routes = bodylessRoutes().sort((a, b) => rank(a) - rank(b));
    // Logout, passkeys, deletions, uploads, the workspace's resend and payout …
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const url = urlOf(route.url);
      const key = `${route.method} ${route.url}`;
      const send = (payload: string) =>
        t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...authHeaders(tokens[route.role ?? 'none']), 'content-type': 'application/json' },
          payload,
        });
      const keyed = await send('{"x":1,"force":true}');
      // A 403 or 404 here: the route checks a permission or an id first; give it an owned one above.
      expect(keyed.statusCode, `${key} ${keyed.body}`).toBe(422);
      expect(keyed.json().errors, key).toEqual([`x=>${UNKNOWN}`, `force=>${UNKNOWN}`]);
      const list = await send('[1]');
      expect(list.statusCode, key).toBe(422);
      expect(list.json().errors, key).toEqual([unknownFieldTexts.noBody]);
      // An empty object or null is no body: the route answers as without one (an upload route, for one,
      // then misses its file).
      for (const empty of ['{}', 'null']) {
        const answer = await send(empty);
        expect(answer.statusCode, `${key} ${empty}`).toBeLessThan(500);
        const errors: string[] = answer.statusCode === 422 ? answer.json().errors : [];
        expect(
          errors.filter((entry) => entry.includes(UNKNOWN) || entry === unknownFieldTexts.noBody),
        ).toEqual([]);
      }
    }
  });

  it('answers a body sent to an id that is not the session’s with that id’s 404, not the body’s 422', async () => {
    const mine = await ownedEntries();
    const other = await ownedEntries();
    for (const [method, url, role] of [
      ['POST', '/api/schadensmeldung/:id/senden', 'customer'],
      ['DELETE', '/api/persons/:id', 'customer'],
      ['DELETE', '/api/reminders/:id', 'customer'],
      ['DELETE', '/api/ansprechpartner/:id', 'customer'],
      ['DELETE', '/api/ansprechpartner/:aid/verknuepfen/:vid', 'customer'],
      ['DELETE', '/api/persons/:id/documents/:filename', 'customer'],
      ['DELETE', '/api/contracts/:id/documents/:filename', 'customer'],
      ['DELETE', '/api/inquire/:id/documents/:filename', 'customer'],
      ['POST', '/api/berater/kunden/:id/dokumente', 'adviser'],
      ['POST', '/api/berater/vorlagen/:id/standard', 'adviser'],
      ['POST', '/api/berater/empfehlungen/:id/auszahlen', 'adviser'],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url: other.urlOf(url),
        headers: { ...authHeaders(mine.tokens[role]), 'content-type': 'application/json' },
        payload: '{"x":1}',
      });
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBe(404);
    }
  });

  it('changes nothing when refused: the session stays after a logout with a body, the person after a deletion', async () => {
    const customer = await createTestCustomer({ config: { person_edit: true } });
    const token = await loginAs(t.app, customer.email, customer.password);
    const call = jsonCaller(t.app, token);
    const created = await call('POST', '/api/persons', { firstname: 'Kim', lastname: 'Kunde' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id ?? created.json().person?.id;

    expect((await call('DELETE', `/api/persons/${id}`, { force: true })).statusCode).toBe(422);
    expect((await call('GET', `/api/persons/${id}`)).statusCode).toBe(200);
    expect((await call('POST', '/api/logout', { everywhere: true })).statusCode).toBe(422);
    expect((await call('GET', '/api/users/me')).statusCode).toBe(200);

    expect((await call('POST', '/api/logout')).statusCode).toBeLessThan(300);
    expect((await call('GET', '/api/users/me')).statusCode).toBe(401);
  });

  it('leaves an unknown path its 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gibt-es-nicht',
      headers: { ...authHeaders(''), 'content-type': 'application/json' },
      payload: '{"x":1}',
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the order for anonymous requests: a protected route answers 401 before it looks at a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/berater/empfehlungen/1/auszahlen',
      headers: { ...authHeaders(''), 'content-type': 'application/json' },
      payload: '{"x":1}',
    });
    expect(response.statusCode).toBe(401);
  });
});
