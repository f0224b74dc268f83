import { isFremdvertrag } from '@kundenportal/domain/bestandsuebertragung/betreuung';
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

describe('an imported contract', () => {
  it('is the broker’s own (betreuung makler), so no Bestandsübertragung offers it', async () => {
    const { max, token, call, kunde } = await agencyWithMax(t.app);
    const { db } = await getDatabase();
    const preview = (await uploadCsv(t.app, token, [contractRow(kunde, { nummer: 'M-1' })])).json();
    await call('POST', apply(preview.id));
    const [added] = await contractsOf(max.user.id);
    expect(added?.betreuung).toBe('makler');
    expect(isFremdvertrag({ betreuung: 'makler' })).toBe(false);
    // A contract the customer entered (nobody knows who looks after it) that the broker's file changes.
    await db.update(contracts).set({ betreuung: 'unbekannt' }).where(eq(contracts.userId, max.user.id));
    const later = (
      await uploadCsv(t.app, token, [contractRow(kunde, { nummer: 'M-1', beitrag: 77 })])
    ).json();
    await call('POST', apply(later.id));
    expect((await contractsOf(max.user.id))[0]).toMatchObject({ beitrag: 77, betreuung: 'makler' });
    // One the file lists unchanged is the broker's too (and counts as no change).
    await db.update(contracts).set({ betreuung: 'versicherer' }).where(eq(contracts.userId, max.user.id));
    const same = (await uploadCsv(t.app, token, [contractRow(kunde, { nummer: 'M-1', beitrag: 77 })])).json();
    expect(same).toMatchObject({ unveraendert: 1 });
    expect((await call('POST', apply(same.id))).json()).toEqual({ neu: 0, geaendert: 0 });
    expect((await contractsOf(max.user.id))[0]).toMatchObject({ betreuung: 'makler' });
  });
});
