import { describe, expect, it } from 'vitest';
import { issueEntries } from '../errors/unknown-fields';
import { bedarfscheckTexts as texts } from '../texts/bedarfscheck';
import { unknownFieldTexts } from '../texts/errors';
import { messages } from '../texts/messages';
import { ANSWER_AMOUNT_MAX, ANSWER_CHILDREN_MAX, answersOf, bedarfscheckAnswersInputSchema } from './answers';

/** The parsed body, or the 422 entries the route schema's refusal becomes. */
function entries(body: unknown) {
  const result = bedarfscheckAnswersInputSchema.safeParse(body);
  return result.success ? result.data : issueEntries(result.error.issues);
}

describe('the vcheck update body (PUT /api/persons/vcheck/{id}/update/fremdvertrag)', () => {
  it('takes the answers, flags as before (also 0/1, true/false, empty) saved as "0"/"1"', () => {
    expect(
      entries({
        situation: '1',
        kinderanzahl: 2,
        wohnstatus: 'miete_wohnung',
        hund: true,
        katze: 0,
        kfzhalter: '1',
        pferd: '',
      }),
    ).toEqual({
      situation: '1',
      kinderanzahl: 2,
      wohnstatus: 'miete_wohnung',
      hund: '1',
      katze: '0',
      kfzhalter: '1',
      pferd: '0',
    });
    expect(entries({ familienstand: null, einkuenfte_gesamt_netto_mtl: 2450.5, oeltank: null })).toEqual({
      familienstand: null,
      einkuenfte_gesamt_netto_mtl: 2450.5,
      oeltank: '0',
    });
  });

  it(`takes children up to ${ANSWER_CHILDREN_MAX} and amounts up to ${ANSWER_AMOUNT_MAX} € with cents, not one more`, () => {
    expect(
      entries({ kinderanzahl: 20, einkuenfte_gesamt_netto_mtl: 10_000, wunsch_altersrente_mtl: 9999.99 }),
    ).toEqual({
      kinderanzahl: 20,
      einkuenfte_gesamt_netto_mtl: 10_000,
      wunsch_altersrente_mtl: 9999.99,
    });
    // Entries in the body's field order: situation, income, familienstand, children, wohnstatus, pension, flags.
    expect(
      entries({ kinderanzahl: 21, einkuenfte_gesamt_netto_mtl: 10_000.01, wunsch_altersrente_mtl: 0.005 }),
    ).toEqual([
      `einkuenfte_gesamt_netto_mtl=>${texts.amountInvalid}`,
      `kinderanzahl=>${texts.kinderanzahlRequired}`,
      `wunsch_altersrente_mtl=>${texts.amountInvalid}`,
    ]);
    expect(entries({ kinderanzahl: -1, einkuenfte_gesamt_netto_mtl: -0.01 })).toEqual([
      `einkuenfte_gesamt_netto_mtl=>${texts.amountInvalid}`,
      `kinderanzahl=>${texts.kinderanzahlRequired}`,
    ]);
    expect(entries({ kinderanzahl: 1.5, einkuenfte_gesamt_netto_mtl: '2000' })).toEqual([
      `einkuenfte_gesamt_netto_mtl=>${texts.amountInvalid}`,
      `kinderanzahl=>${texts.kinderanzahlRequired}`,
    ]);
  });

  it('refuses a value not among the options, a flag that is no yes or no, and an unknown key', () => {
    expect(
      entries({ situation: '2', wohnstatus: 'schloss', familienstand: 'XX', hund: 'ja', firstname: 'Max' }),
    ).toEqual([
      `situation=>${texts.situationRequired}`,
      'familienstand=>Bitte wähle einen der angebotenen Einträge aus.',
      `wohnstatus=>${texts.wohnstatusRequired}`,
      `hund=>${texts.flagInvalid}`,
      `firstname=>${unknownFieldTexts.unknown}`,
    ]);
  });

  it('refuses an empty body and one that is no object', () => {
    expect(entries({})).toEqual([texts.answersEmpty]);
    expect(entries({ hund: undefined })).toEqual([texts.answersEmpty]);
    expect(entries([])).toEqual([messages.validationFailed]);
    expect(entries('hund')).toEqual([messages.validationFailed]);
  });
});

describe('answersOf (the questionnaire’s prefill)', () => {
  it('reads what is stored, and nothing it could not send back', () => {
    expect(
      answersOf({
        familienstand: 'VH',
        details: {
          situation: '12',
          kinderanzahl: '3',
          einkuenfte_gesamt_netto_mtl: 3200,
          wohnstatus: 'unbekannt',
          hund: '1',
          katze: 1,
        },
      }),
    ).toEqual({
      situation: '12',
      einkuenfte_gesamt_netto_mtl: 3200,
      familienstand: 'VH',
      kinderanzahl: 3,
      wohnstatus: null,
      wunsch_altersrente_mtl: null,
      kfzhalter: '0',
      vielreisender: '0',
      hund: '1',
      pferd: '0',
      katze: '1',
      bauherr: '0',
      wohneigentum: '0',
      vermieter: '0',
      mieter: '0',
      oeltank: '0',
    });
    expect(answersOf({ details: { kinderanzahl: 25, wunsch_altersrente_mtl: 'viel' } })).toMatchObject({
      kinderanzahl: null,
      wunsch_altersrente_mtl: null,
      familienstand: null,
    });
  });

  it('gives a prefill the body takes as it is', () => {
    const prefill = answersOf({
      familienstand: 'LD',
      details: { situation: '1', kinderanzahl: 0, hund: '1' },
    });
    expect(bedarfscheckAnswersInputSchema.safeParse(prefill).success).toBe(true);
  });
});
