import { describe, expect, it } from 'vitest';
import { importedFields } from './contract-changes';
import { contractIndex } from './contract-index';
import { customerMatcher, type MatchPerson } from './customer-match';
import type { ImportRow } from './import-row';
import { type KnownContract, type PlanContext, planRow } from './plan-row';

const person = (over: Partial<MatchPerson>): MatchPerson => ({
  userId: 1,
  personId: 11,
  isMain: true,
  accountEmail: 'max@example.com',
  email: null,
  firstname: 'Max',
  lastname: 'Mustermann',
  geburtsdatum: '1984-05-17',
  ...over,
});

const household = [
  person({}),
  person({ personId: 12, isMain: false, firstname: 'Maria', geburtsdatum: '1986-02-03' }),
  person({
    userId: 2,
    personId: 21,
    accountEmail: 'erika@example.com',
    firstname: 'Erika',
    lastname: 'Muster',
  }),
  // Two accounts with one name and birthday: never a guess.
  person({
    userId: 3,
    personId: 31,
    accountEmail: 'a@example.com',
    firstname: 'Hans',
    geburtsdatum: '1950-01-01',
  }),
  person({
    userId: 4,
    personId: 41,
    accountEmail: 'b@example.com',
    firstname: 'Hans',
    geburtsdatum: '1950-01-01',
  }),
];

const row = (
  kunde: Partial<ImportRow['kunde']>,
  vertrag: Partial<ImportRow['vertrag']> = {},
  zeile = 2,
): ImportRow => ({
  zeile,
  kunde: { email: null, vorname: 'Max', nachname: 'Mustermann', geburtsdatum: null, ...kunde },
  vertrag: {
    gesellschaft: 'HUK-COBURG',
    nummer: 'K-1',
    sparte: 'kfz',
    name: null,
    beitrag: 30,
    zahlungsweise: '12',
    beginn: null,
    ablauf: null,
    versicherungssumme: null,
    ...vertrag,
  },
});

const context = (contracts: KnownContract[] = []): PlanContext => ({
  match: customerMatcher(household),
  contracts: contractIndex(
    contracts.map((known, index) => ({ ...known, gesellschaft: 'HUK-COBURG', nummer: `K-${index + 1}` })),
  ),
  seen: new Map(),
});

describe('a portfolio file’s line planned', () => {
  it('matches by e-mail (any case), then by name and birthday, the household’s person where named', () => {
    const plan = planRow(
      { ok: true, row: row({ email: 'MAX@example.com', vorname: 'Maria', geburtsdatum: '1986-02-03' }) },
      context(),
    );
    expect(plan).toMatchObject({ art: 'neu', userId: 1, personId: 12, name: 'Maria Mustermann' });
    expect(
      planRow(
        { ok: true, row: row({ vorname: 'Erika', nachname: 'muster', geburtsdatum: '1984-05-17' }) },
        context(),
      ),
    ).toMatchObject({ art: 'neu', userId: 2, personId: 21 });
  });

  it('takes no customer for a line two accounts match or none', () => {
    const two = planRow({ ok: true, row: row({ vorname: 'Hans', geburtsdatum: '1950-01-01' }) }, context());
    expect(two).toMatchObject({
      art: 'ohneKunde',
      grund: 'Mehrere Kunden der Agentur passen zu dieser Zeile.',
    });
    const none = planRow({ ok: true, row: row({ vorname: 'Nie' }) }, context());
    expect(none).toMatchObject({ art: 'ohneKunde', grund: 'Kein Kunde der Agentur passt zu dieser Zeile.' });
  });

  it('takes no customer for an e-mail that matches nobody, even where the name and birthday would (ADR 208)', () => {
    const plan = planRow(
      { ok: true, row: row({ email: 'alt@example.com', vorname: 'Maria', geburtsdatum: '1986-02-03' }) },
      context(),
    );
    expect(plan).toMatchObject({
      art: 'ohneKunde',
      grund: 'Die E-Mail-Adresse gehört zu keinem Kunden der Agentur.',
    });
  });

  it('finds a known contract by insurer and number: changed fields, unchanged, or another customer’s', () => {
    const known = { ...importedFields(row({}).vertrag), beitrag: 25, id: 7, userId: 1 };
    const changed = planRow(
      { ok: true, row: row({ email: 'max@example.com' }, { nummer: 'k 1' }) },
      context([known]),
    );
    expect(changed).toMatchObject({
      art: 'geaendert',
      contractId: 7,
      aenderungen: [{ feld: 'beitrag', vorher: 25, nachher: 30 }],
    });
    const same = planRow(
      { ok: true, row: row({ email: 'max@example.com' }) },
      context([{ ...known, beitrag: 30 }]),
    );
    expect(same).toMatchObject({ art: 'unveraendert', aenderungen: [] });
    const foreign = planRow({ ok: true, row: row({ email: 'erika@example.com' }) }, context([known]));
    expect(foreign).toMatchObject({
      art: 'abgelehnt',
      grund: 'Dieser Vertrag gehört im Bestand zu einem anderen Kunden.',
    });
  });

  it('refuses a contract the file names twice, and keeps the reader’s refusals with their line', () => {
    const shared = context();
    planRow({ ok: true, row: row({ email: 'max@example.com' }, {}, 2) }, shared);
    expect(planRow({ ok: true, row: row({ email: 'max@example.com' }, {}, 5) }, shared)).toEqual({
      art: 'abgelehnt',
      zeile: 5,
      grund: 'Derselbe Vertrag steht schon in Zeile 2.',
    });
    expect(planRow({ ok: false, zeile: 9, grund: 'kaputt' }, shared)).toEqual({
      art: 'abgelehnt',
      zeile: 9,
      grund: 'kaputt',
    });
  });

  it('takes a bundled policy’s Sparten as contracts of their own, each found by its Sparte (ADR 233)', () => {
    const max = { email: 'max@example.com' };
    const fresh = context();
    expect(planRow({ ok: true, row: row(max, { sparte: 'hausrat' }, 5) }, fresh)).toMatchObject({
      art: 'neu',
    });
    expect(planRow({ ok: true, row: row(max, { sparte: 'privathaftpflicht' }, 6) }, fresh)).toMatchObject({
      art: 'neu',
    });
    const known = { ...importedFields(row({}, { sparte: 'hausrat' }).vertrag), id: 7, userId: 1 };
    const bundled = context([known]);
    expect(planRow({ ok: true, row: row(max, { sparte: 'privathaftpflicht' }, 5) }, bundled)).toMatchObject({
      art: 'geaendert',
      contractId: 7,
      aenderungen: [{ feld: 'sparte', vorher: 'hausrat', nachher: 'privathaftpflicht' }],
    });
    // The number's only stored contract is taken by line 5: line 6 (its old Sparte) is a contract of its own.
    expect(planRow({ ok: true, row: row(max, { sparte: 'hausrat' }, 6) }, bundled)).toMatchObject({
      art: 'neu',
    });
    // Several stored contracts of one number: by Sparte only; a third Sparte is new.
    const stored = [known, { ...known, id: 8, sparte: 'privathaftpflicht' }].map((contract) => ({
      ...contract,
      gesellschaft: 'HUK-COBURG',
      nummer: 'K-1',
    }));
    const several = { ...context(), contracts: contractIndex(stored) };
    expect(planRow({ ok: true, row: row(max, { sparte: 'unfall' }, 5) }, several)).toMatchObject({
      art: 'neu',
    });
    expect(planRow({ ok: true, row: row(max, { sparte: 'privathaftpflicht' }, 6) }, several)).toMatchObject({
      art: 'unveraendert',
      contractId: 8,
    });
  });
});
