import { describe, expect, it } from 'vitest';
import { issueEntries } from '../errors/unknown-fields';
import { unknownFieldTexts } from '../texts/errors';
import { messages } from '../texts/messages';
import { vorsorgestatusTexts as texts } from '../texts/vorsorgestatus';
import { vorsorgeInputSchema } from './vorsorge-input';

function entries(body: unknown) {
  const result = vorsorgeInputSchema.safeParse(body);
  return result.success ? result.data : issueEntries(result.error.issues);
}

describe('PUT /api/vorsorgestatus/{personId}’s body', () => {
  it('takes a Renteninformation with its scenarios, or Entgeltpunkte with an income, a start age and the inflation', () => {
    const information = {
      regelaltersrente_mtl: 1_800,
      rente_1_prozent_mtl: 2_100,
      rente_2_prozent_mtl: 2_450.55,
    };
    expect(entries(information)).toEqual(information);
    const points = {
      entgeltpunkte: 38.5123,
      bruttojahresentgelt: 52_000,
      rentenalter_monate: 780,
      inflation_prozent: 2.5,
    };
    expect(entries(points)).toEqual(points);
    expect(entries({})).toEqual({});
  });

  it('takes every field as null, as the eingabe of a GET answers an empty entry (null inflation: 2 %)', () => {
    const empty = {
      regelaltersrente_mtl: null,
      rente_1_prozent_mtl: null,
      rente_2_prozent_mtl: null,
      entgeltpunkte: null,
      bruttojahresentgelt: null,
      rentenalter_monate: null,
      inflation_prozent: null,
    };
    expect(entries(empty)).toEqual(empty);
  });

  it('takes each bound, and refuses one step beyond it', () => {
    expect(
      entries({
        regelaltersrente_mtl: 10_000,
        entgeltpunkte: 150,
        bruttojahresentgelt: 1_000_000,
        rentenalter_monate: 840,
        inflation_prozent: 10,
      }),
    ).not.toBeInstanceOf(Array);
    expect(
      entries({ rentenalter_monate: 756, inflation_prozent: 0, regelaltersrente_mtl: 0 }),
    ).not.toBeInstanceOf(Array);
    expect(
      entries({
        regelaltersrente_mtl: 10_000.01,
        entgeltpunkte: 150.0001,
        bruttojahresentgelt: 1_000_000.01,
        rentenalter_monate: 841,
        inflation_prozent: 10.1,
      }),
    ).toEqual([
      `regelaltersrente_mtl=>${texts.renteInvalid}`,
      `entgeltpunkte=>${texts.entgeltpunkteInvalid}`,
      `bruttojahresentgelt=>${texts.bruttoInvalid}`,
      `rentenalter_monate=>${texts.rentenalterInvalid}`,
      `inflation_prozent=>${texts.inflationInvalid}`,
    ]);
    expect(
      entries({
        rentenalter_monate: 755,
        inflation_prozent: -0.1,
        entgeltpunkte: 1.00001,
        regelaltersrente_mtl: 1.001,
      }),
    ).toEqual([
      `regelaltersrente_mtl=>${texts.renteInvalid}`,
      `entgeltpunkte=>${texts.entgeltpunkteInvalid}`,
      `rentenalter_monate=>${texts.rentenalterInvalid}`,
      `inflation_prozent=>${texts.inflationInvalid}`,
    ]);
  });

  it('refuses text for a number and an unknown key', () => {
    expect(
      entries({
        regelaltersrente_mtl: '1800',
        inflation_prozent: '2',
        rentenalter_monate: 780.5,
        jahr: 2026,
      }),
    ).toEqual([
      `regelaltersrente_mtl=>${texts.renteInvalid}`,
      `rentenalter_monate=>${texts.rentenalterInvalid}`,
      `inflation_prozent=>${texts.inflationInvalid}`,
      `jahr=>${unknownFieldTexts.unknown}`,
    ]);
  });

  it('refuses scenarios without the base or below it, and an income without points', () => {
    expect(entries({ rente_1_prozent_mtl: 2_000 })).toEqual([
      `regelaltersrente_mtl=>${texts.renteBaseMissing}`,
    ]);
    expect(
      entries({ regelaltersrente_mtl: 1_800, rente_1_prozent_mtl: 1_799.99, rente_2_prozent_mtl: 1_799 }),
    ).toEqual([
      `rente_1_prozent_mtl=>${texts.scenarioBelowBase}`,
      `rente_2_prozent_mtl=>${texts.scenarioBelowBase}`,
    ]);
    expect(
      entries({ regelaltersrente_mtl: 1_800, rente_1_prozent_mtl: 2_000, rente_2_prozent_mtl: 1_900 }),
    ).toEqual([`rente_2_prozent_mtl=>${texts.scenarioBelowBase}`]);
    expect(entries({ bruttojahresentgelt: 40_000 })).toEqual([
      `entgeltpunkte=>${texts.entgeltpunkteMissing}`,
    ]);
  });

  it('refuses a body that is no object with the catalogue’s message', () => {
    expect(entries([1])).toEqual([messages.validationFailed]);
    expect(entries('1800')).toEqual([messages.validationFailed]);
    expect(entries({ x: 1 })).toEqual([`x=>${unknownFieldTexts.unknown}`]);
  });
});
