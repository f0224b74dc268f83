import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../../src/db/schema';
import { contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

async function storedSum(id: number) {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ sum: contracts.versicherungssumme })
    .from(contracts)
    .where(eq(contracts.id, id));
  return row?.sum;
}

/** The Versicherungssumme (ADR 106), the field added in one commit to show ADR 105's field list. */
describe('a contract’s Versicherungssumme', () => {
  it('goes from the body to its column and back in every answer, changed and cleared by an update', async () => {
    const c = await createContractCustomer(t.app);
    const created = await c.api.create(hausrat(c.mainId, { versicherungssumme: '65.000,00' }));
    expect(created.statusCode).toBe(201);
    const contract = contractOf(created);
    expect(contract.versicherungssumme).toBe(65000);
    expect(await storedSum(contract.id)).toBe(65000);
    expect(contractOf(await c.api.get(contract.id)).versicherungssumme).toBe(65000);
    expect((await c.api.list()).json()).toMatchObject({ contracts: [{ versicherungssumme: 65000 }] });

    // A save that leaves it out keeps it; a number is taken as well as German text; '' clears it.
    const other = await c.api.update(contract.id, { beitrag: 14 });
    expect(contractOf(other).versicherungssumme).toBe(65000);
    const raised = await c.api.update(contract.id, { versicherungssumme: 72500.5 });
    expect(contractOf(raised).versicherungssumme).toBe(72500.5);
    expect(await storedSum(contract.id)).toBe(72500.5);
    const cleared = await c.api.update(contract.id, { versicherungssumme: '' });
    expect(contractOf(cleared).versicherungssumme).toBeNull();
    expect(await storedSum(contract.id)).toBeNull();
  });

  it('is checked by the catalogue: no negative sum, no sum past the maximum, at most two decimals', async () => {
    const c = await createContractCustomer(t.app);
    for (const versicherungssumme of [-1, 1_000_000_000, '12,345']) {
      const answer = await c.api.create(hausrat(c.mainId, { versicherungssumme }));
      expect(answer.statusCode).toBe(422);
      const { errors } = answer.json<{ errors: string[] }>();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^versicherungssumme=>/);
    }
  });
});
