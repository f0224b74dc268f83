import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../../src/db/factories';
import { contracts, portfolioImports, users } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import { useTestApp } from '../../../helpers/test-app';
import { agencyWithMax, apply, contractRow, details, uploadCsv } from './import.fixtures';

const t = useTestApp();

const contractsOf = async (userId: number) => {
  const { db } = await getDatabase();
  return db.select().from(contracts).where(eq(contracts.userId, userId));
};

/** Applying plans the rows again against the agency as it is then (ADR 208). */
describe('applying a portfolio preview later', () => {
  it('updates, never duplicates, a contract another preview of the same file has added since', async () => {
    const { max, token, call, kunde } = await agencyWithMax(t.app);
    const rows = [contractRow(kunde, { nummer: 'D-1', beitrag: 10 })];
    const first = (await uploadCsv(t.app, token, rows)).json();
    const second = (
      await uploadCsv(t.app, token, [contractRow(kunde, { nummer: 'D-1', beitrag: 12 })])
    ).json();
    expect(second).toMatchObject({ neu: 1 });
    expect((await call('POST', apply(first.id))).json()).toEqual({ neu: 1, geaendert: 0 });
    expect((await call('POST', apply(second.id))).json()).toEqual({ neu: 0, geaendert: 1 });
    const stored = await contractsOf(max.user.id);
    expect(stored.map((row) => [row.nummer, row.beitrag])).toEqual([['D-1', 12]]);
  });

  it('leaves out a customer who is no longer the agency’s', async () => {
    const { max, token, call, kunde } = await agencyWithMax(t.app);
    const preview = (await uploadCsv(t.app, token, [contractRow(kunde)])).json();
    const { db } = await getDatabase();
    const elsewhere = await createAgent(db);
    await db.update(users).set({ agentId: elsewhere.id }).where(eq(users.id, max.user.id));
    expect((await call('POST', apply(preview.id))).json()).toEqual({ neu: 0, geaendert: 0 });
    expect(await contractsOf(max.user.id)).toEqual([]);
  });

  it('answers 404 for a preview past its expiry, to read or to apply', async () => {
    const { max, token, call, kunde } = await agencyWithMax(t.app);
    const preview = (await uploadCsv(t.app, token, [contractRow(kunde)])).json();
    const { db } = await getDatabase();
    await db
      .update(portfolioImports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portfolioImports.id, preview.id));
    expect((await call('GET', details(preview.id, 'neu'))).statusCode).toBe(404);
    const applied = await call('POST', apply(preview.id));
    expect(applied.statusCode).toBe(404);
    expect(applied.json().error).toBe('could_not_find_import');
    expect(await contractsOf(max.user.id)).toEqual([]);
    // The agency's next preview removes the expired one with its rows; another agency's stays.
    const other = await agencyWithMax(t.app);
    const foreign = (await uploadCsv(t.app, other.token, [contractRow(other.kunde)])).json();
    await db
      .update(portfolioImports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portfolioImports.id, foreign.id));
    await uploadCsv(t.app, token, [contractRow(kunde)]);
    const left = await db.select({ id: portfolioImports.id }).from(portfolioImports);
    expect(left.map((row) => row.id)).not.toContain(preview.id);
    expect(left.map((row) => row.id)).toContain(foreign.id);
  });

  it('refuses a detail page’s unknown kind or page with the query’s 422, after the preview’s 404', async () => {
    const { token, call, kunde } = await agencyWithMax(t.app);
    const preview = (await uploadCsv(t.app, token, [contractRow(kunde)])).json();
    const wrongKind = await call('GET', details(preview.id, 'alle'));
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors).toEqual([
      'art=>Bitte wählen Sie eine der Listen der Vorschau: neue, geänderte oder unveränderte Verträge, Zeilen ohne passenden Kunden oder abgelehnte Zeilen.',
    ]);
    expect((await call('GET', `/api/berater/import/${preview.id}?art=neu&seite=0`)).statusCode).toBe(422);
    expect((await call('GET', `/api/berater/import/${preview.id}?art=neu&mehr=1`)).statusCode).toBe(422);
    const past = (await call('GET', details(preview.id, 'neu', 3))).json();
    expect(past).toMatchObject({ seite: 3, seiten: 1, gesamt: 1, eintraege: [] });
  });
});

describe('a later file that changes a pension contract’s Sparte', () => {
  it('drops its pensions, as a save stores them only on a pension contract', async () => {
    const { max, token, call, kunde } = await agencyWithMax(t.app);
    const first = (
      await uploadCsv(t.app, token, [contractRow(kunde, { nummer: 'R-1', sparte: 'private_rente' })])
    ).json();
    await call('POST', apply(first.id));
    const { db } = await getDatabase();
    await db.update(contracts).set({ renteGarantiertMtl: 300 }).where(eq(contracts.userId, max.user.id));
    const same = (
      await uploadCsv(t.app, token, [
        contractRow(kunde, { nummer: 'R-1', sparte: 'private_rente', beitrag: 99 }),
      ])
    ).json();
    await call('POST', apply(same.id));
    expect((await contractsOf(max.user.id))[0]).toMatchObject({ beitrag: 99, renteGarantiertMtl: 300 });
    const later = (
      await uploadCsv(t.app, token, [contractRow(kunde, { nummer: 'R-1', sparte: 'kfz' })])
    ).json();
    expect((await call('POST', apply(later.id))).json()).toEqual({ neu: 0, geaendert: 1 });
    expect((await contractsOf(max.user.id))[0]).toMatchObject({ sparte: 'kfz', renteGarantiertMtl: null });
  });
});
