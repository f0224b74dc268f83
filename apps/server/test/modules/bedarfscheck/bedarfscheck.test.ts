import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import { bedarfscheckTexts } from '@kundenportal/domain/texts/bedarfscheck';
import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { householdFingerprint, personOf } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';
import { BEDARFSCHECK_CONFIG, bedarfscheckCustomer } from './bedarfscheck.fixtures';

const t = useTestApp();

const ALL_ANSWERS = {
  situation: '1',
  einkuenfte_gesamt_netto_mtl: 2450.5,
  familienstand: 'VH',
  kinderanzahl: 2,
  wohnstatus: 'miete_wohnung',
  wunsch_altersrente_mtl: 1800,
  kfzhalter: '1',
  hund: true,
  katze: 1,
  pferd: '',
  oeltank: null,
};

describe('PUT /api/persons/vcheck/{id}/update/fremdvertrag: the Bedarfscheck’s answers', () => {
  it('saves every answer (familienstand to its column, the rest to details) and reads them back', async () => {
    const c = await bedarfscheckCustomer(t.app);
    const saved = await c.persons.vcheck(c.mainId, ALL_ANSWERS);
    expect(saved.statusCode, saved.body).toBe(200);
    const person = personOf(await c.persons.get(c.mainId));
    expect(person).toEqual(personOf(saved));
    expect(person.familienstand).toBe('VH');
    expect(person.details).toMatchObject({
      situation: '1',
      einkuenfte_gesamt_netto_mtl: 2450.5,
      kinderanzahl: 2,
      wohnstatus: 'miete_wohnung',
      wunsch_altersrente_mtl: 1800,
      kfzhalter: '1',
      hund: '1',
      katze: '1',
      pferd: '0',
      oeltank: '0',
    });
    expect(personOf(await c.persons.get(c.secondId)).familienstand).toBeNull();
  });

  it('keeps what a later step leaves out and empties what it sends as null', async () => {
    const c = await bedarfscheckCustomer(t.app);
    await c.persons.vcheck(c.mainId, ALL_ANSWERS);
    const next = await c.persons.vcheck(c.mainId, {
      kinderanzahl: null,
      familienstand: null,
      vermieter: '1',
    });
    expect(next.statusCode, next.body).toBe(200);
    const person = personOf(next);
    expect(person.familienstand).toBeNull();
    expect(person.details).toMatchObject({
      kinderanzahl: null,
      situation: '1',
      wunsch_altersrente_mtl: 1800,
      kfzhalter: '1',
      vermieter: '1',
    });
  });

  it('refuses an empty body, a value out of bounds and an unknown key, naming each, writing nothing', async () => {
    const c = await bedarfscheckCustomer(t.app);
    const before = await householdFingerprint(c.user.id);
    const refused = [
      [{}, [bedarfscheckTexts.answersEmpty]],
      [
        { einkuenfte_gesamt_netto_mtl: 10_000.01 },
        [`einkuenfte_gesamt_netto_mtl=>${bedarfscheckTexts.amountInvalid}`],
      ],
      [{ wunsch_altersrente_mtl: 1.005 }, [`wunsch_altersrente_mtl=>${bedarfscheckTexts.amountInvalid}`]],
      [{ kinderanzahl: 21 }, [`kinderanzahl=>${bedarfscheckTexts.kinderanzahlRequired}`]],
      [{ situation: '2' }, [`situation=>${bedarfscheckTexts.situationRequired}`]],
      [{ hund: 'ja' }, [`hund=>${bedarfscheckTexts.flagInvalid}`]],
    ] as const;
    for (const [body, errors] of refused) {
      const response = await c.persons.vcheck(c.mainId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.map((entry: string) => entry.replace(/^=>/, ''))).toEqual(errors);
    }
    expect(await householdFingerprint(c.user.id)).toBe(before);
  });

  it('answers another customer’s person with 404, whatever the body, and writes nothing', async () => {
    const first = await bedarfscheckCustomer(t.app);
    const second = await bedarfscheckCustomer(t.app);
    const before = await householdFingerprint(first.user.id);
    for (const body of [ALL_ANSWERS, { hund: 'ja' }]) {
      const response = await second.persons.vcheck(first.mainId, body);
      expect(response.statusCode).toBe(404);
    }
    expect(await householdFingerprint(first.user.id)).toBe(before);
  });
});

describe('GET /api/bedarfscheck', () => {
  it('answers 401 without a session, 403 for an adviser and 403 not_permitted without the flag', async () => {
    await expectSessionBeforeBody(t.app, 'GET', '/api/bedarfscheck', undefined);
    const off = await bedarfscheckCustomer(t.app, {
      config: { ...BEDARFSCHECK_CONFIG, bedarfscheck: false },
    });
    const response = await off.needs();
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('not_permitted');
  });

  it('checks each person against the household’s contracts (the domain’s worked example)', async () => {
    const c = await bedarfscheckCustomer(t.app);
    await c.persons.vcheck(c.mainId, {
      familienstand: 'VH',
      situation: '1',
      kfzhalter: '1',
      wohnstatus: 'miete_wohnung',
    });
    await c.persons.vcheck(c.secondId, { familienstand: 'VH', situation: '1', kinderanzahl: 1 });
    const phv = await c.addContract(c.mainId, 'privathaftpflicht');
    const bu = await c.addContract(c.mainId, 'berufsunfaehigkeit');
    const kfz = await c.addContract(c.secondId, 'kfz', { status: 'I' });
    const response = await c.needs();
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<BedarfscheckAnswer>();
    expect(answer.personen.map((person) => person.personId)).toEqual([c.mainId, c.secondId]);
    const short = (index: number) =>
      answer.personen[index]?.ergebnis.map(({ sparte, status, vertragId }) => [sparte, status, vertragId]);
    expect(short(0)).toEqual([
      ['risikoleben', 'luecke', null],
      ['kfz', 'pruefen', kfz],
      ['privathaftpflicht', 'gedeckt', phv],
      ['berufsunfaehigkeit', 'gedeckt', bu],
      ['hausrat', 'luecke', null],
    ]);
    expect(short(1)).toEqual([
      ['berufsunfaehigkeit', 'luecke', null],
      ['risikoleben', 'luecke', null],
      ['privathaftpflicht', 'gedeckt', phv],
    ]);
    expect(answer.personen[0]?.ergebnis[0]).toEqual({
      sparte: 'risikoleben',
      prioritaet: 'existenziell',
      status: 'luecke',
      vertragId: null,
      gruende: ['risikoleben'],
    });
  });

  it('shows a gap closed once a contract of its Sparte is added, and another household’s contracts never', async () => {
    const c = await bedarfscheckCustomer(t.app);
    const other = await bedarfscheckCustomer(t.app);
    await other.addContract(other.mainId, 'privathaftpflicht');
    const phv = (answer: BedarfscheckAnswer) =>
      answer.personen[0]?.ergebnis.find((entry) => entry.sparte === 'privathaftpflicht');
    expect(phv((await c.needs()).json())).toMatchObject({ status: 'luecke', vertragId: null });
    const id = await c.addContract(c.secondId, 'privathaftpflicht');
    expect(phv((await c.needs()).json())).toMatchObject({ status: 'gedeckt', vertragId: id });
    const persons = (await other.needs()).json<BedarfscheckAnswer>().personen.map((p) => p.personId);
    expect(persons).toEqual([other.mainId, other.secondId]);
  });
});

describe('GET /api/produkttext/{sparte}', () => {
  it('answers a Sparte’s product text, 404 for any other value, 401 without a session', async () => {
    const c = await bedarfscheckCustomer(t.app, { config: { bedarfscheck: false } });
    const hausrat = await c.productText('hausrat');
    expect(hausrat.statusCode).toBe(200);
    expect(hausrat.json()).toEqual({
      sparte: 'hausrat',
      label: 'Hausrat',
      text: bedarfscheckTexts.produkttexte.hausrat,
    });
    for (const sparte of ['strom', 'toString', '__proto__', 'x'.repeat(500)]) {
      const response = await c.productText(sparte);
      expect(response.statusCode, sparte).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    await expectSessionBeforeBody(t.app, 'GET', '/api/produkttext/hausrat', undefined);
  });
});
