import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerData } from '../../src/db/customer-data';
import { customerRows, schemaTables } from '../../src/db/customer-data-tables';
import { CHANGE_CHANNEL } from '../../src/plugins/view-cache';
import { getDatabase } from '../helpers/database';
import { createTestAdviser, useTestApp } from '../helpers/test-app';
import { maxLikeHousehold, newIdentity } from '../modules/account-erasure/erasure.fixtures';

/**
 * Every page read may be cached per user (ADR 330), so every table a read is built from tells the change
 * feed whose views it touched: 'u:<user>' for the user's rows, 'w:<agency>' for the workspace of the
 * customer's agency, 'a:<agency>' for the agency's own rows (migration 0051). A table left out says why.
 */
const t = useTestApp();

/** Tables no read is built from, or whose rows change so often that they must not drop views. */
const NOT_IN_FEED: Record<string, string> = {
  login_failures: 'failed logins by address and IP: no page shows them',
  sms_codes: "the sign-up's SMS code hashes, read only by the code check",
  outbox: 'mails and pushes waiting to go: no page shows them',
  denied_tokens: 'token ids denied until they expire, read by the session check (never cached)',
  used_sso_tokens: 'single sign-on token ids until they expire, read by the sign-on only',
  blob_removals: 'files waiting to be removed from the store: no page shows them',
  bank_aggregator_removals: 'finAPI users waiting to be deleted there: no page shows them',
  portfolio_import_rows: "a preview's rows (up to 50,000 a file), read by its apply only",
  portfolio_imports: 'a preview, read after the upload (not a page read)',
  chat_presence: "a chat stream's heartbeat (every 25 s), read by the away mail only",
  webauthn_challenges: 'a passkey ceremony, read by its answer only',
  vergleichsrechner_tickets: "a calculator frame's ticket, read by the frame only",
  bank_aggregator_webforms: 'a finAPI web form, asked while it is open (not a page read)',
  push_subscriptions: 'where pushes go: no page shows them',
  data_exports: 'an export asked for, read until it is ready (not a page read)',
  signed_form_tombstones: "a purged signed form's place in its chain, read by the audit check",
  daily_runs: 'which day a once-a-day job ran for the cluster, read by the reminder worker only',
};

const FEED_FUNCTIONS = new Set([
  'kp_notify_user',
  'kp_notify_user_by_person_id',
  'kp_notify_user_by_parent',
  'kp_notify_agent',
  'kp_notify_key',
  'kp_notify_bank_entry_owners',
]);
// pg_trigger.tgtype bits.
const INSERT = 4;
const DELETE = 8;
const UPDATE = 16;

let max: Awaited<ReturnType<typeof maxLikeHousehold>>;
const heard: string[] = [];
/** Called with each payload heard (a marker's waiter). */
let onHeard: (payload: string) => void = () => {};
let stopListening: () => Promise<void>;

/** The payloads a change sent (every one committed before a marker sent after it). */
async function payloadsOf(change: () => Promise<unknown>): Promise<Set<string>> {
  const { db } = await getDatabase();
  heard.length = 0;
  await change();
  const marker = `sync:${randomUUID()}`;
  const markerHeard = new Promise<void>((resolve) => {
    onHeard = (payload) => {
      if (payload === marker) resolve();
    };
  });
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${marker})`);
  await markerHeard;
  return new Set(heard.filter((payload) => payload !== marker));
}

beforeAll(async () => {
  max = await maxLikeHousehold(t.app, newIdentity('Max'));
  const database = await getDatabase();
  // On PostgreSQL the listening connection is made in the background: notifications count once it is live.
  let isLive: () => void = () => {};
  const live = new Promise<void>((resolve) => {
    isLive = resolve;
  });
  stopListening = await database.listen(CHANGE_CHANNEL, {
    notify: (payload) => {
      heard.push(payload);
      onHeard(payload);
    },
    state: (state) => {
      if (state) isLive();
    },
  });
  await live;
});

afterAll(async () => {
  await stopListening?.();
});

describe('the change feed covers every table (migration 0051)', () => {
  it('has a trigger for insert, update and delete on every table but those listed with a reason', async () => {
    const { db } = await getDatabase();
    const result = (await db.execute(sql`
      select c.relname as table_name, p.proname as function_name, t.tgtype::int as type
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal`)) as unknown as {
      rows: { table_name: string; function_name: string; type: number }[];
    };
    const events = new Map<string, number>();
    for (const row of result.rows) {
      if (!FEED_FUNCTIONS.has(row.function_name)) continue;
      events.set(row.table_name, (events.get(row.table_name) ?? 0) | (row.type & (INSERT | DELETE | UPDATE)));
    }
    const uncovered = [...schemaTables.keys()].filter(
      (table) => !(table in NOT_IN_FEED) && events.get(table) !== (INSERT | DELETE | UPDATE),
    );
    expect(uncovered, 'tables whose changes no cached view hears').toEqual([]);
    expect(Object.keys(NOT_IN_FEED).filter((table) => events.has(table))).toEqual([]);
  });

  it("a change of each of the customer's tables names the customer and the agency's workspace", async () => {
    const { db } = await getDatabase();
    const silent: string[] = [];
    let tried = 0;
    for (const [table, entry] of Object.entries(customerData)) {
      if (entry.kind === 'none' || !entry.scope || table in NOT_IN_FEED) continue;
      // Append-only (the signed forms, ADR 240): its insert is what the feed hears.
      if (table === 'signed_forms') continue;
      const drizzleTable = schemaTables.get(table);
      if (!drizzleTable) throw new Error(table);
      // A session's end, not the touch of its last use (below).
      const first =
        table === 'sessions' ? 'ended_at' : (getTableConfig(drizzleTable).columns[0]?.name ?? 'id');
      const column = sql.identifier(first);
      const payloads = await payloadsOf(() =>
        db.execute(
          sql`update ${drizzleTable} set ${column} = ${column} where ${customerRows(table, max.userId)}`,
        ),
      );
      if (payloads.size === 0) continue; // no row of Max there: the insert below covers it
      tried += 1;
      if (!payloads.has(`u:${max.userId}`) || !payloads.has(`w:${max.agencyId}`))
        silent.push(`${table}: ${[...payloads].join(' ')}`);
    }
    expect(silent).toEqual([]);
    // The Max-like household has a row in nearly every table (erasure.fixtures).
    expect(tried).toBeGreaterThanOrEqual(30);
  });

  it("a session's last use names its user only (the devices page shows it, the workspace not)", async () => {
    const { db } = await getDatabase();
    const touched = await payloadsOf(() =>
      db.execute(
        sql`update sessions set last_used_at = now(), user_agent = 'x' where user_id = ${max.userId}`,
      ),
    );
    expect(touched).toEqual(new Set([`u:${max.userId}`]));
  });

  it("a rename names the other side of a referral: the referrer's page, the referred's agency's inbox", async () => {
    const { db } = await getDatabase();
    const referrer = await payloadsOf(() =>
      db.execute(sql`update users set last_name = last_name where id = ${max.friendId}`),
    );
    expect(referrer).toContain(`u:${max.userId}`);
    const referred = await payloadsOf(() =>
      db.execute(sql`update users set first_name = first_name where id = ${max.userId}`),
    );
    expect(referred).toContain(`w:${max.agencyId}`);
  });

  it('an adviser names the whole agency, a customer row of the users table its workspace', async () => {
    const { db } = await getDatabase();
    const staff = await createTestAdviser({ agencyId: max.agencyId });
    const adviserChange = await payloadsOf(() =>
      db.execute(sql`update users set first_name = first_name where id = ${staff.user.id}`),
    );
    expect(adviserChange).toEqual(new Set([`u:${staff.user.id}`, `a:${max.agencyId}`]));
    const customerChange = await payloadsOf(() =>
      db.execute(sql`update users set first_name = first_name where id = ${max.userId}`),
    );
    expect(customerChange).toEqual(new Set([`u:${max.userId}`, `w:${max.agencyId}`]));
  });

  it("the agency's own rows name it, for its customers' pages ('a:') or its workspace ('w:')", async () => {
    const { db } = await getDatabase();
    for (const [table, column, kind] of [
      ['agents', 'id', 'a'],
      ['vergleichsrechner', 'agency_id', 'a'],
      ['form_templates', 'agent_id', 'a'],
      ['referral_tiers', 'agent_id', 'a'],
      ['customer_presets', 'agency_id', 'a'],
      ['agency_insurer_settings', 'agency_id', 'a'],
      ['unsent_invitations', 'agency_id', 'w'],
      ['inbox_reads', 'agency_id', 'w'],
    ] as const) {
      const payloads = await payloadsOf(() =>
        db.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} where ${sql.identifier(column)} = ${max.agencyId}`,
        ),
      );
      const count = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${max.agencyId}`,
      )) as unknown as { rows: { n: number }[] };
      expect(payloads, table).toEqual(count.rows[0]?.n ? new Set([`${kind}:${max.agencyId}`]) : new Set());
    }
  });
});
