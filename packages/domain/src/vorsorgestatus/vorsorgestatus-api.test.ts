import { describe, expect, it } from 'vitest';
import { householdPensionStatus, statutorySource, vorsorgestatusAnswerSchema } from './vorsorgestatus-api';
import { testVorsorgestatusAnswer } from './vorsorgestatus-examples';

const today = '2026-11-29';

describe('GET /api/vorsorgestatus’s answer', () => {
  it('lists every person of 18 or more with a birth date, by id, with its entry and the stored wish', () => {
    const answer = householdPensionStatus(
      [
        { id: 13, geburtsdatum: '2012-03-04', details: { wunsch_altersrente_mtl: 2_000 } },
        { id: 12, geburtsdatum: null, details: {} },
        {
          id: 11,
          geburtsdatum: '1985-05-14',
          details: { wunsch_altersrente_mtl: '2500', kinderanzahl: 2, einkuenfte_gesamt_netto_mtl: 3_100 },
        },
        { id: 14, geburtsdatum: '2008-11-29', details: {} },
      ],
      new Map([[11, { regelaltersrente_mtl: 1_800 }]]),
      [],
      today,
    );
    expect(answer.personen.map((person) => person.personId)).toEqual([11, 14]);
    expect(answer).toEqual({
      personen: [
        testVorsorgestatusAnswer().personen[0],
        expect.objectContaining({ personId: 14, quelle: 'keine', nettoeinkommen: null }),
      ],
    });
    expect(vorsorgestatusAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('takes the inflation and start age of the entry', () => {
    const [status] = householdPensionStatus(
      [{ id: 11, geburtsdatum: '1985-05-14', details: { wunsch_altersrente_mtl: 2_500 } }],
      new Map([[11, { regelaltersrente_mtl: 1_800, inflation_prozent: 3, rentenalter_monate: 840 }]]),
      [],
      today,
    ).personen;
    expect(status).toMatchObject({
      inflation_prozent: 3,
      rentenalter_monate: 840,
      rentenbeginn: '2055-06-01',
    });
    // 36 months after 67: Zugangsfaktor 1 + 36 × 0.5 % = 1.18; 1,800 × 1.18 = 2,124.
    expect(status?.gesetzlich.brutto).toBe(2_124);
  });

  it('carries the stored entry with every field, null where nothing is entered, so a save can keep it', () => {
    const [withEntry, without] = householdPensionStatus(
      [
        { id: 11, geburtsdatum: '1985-05-14', details: {} },
        { id: 12, geburtsdatum: '1987-02-01', details: {} },
      ],
      new Map([[11, { entgeltpunkte: 12.5, bruttojahresentgelt: 48_000, inflation_prozent: 2.5 }]]),
      [],
      today,
    ).personen;
    expect(withEntry?.eingabe).toEqual({
      regelaltersrente_mtl: null,
      rente_1_prozent_mtl: null,
      rente_2_prozent_mtl: null,
      entgeltpunkte: 12.5,
      bruttojahresentgelt: 48_000,
      rentenalter_monate: null,
      inflation_prozent: 2.5,
    });
    expect(Object.values(without?.eingabe ?? {}).every((value) => value === null)).toBe(true);
  });

  it('reads the statutory source: the Renteninformation first, then the points, else none', () => {
    expect(statutorySource({ regelaltersrente_mtl: 1_000, entgeltpunkte: 20 })).toEqual({
      kind: 'renteninformation',
      regelaltersrente: 1_000,
    });
    expect(statutorySource({ regelaltersrente_mtl: null, entgeltpunkte: 20 })).toEqual({
      kind: 'entgeltpunkte',
      entgeltpunkte: 20,
      bruttojahresentgelt: null,
    });
    expect(statutorySource({})).toEqual({ kind: 'keine' });
    expect(statutorySource(undefined)).toEqual({ kind: 'keine' });
  });

  it('has an example the schema takes, and refuses an answer without a fixed field', () => {
    expect(vorsorgestatusAnswerSchema.parse(testVorsorgestatusAnswer())).toEqual(testVorsorgestatusAnswer());
    const { luecke_heute: _, ...without } = testVorsorgestatusAnswer().personen[0] ?? {};
    expect(vorsorgestatusAnswerSchema.safeParse({ personen: [without] }).success).toBe(false);
  });
});
