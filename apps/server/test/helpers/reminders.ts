import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../src/db/schema';
import { getDatabase } from './database';
import { jsonCaller } from './test-app';

export function remindersApi(app: FastifyInstance, token: string) {
  const call = jsonCaller(app, token);
  return {
    list: () => call('GET', '/api/reminders'),
    create: (body: unknown) => call('POST', '/api/reminders', body),
    update: (id: number | string, body: unknown) => call('PUT', `/api/reminders/${id}`, body),
    remove: (id: number | string) => call('DELETE', `/api/reminders/${id}`),
  };
}

/**
 * The mails queued for `address`, sent or not. The outbox drops a mail's text once it is delivered, so `text` is
 * there only until then: read delivered text with `deliveredMails` (outbox-files).
 */
export async function queuedMailsTo(address: string): Promise<{ subject: string; text?: string }[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.channel, 'mail'), sql`${outbox.payload}->>'to' = ${address}`))
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.payload as { subject: string; text?: string });
}

/** 'YYYY-MM-DD' at hh:mm Berlin winter time (UTC+1) as a Date — for dates between November and March. */
export function berlinWinter(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+01:00`);
}
