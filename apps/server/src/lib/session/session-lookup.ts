import { SESSION_TOUCH_MINUTES } from '@kundenportal/domain/devices/devices-api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../customer/customer-repository';

export type SessionState = {
  active: boolean;
  /** customer | adviser: which routes the session opens. */
  role: string;
  /** An adviser's agency (null for customers). */
  agencyId: number | null;
  /** The user the session belongs to (null: no such session). */
  sessionUser: number | null;
  ended: boolean;
  /** The token id is on the denial list and its grace is over. */
  denied: boolean;
  /** The session's last use was written over SESSION_TOUCH_MINUTES ago (or never): `touch` it (ADR 213). */
  stale: boolean;
  /** When the token id's denial takes (or took) effect, in ms since the epoch; null: not denied (ADR 336). */
  deniedAtMs?: number | null;
  /** The account's own row as it was read with the check: the request's customer() needs no read of its own. */
  user?: UserRow;
};

type Pending = {
  userId: number;
  sessionId: string;
  jti: string;
  resolve(state: SessionState | null): void;
  reject(error: unknown): void;
};

type Row = {
  ord: number;
  active: boolean;
  role: string;
  agency_id: number | null;
  session_user: number | null;
  ended: boolean;
  denied: boolean | null;
  denied_at_ms: number | null;
  stale: boolean | null;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  account_typ: string;
  agent_id: number | null;
  config: Record<string, unknown> | null;
  features: Record<string, unknown> | null;
  avatar_key: string | null;
  avatar_updated_ms: number | null;
};

const MAX_BATCH = 256;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The auth check's database read, batched: lookups that arrive while the event loop handles one round of
 * I/O go to the database together as one statement (ADR 008). Every request still reads the current
 * state after it arrived, at a fraction of the round trips (a read's admitting answer may be kept a few
 * seconds beside the user's views: kept-sessions.ts, ADR 336).
 * `null`: the user does not exist.
 */
export function createSessionLookup(db: Db) {
  let pending: Pending[] = [];

  async function run(batch: Pending[]) {
    const userIds = `{${batch.map((item) => item.userId).join(',')}}`;
    const sessionIds = `{${batch.map((item) => item.sessionId).join(',')}}`;
    const jtis = `{${batch.map((item) => item.jti).join(',')}}`;
    const result = (await db.execute(sql`
      select l.ord::int as ord, u.active, u.role, u.agency_id, s.user_id as session_user, s.ended_at is not null as ended,
        d.effective_at <= now() as denied, (extract(epoch from d.effective_at) * 1000)::float8 as denied_at_ms,
        coalesce(s.last_used_at < now() - make_interval(mins => ${SESSION_TOUCH_MINUTES}), true) as stale,
        u.id as user_id, u.email, u.first_name, u.last_name, u.account_typ, u.agent_id, u.config, u.features, u.avatar_key,
        (extract(epoch from u.avatar_updated_at) * 1000)::float8 as avatar_updated_ms
      from unnest(${userIds}::int[], ${sessionIds}::uuid[], ${jtis}::uuid[])
        with ordinality as l(user_id, session_id, jti, ord)
      join users u on u.id = l.user_id
      left join sessions s on s.id = l.session_id
      left join denied_tokens d on d.jti = l.jti`)) as unknown as { rows: Row[] };
    const states = new Map<number, SessionState>();
    for (const row of result.rows) {
      states.set(Number(row.ord), {
        active: row.active,
        role: row.role,
        agencyId: row.agency_id === null ? null : Number(row.agency_id),
        sessionUser: row.session_user,
        ended: row.ended,
        denied: row.denied === true,
        stale: row.stale === true,
        deniedAtMs: row.denied_at_ms === null ? null : Number(row.denied_at_ms),
        user: {
          id: Number(row.user_id),
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          accountTyp: row.account_typ,
          agentId: row.agent_id === null ? null : Number(row.agent_id),
          config: row.config ?? {},
          features: row.features ?? {},
          avatarKey: row.avatar_key,
          avatarUpdatedAt: row.avatar_updated_ms === null ? null : new Date(Number(row.avatar_updated_ms)),
        },
      });
    }
    for (const [index, item] of batch.entries()) item.resolve(states.get(index + 1) ?? null);
  }

  function flush() {
    const all = pending;
    pending = [];
    for (let start = 0; start < all.length; start += MAX_BATCH) {
      const batch = all.slice(start, start + MAX_BATCH);
      run(batch).catch((error) => {
        for (const item of batch) item.reject(error);
      });
    }
  }

  return function lookup(userId: number, sessionId: string, jti: string): Promise<SessionState | null> {
    if (!Number.isSafeInteger(userId) || userId > 2_147_483_647 || !UUID.test(sessionId) || !UUID.test(jti)) {
      // Ids of another shape were never issued here (tokens.ts checks them too): no such session.
      return Promise.resolve({
        active: false,
        role: 'customer',
        agencyId: null,
        sessionUser: null,
        ended: true,
        denied: true,
        stale: false,
      });
    }
    return new Promise((resolve, reject) => {
      pending.push({ userId, sessionId, jti, resolve, reject });
      if (pending.length === 1) setImmediate(flush);
    });
  };
}
