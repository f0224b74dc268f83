import { SPARTEN } from '@kundenportal/domain/contracts/sparten';
import type { ImportRow } from '@kundenportal/domain/portfolio-import/import-row';
import { portfolioCsvLines } from '@kundenportal/domain/portfolio-import/write-csv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../../helpers/fuzz-runs';
import { useTestApp } from '../../../helpers/test-app';
import { agencyWithMax, uploadCsv } from './import.fixtures';

const t = useTestApp();

const day = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const amount = fc.option(fc.double({ min: 0, max: 2e9, noNaN: true }), { nil: null });

const rowOf = (kunde: ImportRow['kunde']) =>
  fc.record({
    zeile: fc.constant(2),
    kunde: fc.oneof(
      fc.constant(kunde),
      fc.record({
        email: fc.option(fc.emailAddress(), { nil: null }),
        vorname: fc.string({ maxLength: 20 }),
        nachname: fc.string({ maxLength: 20 }),
        geburtsdatum: fc.option(day, { nil: null }),
      }),
    ),
    vertrag: fc.record({
      gesellschaft: fc.oneof(fc.constantFrom('HUK-COBURG', 'Allianz', 'X'), fc.string({ maxLength: 30 })),
      nummer: fc.oneof(fc.constantFrom('A-1', 'a 1', 'B-2'), fc.string({ maxLength: 30 })),
      sparte: fc.constantFrom(...SPARTEN.map((sparte) => sparte.key)),
      name: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
      beitrag: amount,
      zahlungsweise: fc.constantFrom('12', '4', '2', '1', '9999', null),
      beginn: fc.option(day, { nil: null }),
      ablauf: fc.option(day, { nil: null }),
      versicherungssumme: amount,
    }),
  }) as fc.Arbitrary<ImportRow>;

/** A CSV: the header and rows as written, with lines broken, replaced or added in between. */
const csvOf = (kunde: ImportRow['kunde']) =>
  fc
    .tuple(
      fc.array(rowOf(kunde), { maxLength: 6 }),
      fc.array(fc.tuple(fc.nat(8), fc.string({ unit: 'binary', maxLength: 60 })), { maxLength: 3 }),
    )
    .map(([rows, noise]) => {
      const lines = [...portfolioCsvLines(rows)];
      for (const [at, text] of noise) lines.splice(at % (lines.length + 1), 0, `${text}\r\n`);
      return lines.join('');
    });

describe('the portfolio preview fuzzed', () => {
  it('answers any generated CSV with a preview or the file’s 422, never a 5xx, each refusal naming its line', async () => {
    const { token, kunde } = await agencyWithMax(t.app);
    await fc.assert(
      fc.asyncProperty(csvOf(kunde), async (csv) => {
        const response = await uploadCsv(t.app, token, csv);
        expect([200, 422], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          for (const refusal of response.json<{ abgelehnt: { zeile: number; grund: string }[] }>()
            .abgelehnt) {
            expect(Number.isInteger(refusal.zeile) && refusal.zeile >= 1, csv).toBe(true);
            expect(refusal.grund.length).toBeGreaterThan(0);
          }
        } else {
          for (const entry of response.json<{ errors: string[] }>().errors)
            expect(entry, csv).toMatch(/^file=>Zeile [1-9]\d*: \S/);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
