import { answersOf } from '@kundenportal/domain/bedarfscheck/answers';
import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import { gapEnquiry } from '@kundenportal/domain/bedarfscheck/enquiry';
import type { Person } from '@kundenportal/domain/household/person-api';
import { pensionEnquiry } from '@kundenportal/domain/vorsorgestatus/enquiry';
import type { VorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { describe, expect, it } from 'vitest';
import { expectAdviserSessionBeforeBody } from '../../../helpers/answer-order';
import { personOf } from '../../../helpers/household';
import { createTestAdviser, jsonCaller, loginAsAdviser, useTestApp } from '../../../helpers/test-app';
import { bedarfscheckCustomer } from '../../bedarfscheck/bedarfscheck.fixtures';

const t = useTestApp();

/** A customer with answers, an entry and a contract, an adviser of the agency and one of another. */
async function setup() {
  const c = await bedarfscheckCustomer(t.app);
  const agencyId = c.agent?.id;
  if (!agencyId) throw new Error('no agency');
  await c.persons.vcheck(c.mainId, { situation: '1', kfzhalter: '1', wunsch_altersrente_mtl: 2_000 });
  await c.addContract(c.mainId, 'kfz');
  await c.saveVorsorge(c.mainId, { regelaltersrente_mtl: 1_500 });
  const adviser = await createTestAdviser({ agencyId });
  const stranger = await createTestAdviser();
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
  return { c, call, strangerCall };
}

describe('the workspace’s Bedarfscheck and Vorsorgestatus of a customer', () => {
  it('shows the agency’s adviser what the customer sees, as it stands now, whatever the customer’s switch', async () => {
    const { c, call } = await setup();
    const needs = await call('GET', `/api/berater/kunden/${c.user.id}/bedarfscheck`);
    expect(needs.statusCode, needs.body).toBe(200);
    expect(needs.json()).toEqual((await c.needs()).json());
    const gaps = needs.json<BedarfscheckAnswer>().personen[0]?.ergebnis.filter((e) => e.status === 'luecke');
    expect(gaps?.map((entry) => entry.sparte)).toEqual(['privathaftpflicht', 'berufsunfaehigkeit']);
    const status = await call('GET', `/api/berater/kunden/${c.user.id}/vorsorgestatus`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual((await c.vorsorge()).json());
    expect(status.json<VorsorgestatusAnswer>().personen[0]).toMatchObject({
      personId: c.mainId,
      quelle: 'renteninformation',
    });

    await c.persons.vcheck(c.mainId, { kfzhalter: '0', hund: '1' });
    const after = (
      await call('GET', `/api/berater/kunden/${c.user.id}/bedarfscheck`)
    ).json<BedarfscheckAnswer>();
    expect(after.personen[0]?.ergebnis.map((entry) => entry.sparte)).toContain('tierhalterhaftpflicht');
  });

  it('keeps agencies apart: another agency’s adviser and an unknown id get 404, a customer 403', async () => {
    const { c, strangerCall } = await setup();
    for (const path of ['bedarfscheck', 'vorsorgestatus']) {
      for (const id of [c.user.id, 2_147_483_647, 'abc']) {
        const response = await strangerCall('GET', `/api/berater/kunden/${id}/${path}`);
        expect(response.statusCode, `${path} ${id}`).toBe(404);
        expect(response.json().error).toBe('could_not_find_customer');
      }
    }
    await expectAdviserSessionBeforeBody(t.app, c.call, [
      ['GET', `/api/berater/kunden/${c.user.id}/bedarfscheck`],
      ['GET', `/api/berater/kunden/${c.user.id}/vorsorgestatus`],
    ]);
  });

  it('gets the customer’s “Angebot anfordern” and “Beratung anfragen” through the existing enquiry into its inbox', async () => {
    const { c, call } = await setup();
    const person: Person = personOf(await c.persons.get(c.mainId));
    const needs = (await c.needs()).json<BedarfscheckAnswer>();
    const gap = needs.personen[0]?.ergebnis.find((entry) => entry.status === 'luecke');
    if (!gap) throw new Error('no gap');
    const name = `${person.firstname} ${person.lastname}`;
    const status = (await c.vorsorge()).json<VorsorgestatusAnswer>().personen[0];
    if (!status) throw new Error('no status');
    const contact = { AnfrageGewuenschtArt: 'email', AnfrageEmail: 'hanna@example.com' };
    const offer = gapEnquiry(name, gap, answersOf(person));
    const advice = pensionEnquiry(name, status);
    for (const prefill of [offer, advice]) {
      const sent = await c.call('POST', '/api/anfrage', { ...prefill, ...contact });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const inbox = await call('GET', '/api/berater/eingang/anfrage');
    expect(inbox.statusCode).toBe(200);
    const items = inbox.json<{ items: { title: string; fields: { value: string }[] }[] }>().items;
    const texts = items.map((item) => JSON.stringify(item));
    for (const prefill of [offer, advice]) {
      expect(texts.some((text) => text.includes(JSON.stringify(prefill.AnfrageBetreff).slice(1, -1)))).toBe(
        true,
      );
    }
  });
});
