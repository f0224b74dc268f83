import { or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';

/** Rows re-sealed per transaction: a rotation of a large database commits as it goes and can be rerun. */
export const RESEAL_BATCH = 500;

/** True for a row where one of the columns holds a value not sealed (or hashed) with the ring's first key. */
export function staleUnder(cipher: FieldCipher, ...columns: PgColumn[]): SQL {
  const prefix = `${cipher.currentKeyId}:`;
  return or(
    ...columns.map((column) => sql`${column} is not null and left(${column}, ${prefix.length}) <> ${prefix}`),
  ) as SQL;
}

/**
 * Reads rows in id order after the last one done (RESEAL_BATCH at a time) and writes each batch in one
 * transaction, until a read finds none. Answers how many rows were written.
 */
export async function resealInBatches<Row extends { id: number }>(
  db: Db,
  read: (after: number) => Promise<Row[]>,
  write: (tx: Db, row: Row) => Promise<void>,
): Promise<number> {
  let after = 0;
  let count = 0;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return count;
    await db.transaction(async (tx) => {
      for (const row of rows) await write(tx as unknown as Db, row);
    });
    count += rows.length;
    after = (rows.at(-1) as Row).id;
  }
}
