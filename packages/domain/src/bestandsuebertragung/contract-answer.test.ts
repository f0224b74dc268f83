import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueEntries } from '../errors/unknown-fields';
import { unknownFieldTexts } from '../texts/errors';
import {
  answerDateBounds,
  answerDatum,
  BETREUUNG_START_MAX_DAYS,
  type ContractAnswerState,
  contractAnswerBody,
  NOTE_MAX_LENGTH,
} from './contract-answer';

const state: ContractAnswerState = {
  level: 'maklermandat',
  today: '2026-12-10',
  lastDatum: '2026-11-03',
  gesendetAm: '2026-11-03',
};
const body = contractAnswerBody(() => state);

/** The route schema's 422 entries, or the checked answer. */
function check(sent: unknown, schema = body) {
  const result = schema.safeParse(sent);
  return result.success ? result.data : issueEntries(result.error.issues);
}

describe('PUT …/vertraege/{contractId}: the fields each status needs', () => {
  it('takes a sending without anything else, its day defaulting to today', () => {
    const answer = check({ status: 'gesendet' });
    expect(answer).toEqual({ status: 'gesendet', datum: null, notiz: null });
    expect(answerDatum(answer as never, state.today)).toBe('2026-12-10');
  });

  it('needs the start day for bestätigt, the reason for abgelehnt, the query for Rückfrage', () => {
    expect(check({ status: 'bestaetigt' })).toEqual([
      'datum=>Bitte geben Sie an, ab wann Sie den Vertrag betreuen.',
    ]);
    expect(check({ status: 'abgelehnt', datum: '2026-12-01' })).toEqual([
      'notiz=>Bitte geben Sie den Grund der Ablehnung an.',
    ]);
    expect(check({ status: 'rueckfrage', notiz: '   ' })).toEqual([
      'notiz=>Bitte geben Sie die Rückfrage des Versicherers an.',
    ]);
    expect(check({ status: 'bestaetigt', datum: '2027-01-01', notiz: null })).toEqual({
      status: 'bestaetigt',
      datum: '2027-01-01',
      notiz: null,
    });
    expect(check({ status: 'abgelehnt', notiz: '  Kunde hat widersprochen. ' })).toMatchObject({
      notiz: 'Kunde hat widersprochen.',
    });
  });

  it('refuses an unknown status, a malformed or impossible date, a long note and unknown keys', () => {
    expect(check({ status: 'beantragt' })).toEqual([
      'status=>Bitte wählen Sie „gesendet“, „bestätigt“, „abgelehnt“ oder „Rückfrage“.',
    ]);
    const badDate = 'datum=>Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT).';
    expect(check({ status: 'bestaetigt', datum: '01.01.2027' })).toEqual([badDate]);
    expect(check({ status: 'bestaetigt', datum: '2027-02-29' })).toEqual([badDate]);
    expect(check({ status: 'gesendet', datum: 20261201 })).toEqual([badDate]);
    expect(check({ status: 'gesendet', notiz: 'x'.repeat(NOTE_MAX_LENGTH) })).toMatchObject({
      status: 'gesendet',
    });
    expect(check({ status: 'gesendet', notiz: 'x'.repeat(NOTE_MAX_LENGTH + 1) })).toEqual([
      `notiz=>Bitte geben Sie höchstens ${NOTE_MAX_LENGTH} Zeichen ein.`,
    ]);
    expect(check({ status: 'gesendet', versicherer: 'Allianz' })).toEqual([
      `versicherer=>${unknownFieldTexts.unknown}`,
    ]);
    expect(check([])).toEqual(['Bitte überprüfe deine Eingaben.']);
  });
});

describe('the step’s day against the contract’s steps and today', () => {
  it('lies between the last step and today for a sending, a refusal or a query', () => {
    expect(answerDateBounds('abgelehnt', state)).toEqual({ min: '2026-11-03', max: '2026-12-10' });
    expect(check({ status: 'abgelehnt', notiz: 'nein', datum: '2026-11-02' })).toEqual([
      'datum=>Das Datum darf nicht vor dem 03.11.2026 liegen.',
    ]);
    expect(check({ status: 'rueckfrage', notiz: '?', datum: '2026-12-11' })).toEqual([
      'datum=>Das Datum darf nicht nach dem 10.12.2026 liegen.',
    ]);
    expect(check({ status: 'gesendet', datum: '2026-12-10' })).toMatchObject({ datum: '2026-12-10' });
  });

  it(`starts the broker’s care from the first of the sending month up to ${BETREUUNG_START_MAX_DAYS} days ahead`, () => {
    expect(answerDateBounds('bestaetigt', state)).toEqual({ min: '2026-11-01', max: '2027-12-11' });
    expect(check({ status: 'bestaetigt', datum: '2026-11-01' })).toMatchObject({ datum: '2026-11-01' });
    expect(check({ status: 'bestaetigt', datum: '2026-10-31' })).toEqual([
      'datum=>Das Datum darf nicht vor dem 01.11.2026 liegen.',
    ]);
    expect(check({ status: 'bestaetigt', datum: '2027-12-12' })).toEqual([
      'datum=>Das Datum darf nicht nach dem 11.12.2027 liegen.',
    ]);
  });

  it('under a Datenauskunft takes the day the data arrived, default today, not a day ahead', () => {
    const data = contractAnswerBody(() => ({ ...state, level: 'datenauskunft' }));
    expect(check({ status: 'bestaetigt' }, data)).toEqual({ status: 'bestaetigt', datum: null, notiz: null });
    expect(answerDateBounds('bestaetigt', { ...state, level: 'datenauskunft' })).toEqual({
      min: '2026-11-03',
      max: '2026-12-10',
    });
    expect(check({ status: 'bestaetigt', datum: '2026-12-11' }, data)).toEqual([
      'datum=>Das Datum darf nicht nach dem 10.12.2026 liegen.',
    ]);
    expect(check({ status: 'abgelehnt' }, data)).toEqual([
      'notiz=>Bitte geben Sie den Grund der Ablehnung an.',
    ]);
  });

  it('answers every generated body with the answer or German entries, never a throw', () => {
    const sent = fc.oneof(
      fc.anything(),
      fc.record(
        {
          status: fc.oneof(
            fc.constantFrom('gesendet', 'bestaetigt', 'abgelehnt', 'rueckfrage'),
            fc.anything(),
          ),
          datum: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
            fc.anything(),
          ),
          notiz: fc.oneof(fc.string(), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(sent, (value) => {
        const answer = check(value);
        if (Array.isArray(answer)) expect(answer.length).toBeGreaterThan(0);
        else expect(['gesendet', 'bestaetigt', 'abgelehnt', 'rueckfrage']).toContain(answer.status);
      }),
    );
  });
});
