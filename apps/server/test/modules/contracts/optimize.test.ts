import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adviserRequests, users } from '../../../src/db/schema';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { deliveredMails } from '../../helpers/outbox-files';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
const ADVISER = 'thomas.berger@berger-makler.example';

describe('POST /api/contracts/:id/optimieren (vertrag_optimieren)', () => {
  it('stores the request and mails the adviser the contract and the note', async () => {
    const c = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, vertrag_optimieren: true });
    const contract = contractOf(await c.api.create(hausrat(c.mainId)));
    const response = await c.api.call('POST', `/api/contracts/${contract.id}/optimieren`, {
      nachricht: 'Gibt es etwas Günstigeres mit Fahrradschutz?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Der Berater wurde informiert.' });
    const [mail] = await deliveredMails(t.dataDir, ADVISER, c.email);
    expect(mail?.subject).toBe('Vertrag optimieren: Kim Kunde');
    expect(mail?.text).toContain('Vertrag: Hausrat Wohnung (Hausrat)');
    expect(mail?.text).toContain('Gesellschaft: Allianz Versicherungs-AG, Nr. HR-100-200');
    expect(mail?.text).toContain('Nachricht:\nGibt es etwas Günstigeres mit Fahrradschutz?');
    const { db } = await getDatabase();
    const stored = await db.select().from(adviserRequests).where(eq(adviserRequests.userId, c.user.id));
    expect(stored).toMatchObject([
      { kind: 'vertrag_optimieren', contractId: contract.id, status: 'eingegangen', agentId: c.agent?.id },
    ]);
  });

  it('checks the note (2000 characters at most, no other fields), the flag, the contract and the adviser', async () => {
    const c = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, vertrag_optimieren: true });
    const contract = contractOf(await c.api.create(hausrat(c.mainId)));
    const url = `/api/contracts/${contract.id}/optimieren`;
    expect((await c.api.call('POST', url, { nachricht: 'x'.repeat(2000) })).statusCode).toBe(201);
    const long = await c.api.call('POST', url, { nachricht: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ errors: ['nachricht=>Bitte gib höchstens 2000 Zeichen ein.'] });
    expect((await c.api.call('POST', url, { betreff: 'x' })).statusCode).toBe(422);
    // Text the database cannot hold (NUL, a lone surrogate) is a 422, not a 500.
    for (const nachricht of ['a\u0000b', 'a\ud800b']) {
      const refused = await c.api.call('POST', url, { nachricht });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: ['nachricht=>Der Wert ist ungültig.'] });
    }
    expect((await c.api.call('POST', url, {})).statusCode).toBe(201);

    const other = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, vertrag_optimieren: true });
    expect((await other.api.call('POST', url, {})).json()).toMatchObject({
      error: 'could_not_find_contract',
    });
    const without = await createContractCustomer(t.app);
    const own = contractOf(await without.api.create(hausrat(without.mainId)));
    expect((await without.api.call('POST', `/api/contracts/${own.id}/optimieren`, {})).statusCode).toBe(403);

    const { db } = await getDatabase();
    await db.update(users).set({ agentId: null }).where(eq(users.id, c.user.id));
    const alone = await c.api.call('POST', url, {});
    expect(alone.statusCode).toBe(422);
    expect(alone.json()).toMatchObject({
      errors: ['Du hast noch keinen Berater, der den Vertrag prüfen kann.'],
    });
    const stored = await db
      .select()
      .from(adviserRequests)
      .where(and(eq(adviserRequests.userId, c.user.id), eq(adviserRequests.kind, 'vertrag_optimieren')));
    expect(stored).toHaveLength(2);
  });
});
