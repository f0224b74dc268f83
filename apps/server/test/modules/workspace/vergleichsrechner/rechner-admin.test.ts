import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import { describe, expect, it } from 'vitest';
import { authHeaders, createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../../helpers/test-app';
import { RECHNER, rechnerAdviser, rechnerBody } from '../../vergleichsrechner/rechner.fixtures';

const t = useTestApp();
const errors = vergleichsrechnerTexts.errors;

describe('/api/berater/vergleichsrechner: the agency’s calculators', () => {
  it('adds, lists, changes and deletes them; a colleague sees them, another agency does not', async () => {
    const adviser = await rechnerAdviser(t.app);
    const colleague = await rechnerAdviser(t.app, adviser.agencyId);
    const stranger = await rechnerAdviser(t.app);
    const created = await adviser.call('POST', RECHNER, {
      ...rechnerBody('kfz.example.de'),
      titel: '  Kfz-Vergleich ',
      origins: ['https://KFZ.example.de/', ''],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { rechner } = created.json<{ rechner: { id: number } }>();
    expect(rechner).toEqual({
      id: expect.any(Number),
      titel: 'Kfz-Vergleich',
      sparte: 'kfz',
      url: 'https://kfz.example.de/widget?partner=7',
      origins: ['https://kfz.example.de'],
    });
    expect((await colleague.call('GET', RECHNER)).json()).toEqual({ rechner: [rechner] });
    expect((await stranger.call('GET', RECHNER)).json()).toEqual({ rechner: [] });

    const one = `${RECHNER}/${rechner.id}`;
    const body = rechnerBody('phv.example.de', { sparte: 'privathaftpflicht', titel: 'PHV' });
    expect((await stranger.call('PUT', one, body)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', one)).statusCode).toBe(404);
    const changed = await colleague.call('PUT', one, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().rechner).toMatchObject({
      id: rechner.id,
      titel: 'PHV',
      sparte: 'privathaftpflicht',
    });
    expect((await adviser.call('DELETE', one)).statusCode).toBe(204);
    expect((await adviser.call('GET', RECHNER)).json()).toEqual({ rechner: [] });
    expect((await adviser.call('PUT', one, body)).statusCode).toBe(404);
  });

  it('answers 422 with the field’s German message and stores nothing', async () => {
    const adviser = await rechnerAdviser(t.app);
    const refused = async (body: unknown) => {
      const response = await adviser.call('POST', RECHNER, body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ errors: string[] }>().errors;
    };
    expect(await refused({ titel: '', sparte: 'boot', url: 'http://kfz.example.de', origins: [] })).toEqual([
      `titel=>${errors.titelRequired}`,
      `sparte=>${errors.sparteInvalid}`,
      `url=>${errors.urlInvalid}`,
      `origins=>${errors.originsRequired}`,
    ]);
    expect(await refused(rechnerBody('kfz.example.de', { origins: ['https://andere.example.de'] }))).toEqual([
      `origins=>${errors.urlOriginMissing}`,
    ]);
    expect(await refused(rechnerBody('kfz.example.de', { origins: ['*'] }))).toEqual([
      `origins=>${errors.originInvalid('*')}`,
    ]);
    expect(await refused({ ...rechnerBody('kfz.example.de'), extra: 1 })).toHaveLength(1);
    expect(await refused(null)).not.toHaveLength(0);
    expect((await adviser.call('GET', RECHNER)).json()).toEqual({ rechner: [] });
  });

  it('refuses a calculator of the portal’s own origin (its frame would be the portal’s)', async () => {
    const adviser = await rechnerAdviser(t.app);
    const own = new URL(t.app.config.publicUrl).origin;
    const response = await adviser.call('POST', RECHNER, {
      titel: 'Selbst',
      sparte: 'kfz',
      url: `${own}/x`,
      origins: [own],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([`url=>${errors.ownOrigin}`, `origins=>${errors.ownOrigin}`]);
  });

  it('refuses the portal’s loopback aliases and the origin the request came by, not another port', async () => {
    const adviser = await rechnerAdviser(t.app);
    const { port } = new URL(t.app.config.publicUrl);
    const suffix = port ? `:${port}` : '';
    const post = (origin: string, host?: string) =>
      t.app.inject({
        method: 'POST',
        url: RECHNER,
        headers: {
          ...authHeaders(adviser.token),
          ...(host ? { host } : {}),
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ titel: 'Selbst', sparte: 'kfz', url: `${origin}/x`, origins: [origin] }),
      });
    expect(new URL(t.app.config.publicUrl).hostname).toBe('localhost');
    for (const alias of [
      `http://127.0.0.1${suffix}`,
      `http://[::1]${suffix}`,
      `https://127.0.0.1${suffix}`,
    ]) {
      const response = await post(alias);
      expect(response.statusCode, alias).toBe(422);
      expect(response.json().errors, alias).toEqual([
        `url=>${errors.ownOrigin}`,
        `origins=>${errors.ownOrigin}`,
      ]);
    }
    const byHost = await post('https://portal.example.de', 'portal.example.de');
    expect(byHost.statusCode, byHost.body).toBe(422);
    expect((await post('https://portal.example.de', 'other.example.de')).statusCode).toBe(201);
    const otherPort = `http://127.0.0.1:${Number(port || 80) + 1}`;
    expect((await post(otherPort)).statusCode, otherPort).toBe(201);
  });

  it('writes adding, changing and deleting a calculator into the agency’s log, with its title and fields', async () => {
    const adviser = await rechnerAdviser(t.app);
    const id = await adviser.add(rechnerBody('kfz.example.de'));
    const changed = rechnerBody('neu.example.de', { titel: 'Kfz neu' });
    expect((await adviser.call('PUT', `${RECHNER}/${id}`, changed)).statusCode).toBe(200);
    expect((await adviser.call('PUT', `${RECHNER}/${id}`, changed)).statusCode).toBe(200);
    expect((await adviser.call('DELETE', `${RECHNER}/${id}`)).statusCode).toBe(204);
    const log = await adviser.call('GET', '/api/berater/agentur/protokoll');
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json<{ entries: { action: string; changes: unknown[] }[] }>().entries;
    expect(entries.map((entry) => entry.action)).toEqual([
      'rechner_removed',
      'rechner_changed',
      'rechner_created',
    ]);
    const [removed, change, created] = entries;
    expect(created?.changes).toEqual([
      { key: 'rechner', before: null, after: 'Rechner kfz.example.de' },
      { key: 'rechner.sparte', before: null, after: 'kfz' },
      { key: 'rechner.url', before: null, after: 'https://kfz.example.de/widget?partner=7' },
      { key: 'rechner.origins', before: null, after: ['https://kfz.example.de'] },
    ]);
    expect(change?.changes).toEqual([
      { key: 'rechner', before: 'Rechner kfz.example.de', after: 'Kfz neu' },
      {
        key: 'rechner.url',
        before: 'https://kfz.example.de/widget?partner=7',
        after: 'https://neu.example.de/widget?partner=7',
      },
      { key: 'rechner.origins', before: ['https://kfz.example.de'], after: ['https://neu.example.de'] },
    ]);
    expect(removed?.changes).toContainEqual({ key: 'rechner', before: 'Kfz neu', after: null });
    expect(removed?.changes).toContainEqual({
      key: 'rechner.origins',
      before: ['https://neu.example.de'],
      after: null,
    });
  });

  it('is the advisers’: a customer’s token is refused (403), none at all 401', async () => {
    const customer = await createTestCustomer({ config: { vergleichsrechner: true } });
    const call = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    expect((await call('GET', RECHNER)).statusCode).toBe(403);
    expect((await call('POST', RECHNER, rechnerBody('kfz.example.de'))).statusCode).toBe(403);
    expect((await jsonCaller(t.app, 'x')('GET', RECHNER)).statusCode).toBe(401);
  });
});
