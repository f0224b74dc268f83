import { INQUIRE_KINDS } from '@kundenportal/domain/adviser-requests/request-kinds';
import {
  INBOX_PAGE_SIZE,
  type InboxCategory,
  type InboxRequestCategory,
} from '@kundenportal/domain/workspace/inbox';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  adviserRequests,
  chatMessages,
  contracts,
  documents,
  formTemplates,
  inboxReads,
  referrals,
  retainedRecords,
  signedForms,
  users,
} from '../../../db/schema';
import { erasureQueries } from './erasure-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An item's key in inbox_reads. */
export const itemKey = (category: InboxCategory, id: string | number) => `${category}:${id}`;

const readJoin = (agencyId: number, key: ReturnType<typeof sql>) =>
  and(eq(inboxReads.agencyId, agencyId), eq(inboxReads.itemKey, key));

const requestKey = sql`${adviserRequests.kind} || ':' || ${adviserRequests.id}`;
const formKey = sql`'formular:' || ${signedForms.id}`;
const signupKey = sql`'registrierung:' || ${users.id}`;

/** An agency's signed forms the inbox shows: not those an erasure restricted (ADR 245). */
const agencyForms = (agencyId: number) =>
  and(
    eq(signedForms.agentId, agencyId),
    sql`not exists (select 1 from ${retainedRecords} where ${retainedRecords.signedFormId} = ${signedForms.id})`,
  );

/** A customer counts as new once they are in: signed up themselves, or activated the agency's invitation. */
const arrivedCustomers = (agencyId: number) =>
  and(
    eq(users.agentId, agencyId),
    eq(users.role, 'customer'),
    or(eq(users.active, true), sql`${users.registeredPlatform} is distinct from 'invite'`),
  );

const sentRequests = (agencyId: number) =>
  and(eq(adviserRequests.agentId, agencyId), ne(adviserRequests.status, 'entwurf'));

const pageOf = (page: number) => ({ limit: INBOX_PAGE_SIZE + 1, offset: (page - 1) * INBOX_PAGE_SIZE });
const unreadCount = sql<number>`(count(*) filter (where ${inboxReads.itemKey} is null))::int`;
const totalCount = sql<number>`count(*)::int`;

type Count = { unread: number; total: number };
type CountsRow = {
  kinds: ({ kind: string } & Count)[] | null;
  forms: Count | null;
  signups: Count | null;
  erasures: Count | null;
  chat: number | string | null;
};

/** Requests with their customer, contract and the agency's read mark. */
const requestRows = (db: Db, agencyId: number) =>
  db
    .select({
      request: adviserRequests,
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      contract: contracts,
      read: sql<boolean>`${inboxReads.itemKey} is not null`,
    })
    .from(adviserRequests)
    .innerJoin(users, eq(users.id, adviserRequests.userId))
    .leftJoin(contracts, eq(contracts.id, adviserRequests.contractId))
    .leftJoin(inboxReads, readJoin(agencyId, requestKey));

/**
 * The adviser's inbox (issue 14): reads across what customers sent the agency, scoped to the agency in
 * every query, and the agency's read marks.
 */
export function createInboxRepository(db: Db) {
  const erasure = erasureQueries(db);
  return {
    ...erasure,
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /**
     * The inbox's counts in one statement (issue 34: five sent at once per request starved the pool at 50
     * connections): each category's query is a subquery answering JSON.
     */
    async counts(agencyId: number) {
      const kinds = db
        .select({
          kind: adviserRequests.kind,
          unread: unreadCount.as('unread'),
          total: totalCount.as('total'),
        })
        .from(adviserRequests)
        .leftJoin(inboxReads, readJoin(agencyId, requestKey))
        .where(sentRequests(agencyId))
        .groupBy(adviserRequests.kind);
      const forms = db
        .select({ unread: unreadCount.as('unread'), total: totalCount.as('total') })
        .from(signedForms)
        .leftJoin(inboxReads, readJoin(agencyId, formKey))
        .where(agencyForms(agencyId));
      const signups = db
        .select({ unread: unreadCount.as('unread'), total: totalCount.as('total') })
        .from(users)
        .leftJoin(inboxReads, readJoin(agencyId, signupKey))
        .where(arrivedCustomers(agencyId));
      const chat = db
        .select({ unread: totalCount.as('unread') })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.agencyId, agencyId),
            eq(chatMessages.sender, 'customer'),
            sql`${chatMessages.readAt} is null`,
          ),
        );
      const result = (await db.execute(sql`select
        (select coalesce(json_agg(k), '[]'::json) from (${kinds}) k) as kinds,
        (select row_to_json(f) from (${forms}) f) as forms,
        (select row_to_json(s) from (${signups}) s) as signups,
        (select row_to_json(e) from (${erasure.erasureCounts(agencyId)}) e) as erasures,
        (${chat}) as chat`)) as unknown as { rows: CountsRow[] };
      const row = result.rows[0];
      const byKind = new Map((row?.kinds ?? []).map((kind) => [kind.kind, kind]));
      return {
        byKind,
        forms: row?.forms,
        signups: row?.signups,
        erasures: row?.erasures,
        chatUnread: Number(row?.chat ?? 0),
      };
    },

    async requests(agencyId: number, kind: InboxRequestCategory, page: number) {
      return requestRows(db, agencyId)
        .where(and(sentRequests(agencyId), eq(adviserRequests.kind, kind)))
        .orderBy(
          desc(sql`coalesce(${adviserRequests.sentAt}, ${adviserRequests.createdAt})`),
          desc(adviserRequests.id),
        )
        .limit(pageOf(page).limit)
        .offset(pageOf(page).offset);
    },

    /** One sent request of the agency, for a status change; locked in `tx`. */
    async lockRequest(tx: Db, agencyId: number, id: number) {
      const [row] = await tx
        .select()
        .from(adviserRequests)
        .where(and(sentRequests(agencyId), eq(adviserRequests.id, id)))
        .for('update');
      return row ?? null;
    },

    async request(agencyId: number, id: number) {
      const [row] = await requestRows(db, agencyId).where(
        and(sentRequests(agencyId), eq(adviserRequests.id, id)),
      );
      return row ?? null;
    },

    /** The file names attached to inquires (damage reports, enquiries), by inquire id. */
    async attachmentNames(requests: readonly { id: number; kind: string }[]) {
      const ids = requests.filter((row) => INQUIRE_KINDS.includes(row.kind as never)).map((row) => row.id);
      const names = new Map<number, string[]>();
      if (!ids.length) return names;
      const rows = await db
        .select({ ownerId: documents.ownerId, name: documents.originalFilename })
        .from(documents)
        .where(and(eq(documents.ownerType, 'inquire'), inArray(documents.ownerId, ids)))
        .orderBy(asc(documents.id));
      for (const row of rows) names.set(row.ownerId, [...(names.get(row.ownerId) ?? []), row.name]);
      return names;
    },

    async signedForms(agencyId: number, page: number) {
      return db
        .select({
          form: signedForms,
          title: formTemplates.title,
          customer: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          },
          read: sql<boolean>`${inboxReads.itemKey} is not null`,
        })
        .from(signedForms)
        .innerJoin(formTemplates, eq(formTemplates.id, signedForms.templateId))
        .leftJoin(users, eq(users.id, signedForms.userId))
        .leftJoin(inboxReads, readJoin(agencyId, formKey))
        .where(agencyForms(agencyId))
        .orderBy(desc(signedForms.seq))
        .limit(pageOf(page).limit)
        .offset(pageOf(page).offset);
    },

    async signups(agencyId: number, page: number) {
      const referrer = alias(users, 'referrer');
      return db
        .select({
          customer: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            active: users.active,
            registeredPlatform: users.registeredPlatform,
            createdAt: users.createdAt,
          },
          referrer: { firstName: referrer.firstName, lastName: referrer.lastName },
          read: sql<boolean>`${inboxReads.itemKey} is not null`,
        })
        .from(users)
        .leftJoin(referrals, eq(referrals.referredUserId, users.id))
        .leftJoin(referrer, eq(referrer.id, referrals.referrerUserId))
        .leftJoin(inboxReads, readJoin(agencyId, signupKey))
        .where(arrivedCustomers(agencyId))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageOf(page).limit)
        .offset(pageOf(page).offset);
    },

    /** Whether the item is in the agency's inbox (a read mark for anything else is refused). */
    async exists(agencyId: number, category: InboxCategory, id: string): Promise<boolean> {
      if (category === 'formular') {
        // A record's id is a UUID; anything else would be a type error in the database, not a miss.
        if (!UUID.test(id)) return false;
        const [row] = await db
          .select({ id: signedForms.id })
          .from(signedForms)
          .where(and(agencyForms(agencyId), eq(signedForms.id, id)));
        return row !== undefined;
      }
      if (!/^\d+$/.test(id) || Number(id) > 2_147_483_647) return false;
      if (category === 'loeschung') return erasure.erasureExists(agencyId, Number(id));
      if (category === 'registrierung') {
        const [row] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(arrivedCustomers(agencyId), eq(users.id, Number(id))));
        return row !== undefined;
      }
      const [row] = await db
        .select({ id: adviserRequests.id })
        .from(adviserRequests)
        .where(
          and(sentRequests(agencyId), eq(adviserRequests.kind, category), eq(adviserRequests.id, Number(id))),
        );
      return row !== undefined;
    },

    /** Sets a request's status (inside `transaction`, after `lockRequest`). */
    async setRequestStatus(tx: Db, id: number, status: string): Promise<void> {
      await tx.update(adviserRequests).set({ status }).where(eq(adviserRequests.id, id));
    },

    async markRead(agencyId: number, adviserId: number, key: string, tx: Db = db) {
      await tx.insert(inboxReads).values({ agencyId, itemKey: key, readBy: adviserId }).onConflictDoNothing();
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
