import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pathId } from '../../lib/path-id';
import { requireSession } from '../../plugins/session';
import { createCalendarFeed, getFeedCalendar } from './calendar-feed';
import { calendarFile } from './calendar-file';
import { getReminderEvent } from './get-reminder-event';
import { listContractEvents } from './list-contract-events';
import type { CalendarRepository } from './repository';

function sendCalendar(reply: FastifyReply, body: string, filename: string | null) {
  reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store');
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(body);
}

export type CalendarDeps = { repository: CalendarRepository; publicUrl: string; now: () => Date };

/**
 * Calendar files (issue 10): a contract's deadline and a reminder as .ics downloads (with the session),
 * and the customer's private feed of all of them for calendar apps — its URL carries a long random
 * secret (never the session token), shown once, kept only as a hash, replaced or revoked by the customer.
 */
export const calendarRoutes: FastifyPluginAsync<CalendarDeps> = async (
  app,
  { repository, publicUrl, now },
) => {
  const auth = { onRequest: app.authenticate };
  const userId = (request: FastifyRequest) => requireSession(request).userId;

  app.get('/contracts/:id/kalender.ics', auth, async (request, reply) => {
    const { config } = await request.customer();
    if (!contractRights({ config }).view) throw new AppError('not_permitted');
    const id = pathId(request, 'could_not_find_contract');
    const events = await listContractEvents(repository, userId(request), id, now(), publicUrl);
    return sendCalendar(reply, calendarFile(events), `vertrag-${id}.ics`);
  });

  app.get('/reminders/:id/kalender.ics', auth, async (request, reply) => {
    if (!(await request.customer()).config.wecker) throw new AppError('not_permitted');
    const id = pathId(request, 'could_not_find_reminder');
    const event = await getReminderEvent(repository, userId(request), id, publicUrl);
    return sendCalendar(reply, calendarFile([event]), `erinnerung-${id}.ics`);
  });

  app.get('/calendar/feed', auth, async (request) => {
    const feed = await repository.feed(userId(request));
    return { aktiv: feed !== null, erstellt_am: feed?.createdAt.toISOString() ?? null };
  });

  app.post('/calendar/feed', auth, async (request, reply) =>
    reply.status(201).send(await createCalendarFeed(repository, userId(request), publicUrl)),
  );

  app.delete('/calendar/feed', auth, async (request) => {
    await repository.deleteFeed(userId(request));
    return { success: true as const };
  });

  // Calendar apps fetch this without a session or client headers: the secret is the only key.
  app.get('/calendar/feed/:token', { config: { clientCheck: false } }, async (request, reply) => {
    const { token } = request.params as { token?: string };
    return sendCalendar(reply, await getFeedCalendar(repository, token ?? '', now(), publicUrl), null);
  });
};
