import { createHash, randomBytes } from 'node:crypto';
import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { presentContract } from '@kundenportal/domain/contracts/contract-api';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { contractReminder, type Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { EventAttributes } from 'ics';
import type { Db } from '../../db/client';
import { toStoredContract } from '../../db/contract-row';
import { calendarFeeds, contracts, reminders, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pathId } from '../../lib/path-id';
import { requireSession } from '../../plugins/session';
import { calendarFile, deadlineEvent, reminderEvent } from './calendar-file';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function idOf(
  request: FastifyRequest,
  notFound: 'could_not_find_contract' | 'could_not_find_reminder',
): number {
  return pathId(request, notFound);
}

function sendCalendar(reply: FastifyReply, body: string, filename: string | null) {
  reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store');
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(body);
}

async function configOf(db: Db, userId: number) {
  const [row] = await db.select({ config: users.config }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('user_not_found');
  return resolveConfig(row.config as Record<string, unknown>);
}

/** Every deadline and reminder of a household the customer may see (contracts with vertrag_list, reminders with wecker). */
async function householdEvents(
  db: Db,
  userId: number,
  now: Date,
  publicUrl: string,
): Promise<EventAttributes[]> {
  const config = await configOf(db, userId);
  const today = isoDateIn(now);
  const rows = await db
    .select()
    .from(contracts)
    .where(eq(contracts.userId, userId))
    .orderBy(asc(contracts.id));
  const presented = rows.map((row) => presentContract(toStoredContract(row), today));
  const byId = new Map(presented.map((contract) => [contract.id, contract]));
  const events: EventAttributes[] = [];
  if (contractRights({ config }).list) {
    for (const contract of presented) {
      const event = deadlineEvent(contract, publicUrl);
      if (event) events.push(event);
    }
  }
  if (config.wecker) {
    const own = await db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(asc(reminders.id));
    for (const row of own) {
      const reminder: Reminder = {
        id: row.id,
        quelle: 'eigene',
        datum: row.datum,
        e_massage: row.eMassage,
        contract_id: row.contractId,
        gesendet_am: null,
      };
      events.push(
        reminderEvent(reminder, row.contractId ? (byId.get(row.contractId) ?? null) : null, publicUrl),
      );
    }
    for (const contract of presented) {
      if (!contract.memory_datum) continue;
      events.push(
        reminderEvent(
          contractReminder({ ...contract, memory_datum: contract.memory_datum }),
          contract,
          publicUrl,
        ),
      );
    }
  }
  return events;
}

/**
 * Calendar files (issue 10): a contract's deadline and a reminder as .ics downloads (with the session),
 * and the customer's private feed of all of them for calendar apps — its URL carries a long random
 * secret (never the session token), shown once, kept only as a hash, replaced or revoked by the customer.
 */
export const calendarRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string; now: () => Date }> = async (
  app,
  { db, publicUrl, now },
) => {
  const auth = { onRequest: app.authenticate };
  const userId = (request: FastifyRequest) => requireSession(request).userId;

  app.get('/contracts/:id/kalender.ics', auth, async (request, reply) => {
    const user = userId(request);
    if (!contractRights({ config: await configOf(db, user) }).view) throw new AppError('not_permitted');
    const id = idOf(request, 'could_not_find_contract');
    const [row] = await db
      .select()
      .from(contracts)
      .where(and(eq(contracts.userId, user), eq(contracts.id, id)));
    if (!row) throw new AppError('could_not_find_contract');
    const contract = presentContract(toStoredContract(row), isoDateIn(now()));
    const events: EventAttributes[] = [];
    const deadline = deadlineEvent(contract, publicUrl);
    if (deadline) events.push(deadline);
    if (contract.memory_datum) {
      events.push(
        reminderEvent(
          contractReminder({ ...contract, memory_datum: contract.memory_datum }),
          contract,
          publicUrl,
        ),
      );
    }
    return sendCalendar(reply, calendarFile(events), `vertrag-${contract.id}.ics`);
  });

  app.get('/reminders/:id/kalender.ics', auth, async (request, reply) => {
    const user = userId(request);
    if (!(await configOf(db, user)).wecker) throw new AppError('not_permitted');
    const id = idOf(request, 'could_not_find_reminder');
    const [row] = await db
      .select({ reminder: reminders, contract: contracts })
      .from(reminders)
      .leftJoin(contracts, eq(contracts.id, reminders.contractId))
      .where(and(eq(reminders.userId, user), eq(reminders.id, id)));
    if (!row) throw new AppError('could_not_find_reminder');
    const { reminder, contract } = row;
    const event = reminderEvent(
      {
        id: reminder.id,
        quelle: 'eigene',
        datum: reminder.datum,
        e_massage: reminder.eMassage,
        contract_id: reminder.contractId,
        gesendet_am: null,
      },
      contract,
      publicUrl,
    );
    return sendCalendar(reply, calendarFile([event]), `erinnerung-${reminder.id}.ics`);
  });

  app.get('/calendar/feed', auth, async (request) => {
    const [row] = await db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId(request)));
    return { aktiv: row !== undefined, erstellt_am: row?.createdAt.toISOString() ?? null };
  });

  app.post('/calendar/feed', auth, async (request, reply) => {
    const user = userId(request);
    const token = randomBytes(32).toString('base64url');
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId: user, tokenHash: hashOf(token) })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash: hashOf(token), createdAt: new Date() },
      })
      .returning();
    return reply.status(201).send({
      url: `${publicUrl}/api/calendar/feed/${token}.ics`,
      erstellt_am: row?.createdAt.toISOString() ?? null,
    });
  });

  app.delete('/calendar/feed', auth, async (request) => {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId(request)));
    return { success: true as const };
  });

  // Calendar apps fetch this without a session or client headers: the secret is the only key.
  app.get('/calendar/feed/:token', { config: { clientCheck: false } }, async (request, reply) => {
    const { token } = request.params as { token?: string };
    const secret = (token ?? '').replace(/\.ics$/, '');
    if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) throw new AppError('not_found');
    const [feed] = await db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.tokenHash, hashOf(secret)), isNotNull(calendarFeeds.userId)));
    if (!feed) throw new AppError('not_found');
    return sendCalendar(reply, calendarFile(await householdEvents(db, feed.userId, now(), publicUrl)), null);
  });
};
