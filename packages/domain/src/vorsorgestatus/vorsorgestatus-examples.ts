import type { VorsorgestatusAnswer } from './vorsorgestatus-api';

/**
 * GET /api/vorsorgestatus's answer as the web tests' fetch mocks answer it (ADR 017): Max (11) as in the
 * worked example of pension-status.test.ts.
 */
export function testVorsorgestatusAnswer(
  overrides: Partial<VorsorgestatusAnswer> = {},
): VorsorgestatusAnswer {
  return {
    personen: [
      {
        personId: 11,
        wunschrente: 2_500,
        erwartet: { gesetzlich: 1_484.53, vertraege: 0 },
        luecke_heute: 1_015.47,
        luecke_bei_rentenbeginn: 1_685.34,
        rentenbeginn: '2052-06-01',
        rentenalter_monate: 804,
        regelaltersgrenze_monate: 804,
        quelle: 'renteninformation',
        gesetzlich: {
          brutto: 1_800,
          krankenversicherung: 157.5,
          pflegeversicherung: 64.8,
          steuer: 93.17,
          netto: 1_484.53,
        },
        vertraege_bei_rentenbeginn: 0,
        inflation_prozent: 2,
        monate_bis_rentenbeginn: 307,
        nettoeinkommen: 3_100,
        eingabe: {
          regelaltersrente_mtl: 1_800,
          rente_1_prozent_mtl: null,
          rente_2_prozent_mtl: null,
          entgeltpunkte: null,
          bruttojahresentgelt: null,
          rentenalter_monate: null,
          inflation_prozent: null,
        },
      },
    ],
    ...overrides,
  };
}
