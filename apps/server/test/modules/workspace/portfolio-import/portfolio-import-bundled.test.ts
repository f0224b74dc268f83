import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import { useTestApp } from '../../../helpers/test-app';
import { agencyWithMax, apply, contractRow, uploadCsv } from './import.fixtures';

const t = useTestApp();

const contractsOf = async (userId: number) => {
  const { db } = await getDatabase();
  return db.select().from(contracts).where(eq(contracts.userId, userId)).orderBy(contracts.id);
};

/** A bundled policy: one insurer's number with several Sparten (GDV 0200 records for 040 and 130), ADR 233. */
describe('a bundled policy in a portfolio file', () => {
  it('takes each Sparte as a contract of its own, and a later file updates each by its Sparte', async () => {
    const { max, token, call, kunde } = await agencyWithMax(t.app);
    const bundle = (beitrag: number) => [
      contractRow(kunde, { nummer: 'VB-1', sparte: 'hausrat', beitrag }, 2),
      contractRow(kunde, { nummer: 'VB-1', sparte: 'privathaftpflicht', beitrag: beitrag + 1 }, 3),
    ];
    const first = (await uploadCsv(t.app, token, bundle(10))).json();
    expect(first).toMatchObject({ neu: 2, abgelehnt: [] });
    expect((await call('POST', apply(first.id))).json()).toEqual({ neu: 2, geaendert: 0 });
    const later = (await uploadCsv(t.app, token, bundle(20))).json();
    expect(later).toMatchObject({ neu: 0, geaendert: 2, abgelehnt: [] });
    expect((await call('POST', apply(later.id))).json()).toEqual({ neu: 0, geaendert: 2 });
    const stored = await contractsOf(max.user.id);
    expect(stored.map((row) => [row.sparte, row.beitrag])).toEqual([
      ['hausrat', 20],
      ['privathaftpflicht', 21],
    ]);
  });
});
