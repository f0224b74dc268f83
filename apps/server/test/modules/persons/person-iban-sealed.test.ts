import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCustomer } from '../../../src/db/factories';
import { getDatabase } from '../../helpers/database';
import { createHousehold, defined, IBAN, IBAN_2, personOf, personsApi } from '../../helpers/household';
import { createTestApp, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

/** The bank connection rows of the user's persons as text (every column). */
async function storedRows(
  userId: number,
): Promise<{ row: string; iban: string | null; sealed: string | null }[]> {
  const { db } = await getDatabase();
  const result = (await db.execute(sql`
    select bc::text as row, bc.iban, bc.iban_sealed as sealed from bank_connections bc
      join persons p on p.id = bc.person_id where p.user_id = ${userId} order by bc.id`)) as unknown as {
    rows: { row: string; iban: string | null; sealed: string | null }[];
  };
  return result.rows;
}

describe('a person’s bank connection’s IBAN at rest (ADR 286)', () => {
  it('is stored sealed by a save and read opened', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const before = personOf(await h.api.get(id));
    const saved = await h.api.update(id, {
      bankverbindungen: [
        ...before.bankverbindungen.map(({ bankleitzahl: _derived, ...entry }) => entry),
        {
          id: 'tmpBank01',
          neu: true,
          used: '0',
          iban: IBAN_2,
          kontoinhaber: 'Hanna Haupt',
          zahlungsweise: '1',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(personOf(saved).bankverbindungen.map((entry) => entry.iban)).toEqual([IBAN, IBAN_2]);
    const rows = await storedRows(h.user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.iban).toBeNull();
      expect(row.sealed).toMatch(/^test:/);
      expect(row.row).not.toContain(IBAN);
      expect(row.row).not.toContain(IBAN_2);
    }
    // Changed IBANs (the two swapped) are sealed too.
    const [first, second] = personOf(saved).bankverbindungen.map(({ bankleitzahl: _d, ...entry }) => entry);
    const changed = await h.api.update(id, {
      bankverbindungen: [
        { ...first, iban: IBAN_2 },
        { ...second, iban: IBAN },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(personOf(changed).bankverbindungen.map((entry) => entry.iban)).toEqual([IBAN_2, IBAN]);
    expect((await storedRows(h.user.id)).map((row) => [row.iban, row.sealed?.slice(0, 5)])).toEqual([
      [null, 'test:'],
      [null, 'test:'],
    ]);
  });

  it('written in clear before (migration 0047) is sealed when the server starts, and still read', async () => {
    const { db } = await getDatabase();
    const customer = await createCustomer(db, {
      scryptLogN: 10,
      config: { person_edit: true },
      persons: [{ bankConnections: [{ iban: IBAN, kontoinhaber: 'Alt Bestand', zahlungsweise: '12' }] }],
    });
    expect((await storedRows(customer.user.id)).map((row) => row.iban)).toEqual([IBAN]);
    const started = await createTestApp();
    try {
      const [row] = await storedRows(customer.user.id);
      expect(row?.iban).toBeNull();
      expect(row?.row).not.toContain(IBAN);
      const api = personsApi(started.app, await loginAs(started.app, customer.email, customer.password));
      const person = personOf(await api.get(defined(customer.persons[0]).id));
      expect(person.bankverbindungen.map((entry) => entry.iban)).toEqual([IBAN]);
    } finally {
      await started.app.close();
    }
  });
});
