import { describe, expect, it } from 'vitest';
import { bedarfscheckTexts } from '../texts/bedarfscheck';
import { bedarfscheckAnswerSchema, householdNeeds, productText } from './bedarfscheck-api';
import { testBedarfscheckAnswer } from './bedarfscheck-examples';

describe('GET /api/bedarfscheck’s answer', () => {
  it('checks each person of the household, by id, against all the household’s contracts', () => {
    const answer = householdNeeds(
      [
        { id: 12, familienstand: 'VH', details: { situation: '1', kinderanzahl: 1 } },
        {
          id: 11,
          familienstand: 'VH',
          details: { situation: '1', kfzhalter: '1', wohnstatus: 'miete_wohnung' },
        },
      ],
      [
        { id: 31, person_id: 11, sparte: 'privathaftpflicht', status: 'A' },
        { id: 32, person_id: 11, sparte: 'berufsunfaehigkeit', status: 'A' },
        { id: 33, person_id: 12, sparte: 'kfz', status: 'I' },
      ],
    );
    expect(answer.personen.map((person) => person.personId)).toEqual([11, 12]);
    expect(
      answer.personen[0]?.ergebnis.map(({ sparte, status, vertragId }) => [sparte, status, vertragId]),
    ).toEqual([
      ['risikoleben', 'luecke', null],
      ['kfz', 'pruefen', 33],
      ['privathaftpflicht', 'gedeckt', 31],
      ['berufsunfaehigkeit', 'gedeckt', 32],
      ['hausrat', 'luecke', null],
    ]);
    expect(answer.personen[1]?.ergebnis.map(({ sparte, status }) => [sparte, status])).toEqual([
      ['berufsunfaehigkeit', 'luecke'],
      ['risikoleben', 'luecke'],
      ['privathaftpflicht', 'gedeckt'],
    ]);
    expect(bedarfscheckAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('has an example the schema takes', () => {
    expect(bedarfscheckAnswerSchema.parse(testBedarfscheckAnswer())).toEqual(testBedarfscheckAnswer());
    expect(
      bedarfscheckAnswerSchema.safeParse({ personen: [{ personId: 1, ergebnis: [{ sparte: 'x' }] }] })
        .success,
    ).toBe(false);
  });
});

describe('GET /api/produkttext/{sparte}', () => {
  it('answers the short text of a Sparte the rules name, with its label; nothing for another value', () => {
    expect(productText('hausrat')).toEqual({
      sparte: 'hausrat',
      label: 'Hausrat',
      text: bedarfscheckTexts.produkttexte.hausrat,
    });
    expect(productText('strom')).toBeNull();
    expect(productText('toString')).toBeNull();
    expect(productText(42)).toBeNull();
  });
});
