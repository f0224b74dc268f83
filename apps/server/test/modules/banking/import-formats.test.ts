import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { bankingCustomer } from './banking.fixtures';

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
});
