import type { AgencyTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { createPerson } from '../../../../src/db/factories';
import { agencyInsurerSettings } from '../../../../src/db/schema';
import { expectAdviserSessionBeforeBody } from '../../../helpers/answer-order';
import { getDatabase } from '../../../helpers/database';
import { useTestApp } from '../../../helpers/test-app';
import { agencyWithAdviser, berlin, customerOf, seedTransfer } from './transfers.fixtures';

/** GET /api/berater/bestandsuebertragungen: the agency's board (issue 29, ADR 153). */
const t = useTestApp();
afterEach(() => t.app.clock.set(null));

async function board(call: Awaited<ReturnType<typeof agencyWithAdviser>>['call'], query = '') {
  const response = await call('GET', `/api/berater/bestandsuebertragungen${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ transfers: AgencyTransfer[] }>().transfers;
}

describe('the board', () => {
  it('answers the agency’s transfers newest first, each with its contracts, steps, customer, column and letters', async () => {
    const office = await agencyWithAdviser(t.app);
    const max = await customerOf(t.app, office.agency.id);
    const hausrat = await max.contract('HUK-COBURG', 'HR-1');
    const kfz = await max.contract('Unbekannte Versicherung AG', 'KFZ-2');
    const older = await seedTransfer({
      userId: max.user.id,
      agencyId: office.agency.id,
      createdAt: new Date('2026-10-01T08:00:00Z'),
      contracts: [
        { contractId: hausrat.id, versicherer: 'HUK-COBURG', nummer: 'HR-1', status: 'gesendet' },
        { contractId: kfz.id, versicherer: 'Unbekannte Versicherung AG', nummer: 'KFZ-2', sparte: null },
      ],
    });
    const unsigned = await seedTransfer({
      userId: max.user.id,
      agencyId: office.agency.id,
      status: 'zu_unterschreiben',
      level: 'datenauskunft',
      createdAt: new Date('2026-10-03T08:00:00Z'),
      contracts: [{ contractId: kfz.id + 1000, versicherer: 'HUK-COBURG', nummer: 'X-3' }],
    });
    t.app.clock.set(berlin('2026-10-10'));
    const transfers = await board(office.call);
    expect(transfers.map((transfer) => transfer.id)).toEqual([unsigned.id, older.id]);
    const [first, second] = transfers;
    expect(first).toMatchObject({
      status: 'zu_unterschreiben',
      level: 'datenauskunft',
      state: 'offen',
      beantragtAt: null,
      customer: { id: max.user.id, name: 'Max Mustermann' },
    });
    expect(second).toEqual({
      id: older.id,
      status: 'beantragt',
      level: 'maklermandat',
      createdAt: '2026-10-01T08:00:00.000Z',
      beantragtAt: '2026-10-01T08:00:00.000Z',
      zurueckgezogenAt: null,
      contracts: [
        {
          contractId: hausrat.id,
          versicherer: 'HUK-COBURG',
          nummer: 'HR-1',
          status: 'gesendet',
          sparte: 'hausrat',
          datum: '2026-10-01',
          notiz: null,
          erfasstAm: '2026-10-01',
          gesendetAm: '2026-10-01',
          verlauf: [
            { status: 'beantragt', datum: '2026-10-01', notiz: null, erfasstAm: '2026-10-01' },
            { status: 'gesendet', datum: '2026-10-01', notiz: null, erfasstAm: '2026-10-01' },
          ],
        },
        {
          contractId: kfz.id,
          versicherer: 'Unbekannte Versicherung AG',
          nummer: 'KFZ-2',
          status: 'beantragt',
          sparte: null,
          datum: '2026-10-01',
          notiz: null,
          erfasstAm: '2026-10-01',
          gesendetAm: null,
          verlauf: [{ status: 'beantragt', datum: '2026-10-01', notiz: null, erfasstAm: '2026-10-01' }],
        },
      ],
      customer: { id: max.user.id, name: 'Max Mustermann' },
      // Stored without a person: the main person's (ADR 183).
      person: { id: max.persons[0]?.id, name: 'Max Mustermann' },
      // A contract not yet sent waits for the broker.
      state: 'offen',
      letters: [
        { versicherer: 'HUK-COBURG', email: null, addressKnown: true },
        { versicherer: 'Unbekannte Versicherung AG', email: null, addressKnown: false },
      ],
    });
  });

  it('names the household’s person each transfer is for, not only the account (ADR 183)', async () => {
    const office = await agencyWithAdviser(t.app);
    const max = await customerOf(t.app, office.agency.id);
    const other = await customerOf(t.app, office.agency.id, { firstName: 'Erika', lastName: 'Musterfrau' });
    const { db } = await getDatabase();
    const maria = await createPerson(db, max.user.id, { firstname: 'Maria', lastname: 'Muster' });
    const seed = (personId: number, nummer: string) =>
      seedTransfer({
        userId: max.user.id,
        agencyId: office.agency.id,
        personId,
        contracts: [{ contractId: 900_000 + personId, versicherer: 'HUK-COBURG', nummer }],
      });
    const forMaria = await seed(maria.id, 'M-1');
    const forMax = await seed(max.persons[0]?.id ?? 0, 'X-1');
    // Another household's person, or one since deleted: no one of this household is named.
    const foreign = await seed(other.persons[0]?.id ?? 0, 'F-1');
    const persons = new Map(
      (await board(office.call, `?kunde=${max.user.id}`)).map((transfer) => [transfer.id, transfer]),
    );
    expect(persons.get(forMaria.id)).toMatchObject({
      customer: { id: max.user.id, name: 'Max Mustermann' },
      person: { id: maria.id, name: 'Maria Muster' },
    });
    expect(persons.get(forMax.id)?.person).toEqual({ id: max.persons[0]?.id, name: 'Max Mustermann' });
    expect(persons.get(foreign.id)?.person).toBeNull();
  });

  it('puts a letter out six calendar weeks in "wartet" through the 42nd day and in "ueberfaellig" from 00:00 Berlin on the 43rd', async () => {
    const office = await agencyWithAdviser(t.app);
    const max = await customerOf(t.app, office.agency.id);
    const contract = await max.contract('Allianz', 'PH-1');
    const sent = await seedTransfer({
      userId: max.user.id,
      agencyId: office.agency.id,
      createdAt: new Date('2026-10-30T09:00:00Z'),
      // Monday 2 November: due by Monday 14 December, overdue from the 15th.
      contracts: [
        {
          contractId: contract.id,
          versicherer: 'Allianz',
          nummer: 'PH-1',
          status: 'gesendet',
          gesendetAm: '2026-11-02',
        },
      ],
    });
    const stateAt = async (at: Date) => {
      t.app.clock.set(at);
      return (await board(office.call)).find((transfer) => transfer.id === sent.id)?.state;
    };
    // The test clock runs on from where it is set: the last minute of the 42nd day, the first of the 43rd
    // (the millisecond boundary is the domain's board-state.test.ts).
    expect(await stateAt(berlin('2026-12-14', '00:00'))).toBe('wartet');
    expect(await stateAt(berlin('2026-12-14', '23:59'))).toBe('wartet');
    expect(await stateAt(berlin('2026-12-15', '00:00'))).toBe('ueberfaellig');
  });

  it('answers the columns: done when every insurer decided, done when withdrawn, open again on a query', async () => {
    const office = await agencyWithAdviser(t.app);
    const max = await customerOf(t.app, office.agency.id);
    const a = await max.contract('Allianz', 'A-1');
    const b = await max.contract('ERGO', 'B-1');
    const seed = (
      status: 'bestaetigt' | 'rueckfrage',
      transferStatus: 'beantragt' | 'zurueckgezogen' = 'beantragt',
    ) =>
      seedTransfer({
        userId: max.user.id,
        agencyId: office.agency.id,
        status: transferStatus,
        contracts: [
          { contractId: a.id, versicherer: 'Allianz', nummer: 'A-1', status },
          {
            contractId: b.id,
            versicherer: 'ERGO',
            nummer: 'B-1',
            status: transferStatus === 'beantragt' ? 'abgelehnt' : 'beantragt',
          },
        ],
      });
    const done = await seed('bestaetigt');
    const query = await seed('rueckfrage');
    const withdrawn = await seed('bestaetigt', 'zurueckgezogen');
    t.app.clock.set(berlin('2026-10-20'));
    const states = Object.fromEntries(
      (await board(office.call)).map((transfer) => [transfer.id, transfer.state]),
    );
    expect(states).toEqual({ [done.id]: 'erledigt', [query.id]: 'offen', [withdrawn.id]: 'erledigt' });
  });

  it('filters by insurer and by customer, and the letters follow the agency’s own e-mail and address', async () => {
    const office = await agencyWithAdviser(t.app);
    const max = await customerOf(t.app, office.agency.id);
    const erika = await customerOf(t.app, office.agency.id, { firstName: 'Erika' });
    const huk = await max.contract('HUK-COBURG', 'H-1');
    const axa = await erika.contract('AXA', 'X-1');
    const own = await erika.contract('Kleine Versicherung', 'K-1');
    const atHuk = await seedTransfer({
      userId: max.user.id,
      agencyId: office.agency.id,
      contracts: [{ contractId: huk.id, versicherer: 'HUK-COBURG', nummer: 'H-1' }],
    });
    const atAxa = await seedTransfer({
      userId: erika.user.id,
      agencyId: office.agency.id,
      contracts: [
        { contractId: axa.id, versicherer: 'AXA', nummer: 'X-1' },
        { contractId: own.id, versicherer: 'Kleine Versicherung', nummer: 'K-1' },
      ],
    });
    const { db } = await getDatabase();
    await db.insert(agencyInsurerSettings).values([
      { agencyId: office.agency.id, versicherer: 'AXA', email: 'makler@axa.example' },
      {
        agencyId: office.agency.id,
        versicherer: 'Kleine Versicherung',
        strasse: 'Weg 1',
        plz: '12345',
        ort: 'Ort',
      },
    ]);
    const ids = (transfers: AgencyTransfer[]) => transfers.map((transfer) => transfer.id);
    expect(ids(await board(office.call, '?versicherer=HUK-COBURG'))).toEqual([atHuk.id]);
    expect(ids(await board(office.call, '?versicherer=AXA'))).toEqual([atAxa.id]);
    expect(ids(await board(office.call, '?versicherer=Niemand'))).toEqual([]);
    expect(ids(await board(office.call, '?versicherer='))).toEqual([atAxa.id, atHuk.id]);
    expect(ids(await board(office.call, `?kunde=${max.user.id}`))).toEqual([atHuk.id]);
    const [erikas] = await board(office.call, `?kunde=${erika.user.id}&versicherer=AXA`);
    expect(erikas?.letters).toEqual([
      { versicherer: 'AXA', email: 'makler@axa.example', addressKnown: true },
      { versicherer: 'Kleine Versicherung', email: null, addressKnown: true },
    ]);
    const refused = await office.call('GET', '/api/berater/bestandsuebertragungen?kunde=abc&status=1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      'kunde=>Der Wert ist ungültig.',
      `status=>${unknownFieldTexts.unknown}`,
    ]);
  });

  it('keeps agencies apart: another agency sees none of them, not even by its customer id', async () => {
    const office = await agencyWithAdviser(t.app);
    const other = await agencyWithAdviser(t.app);
    const max = await customerOf(t.app, office.agency.id);
    const contract = await max.contract('Allianz', 'A-9');
    const mine = await seedTransfer({
      userId: max.user.id,
      agencyId: office.agency.id,
      contracts: [{ contractId: contract.id, versicherer: 'Allianz', nummer: 'A-9' }],
    });
    expect((await board(office.call)).map((transfer) => transfer.id)).toEqual([mine.id]);
    expect(await board(other.call)).toEqual([]);
    expect(await board(other.call, `?kunde=${max.user.id}`)).toEqual([]);
    expect(await board(other.call, '?versicherer=Allianz')).toEqual([]);
  });

  it('answers 401 without a token and 403 to a customer, before the query', async () => {
    const office = await agencyWithAdviser(t.app);
    const max = await customerOf(t.app, office.agency.id);
    await expectAdviserSessionBeforeBody(t.app, max.call, [
      ['GET', '/api/berater/bestandsuebertragungen?kunde=x'],
    ]);
  });
});
