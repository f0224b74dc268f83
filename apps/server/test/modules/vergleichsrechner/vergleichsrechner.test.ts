import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { clientHeaders, useTestApp } from '../../helpers/test-app';
import { cspOf, rechnerAdviser, rechnerBody, rechnerCustomer } from './rechner.fixtures';

const t = useTestApp();

describe('GET /api/vergleichsrechner: the agency’s calculators for its customer', () => {
  it('lists the agency’s calculators in the order added, never another agency’s', async () => {
    const adviser = await rechnerAdviser(t.app);
    const other = await rechnerAdviser(t.app);
    const kfz = await adviser.add(rechnerBody('kfz.example.de'));
    const phv = await adviser.add(
      rechnerBody('phv.example.de', { sparte: 'privathaftpflicht', titel: 'PHV' }),
    );
    await other.add(rechnerBody('fremd.example.de'));
    const max = await rechnerCustomer(t.app, adviser.agencyId);
    const response = await max.list();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rechner: [
        {
          id: kfz,
          titel: 'Rechner kfz.example.de',
          sparte: 'kfz',
          url: 'https://kfz.example.de/widget?partner=7',
          origins: ['https://kfz.example.de'],
        },
        {
          id: phv,
          titel: 'PHV',
          sparte: 'privathaftpflicht',
          url: 'https://phv.example.de/widget?partner=7',
          origins: ['https://phv.example.de'],
        },
      ],
    });
  });

  it('answers 401 without a session and 403 without the vergleichsrechner flag', async () => {
    const adviser = await rechnerAdviser(t.app);
    const id = await adviser.add(rechnerBody('kfz.example.de'));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/vergleichsrechner', headers: clientHeaders }))
        .statusCode,
    ).toBe(401);
    const off = await rechnerCustomer(t.app, adviser.agencyId, {});
    expect((await off.list()).statusCode).toBe(403);
    expect((await off.call('POST', `/api/vergleichsrechner/${id}/ticket`)).statusCode).toBe(403);
    expect((await adviser.call('GET', '/api/vergleichsrechner')).statusCode).toBe(403);
  });

  it('answers an empty list for a customer without an agency’s calculators', async () => {
    const adviser = await rechnerAdviser(t.app);
    const max = await rechnerCustomer(t.app, adviser.agencyId);
    expect((await max.list()).json()).toEqual({ rechner: [] });
  });
});

describe('the frame host page (ADR 193)', () => {
  it('frames the calculator with frame-src exactly its agency’s origins, per agency', async () => {
    const first = await rechnerAdviser(t.app);
    const second = await rechnerAdviser(t.app);
    const kfz = await first.add(
      rechnerBody('kfz.example.de', { origins: ['https://kfz.example.de', 'https://cdn.example.de:8443'] }),
    );
    await first.add(rechnerBody('phv.example.de', { sparte: 'privathaftpflicht' }));
    const fremd = await second.add(rechnerBody('fremd.example.de'));
    const max = await rechnerCustomer(t.app, first.agencyId);
    const erika = await rechnerCustomer(t.app, second.agencyId);

    const page = await max.frame(kfz, await max.ticket(kfz));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = cspOf(page.headers['content-security-policy']);
    expect(csp.get('frame-src')).toEqual([
      'https://kfz.example.de',
      'https://cdn.example.de:8443',
      'https://phv.example.de',
    ]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toHaveLength(1);
    expect(csp.get('script-src')?.[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(page.body).toContain('src="https://kfz.example.de/widget?partner=7"');
    expect(page.body).toContain('sandbox="allow-scripts allow-same-origin allow-forms allow-popups');
    // The host script trusts only this calculator's origins.
    expect(page.body).toContain('["https://kfz.example.de","https://cdn.example.de:8443"]');

    const other = await erika.frame(fremd, await erika.ticket(fremd));
    expect(other.statusCode).toBe(200);
    expect(cspOf(other.headers['content-security-policy']).get('frame-src')).toEqual([
      'https://fremd.example.de',
    ]);
  });

  it('opens once per ticket, not after its minute, not for another calculator, never with the session’s token', async () => {
    const adviser = await rechnerAdviser(t.app);
    const kfz = await adviser.add(rechnerBody('kfz.example.de'));
    const phv = await adviser.add(rechnerBody('phv.example.de'));
    const max = await rechnerCustomer(t.app, adviser.agencyId);
    const ticket = await max.ticket(kfz);
    expect((await max.frame(phv, ticket)).statusCode).toBe(404);
    expect((await max.frame(kfz, ticket)).statusCode).toBe(200);
    const again = await max.frame(kfz, ticket);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(vergleichsrechnerTexts.page.failed);
    expect(cspOf(again.headers['content-security-policy']).get('frame-src')).toEqual(["'none'"]);

    const late = await max.ticket(kfz);
    t.app.clock.set(new Date(Date.now() + 61_000));
    try {
      expect((await max.frame(kfz, late)).statusCode).toBe(404);
    } finally {
      t.app.clock.set(null);
    }
    for (const junk of ['', 'x', 'a'.repeat(500)]) expect((await max.frame(kfz, junk)).statusCode).toBe(404);
    const fresh = await max.ticket(kfz);
    for (const query of ['', `?ticket=${fresh}&ticket=${fresh}`, '?ticket=a&ticket=b']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/vergleichsrechner/${kfz}/rahmen${query}`,
      });
      expect(refused.statusCode, query).toBe(404);
      expect(refused.headers['content-type'], query).toMatch(/^text\/html/);
      expect(refused.body, query).toContain(vergleichsrechnerTexts.page.failed);
      expect(cspOf(refused.headers['content-security-policy']).get('frame-src'), query).toEqual(["'none'"]);
    }
    expect((await max.frame(0, ticket)).statusCode).toBe(404);
  });

  it('refuses a ticket once the calculator is gone or the customer’s switch is off', async () => {
    const adviser = await rechnerAdviser(t.app);
    const kfz = await adviser.add(rechnerBody('kfz.example.de'));
    const phv = await adviser.add(rechnerBody('phv.example.de'));
    const max = await rechnerCustomer(t.app, adviser.agencyId);
    const ticket = await max.ticket(kfz);
    expect((await adviser.call('DELETE', `/api/berater/vergleichsrechner/${kfz}`)).statusCode).toBe(204);
    expect((await max.frame(kfz, ticket)).statusCode).toBe(404);
    const late = await max.ticket(phv);
    const { db } = await getDatabase();
    await db
      .update(users)
      .set({ config: { vergleichsrechner: false } })
      .where(eq(users.id, max.user.id));
    expect((await max.frame(phv, late)).statusCode).toBe(404);
  });

  it('gives no ticket for another agency’s calculator or an unknown id (404)', async () => {
    const adviser = await rechnerAdviser(t.app);
    const stranger = await rechnerAdviser(t.app);
    const fremd = await stranger.add(rechnerBody('fremd.example.de'));
    const max = await rechnerCustomer(t.app, adviser.agencyId);
    for (const id of [String(fremd), '999999', 'abc', '0'])
      expect((await max.call('POST', `/api/vergleichsrechner/${id}/ticket`)).statusCode, id).toBe(404);
  });
});
