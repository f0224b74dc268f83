import type { PushNotice } from '@kundenportal/domain/chat/push';
import { and, count, eq, gte, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports, users } from '../../db/schema';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { enqueuePush } from '../../lib/push/push-targets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DataExportRow = typeof dataExports.$inferSelect;
export type ReadyNotice = {
  mail: { subject: string; text: (firstName: string) => string };
  push: PushNotice;
};

/** The data exports' bookkeeping (ADR 222); every customer read is scoped by the account's id. */
export function createDataExportRepository(db: Db) {
  return {
    /**
     * A new export unless the customer made `limit` since `since` (failed ones not counted): the
     * account's row is locked first, so two requests at once cannot both pass the count.
     */
    async create(userId: number, since: Date, limit: number): Promise<DataExportRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [made] = await tx
          .select({ n: count() })
          .from(dataExports)
          .where(
            and(
              eq(dataExports.userId, userId),
              gte(dataExports.createdAt, since),
              ne(dataExports.status, 'fehler'),
            ),
          );
        if ((made?.n ?? 0) >= limit) return null;
        const [row] = await tx.insert(dataExports).values({ userId }).returning();
        return row ?? null;
      });
    },

    async find(userId: number, id: string): Promise<DataExportRow | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
      return row ?? null;
    },

    /** The export a download names (its ticket is checked by the caller); none for an id that is no UUID. */
    async byIdIfUuid(id: string): Promise<DataExportRow | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },

    async customer(userId: number) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The job's progress, also its heartbeat. */
    async progress(id: string, progress: number, now: Date): Promise<void> {
      await db
        .update(dataExports)
        .set({ progress, updatedAt: now })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'laeuft')));
    },

    /** The running job's heartbeat. */
    async touch(id: string, now: Date): Promise<void> {
      await db
        .update(dataExports)
        .set({ updatedAt: now })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'laeuft')));
    },

    /**
     * 'fertig' with its file and ticket, and the customer told (mail and push, no settings asked); false
     * when the export or the account is gone or the account was closed (its erasure began, ADR 241): the
     * caller then removes the file. The account's row is locked first, so the erasure's first step (which
     * closes it) comes either after this commit — its delete then finds the file's key — or before this
     * reads it.
     */
    async finish(
      row: Pick<DataExportRow, 'id' | 'userId'>,
      done: { fileKey: string; ticketHash: string; expiresAt: Date; now: Date },
      notice: ReadyNotice,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select({ email: users.email, firstName: users.firstName, active: users.active })
          .from(users)
          .where(eq(users.id, row.userId))
          .for('share');
        if (!customer?.active) return false;
        const [updated] = await tx
          .update(dataExports)
          .set({ status: 'fertig', progress: 100, finishedAt: done.now, updatedAt: done.now, ...done })
          .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'laeuft')))
          .returning({ id: dataExports.id });
        if (!updated) return false;
        const text = notice.mail.text(customer.firstName);
        await enqueue(tx, {
          channel: 'mail',
          payload: { to: customer.email, subject: notice.mail.subject, text },
        });
        await enqueuePush(tx, row.userId, notice.push);
        return true;
      });
    },

    async fail(id: string, now: Date): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'fehler', finishedAt: now, updatedAt: now })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'laeuft')));
    },

    /** Marks 'fehler' every running export without a heartbeat since `before` (its process ended). */
    async failStale(before: Date, now: Date): Promise<string[]> {
      const rows = await db
        .update(dataExports)
        .set({ status: 'fehler', finishedAt: now, updatedAt: now })
        .where(and(eq(dataExports.status, 'laeuft'), lt(dataExports.updatedAt, before)))
        .returning({ id: dataExports.id });
      return rows.map((row) => row.id);
    },

    /** Finished exports whose ticket expired and whose file is still stored. */
    async expiredFiles(now: Date): Promise<{ id: string; fileKey: string }[]> {
      const rows = await db
        .select({ id: dataExports.id, fileKey: dataExports.fileKey })
        .from(dataExports)
        .where(and(lt(dataExports.expiresAt, now), isNotNull(dataExports.fileKey)));
      return rows.flatMap((row) => (row.fileKey ? [{ id: row.id, fileKey: row.fileKey }] : []));
    },

    async forgetFile(id: string): Promise<void> {
      await db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
