import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bankingApiTexts } from '@kundenportal/domain/texts/banking-api';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053 } from './camt-file';

const t = useTestApp();

const fixtures = join(import.meta.dirname, '../../../../../packages/domain/src/banking/fixtures');
const sample = (name: string) => readFileSync(join(fixtures, name));

describe('POST /api/users/banking/import of one month in several formats', () => {
  it('adds nothing twice: camt.052 during the day, then camt.053, then the Sparkasse CSV of the same account', async () => {
    const c = await bankingCustomer(t.app);
    const first = await c.imports(sample('camt052-v08.xml'));
    expect(first.neu).toBeGreaterThan(5);
    for (const name of ['camt053-v08.xml', 'camt053-v02.xml', 'sparkasse-csv-camt-v2-windows-1252.csv']) {
      const answer = await c.imports(sample(name));
      expect({ name, neu: answer.neu, doppelt: answer.doppelt }).toEqual({
        name,
        neu: 0,
        doppelt: first.neu,
      });
    }
  });

  it('names each account’s bank: as the file names it, else by its export’s layout or its IBAN', async () => {
    const c = await bankingCustomer(t.app);
    await c.imports(sample('dkb-umsaetze-utf8-bom.csv'));
    await c.imports(sample('camt053-v08.xml'));
    const status = await c.call('GET', `${BANKING}/status`);
    const konten = status.json<{ konten: { iban: string; bank: string | null }[] }>().konten;
    expect(konten.map(({ iban, bank }) => ({ iban, bank }))).toEqual([
      { iban: 'DE75120300001020304050', bank: 'DKB' },
      { iban: 'DE20701500000012345678', bank: 'Sparkasse' },
    ]);
  });

  it('refuses a file with a booking on a day still to come at `file`, and takes one of today', async () => {
    const c = await bankingCustomer(t.app);
    const today = isoDateIn(new Date());
    const entry = { cents: -350, name: 'Café Kranzler', purpose: 'Kartenzahlung' };
    const refused = await c.upload(camt053(testIban(), [{ ...entry, date: '9999-12-31' }]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: string[] }>().errors).toEqual([
      `file=>${bankingApiTexts.futureBooking('31.12.9999')}`,
    ]);
    expect((await c.imports(camt053(testIban(), [{ ...entry, date: today }]))).neu).toBe(1);
  });

  it('refuses a booking before 01.01.2000 at `file`, and takes one of that day (ADR 288)', async () => {
    const c = await bankingCustomer(t.app);
    const entry = { cents: -350, name: 'Café Kranzler', purpose: 'Kartenzahlung' };
    const refused = await c.upload(camt053(testIban(), [{ ...entry, date: '1999-12-31' }]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: string[] }>().errors).toEqual([
      `file=>${bankingApiTexts.oldBooking('31.12.1999')}`,
    ]);
    expect((await c.imports(camt053(testIban(), [{ ...entry, date: '2000-01-01' }]))).neu).toBe(1);
  });
});
