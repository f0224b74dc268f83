import { pathIdParamsSchema } from '@kundenportal/domain/api/path-params';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import {
  calendarFeedStateSchema,
  calendarFileSchema,
  createdCalendarFeedSchema,
} from '@kundenportal/domain/reminders/calendar-api';
import { successResponseSchema } from '@kundenportal/domain/reminders/reminder-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
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

const file = responses({ 200: calendarFileSchema });

/**
 * Calendar files (issue 10): a contract's deadline and a reminder as .ics downloads (with the session),
 * and the customer's private feed of all of them for calendar apps — its URL carries a long random
 * secret (never the session token), shown once, kept only as a hash, replaced or revoked by the customer.
 * The rights (403) and the path's entry (404) are loaded before the route schema (ADR 100).
 */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarDeps> = async (
  app,
  { repository, publicUrl, now },
) => {
  const auth = { onRequest: app.authenticate };
  const userId = (request: FastifyRequest) => requireSession(request).userId;

  const contractFile = owned(async (request: FastifyRequest) => {
    const { config } = await request.customer();
    if (!contractRights({ config }).view) throw new AppError('not_permitted');
    const id = pathId(request, 'could_not_find_contract');
    return { id, events: await listContractEvents(repository, userId(request), id, now(), publicUrl) };
  });
  app.get(
    '/contracts/:id/kalender.ics',
    {
      ...auth,
      preValidation: contractFile.preValidation,
      schema: {
        params: pathIdParamsSchema,
        summary: "A contract's deadline and reminder as a calendar file",
        response: file,
      },
    },
    async (request, reply) => {
      const { id, events } = contractFile.of(request);
      return sendCalendar(reply, calendarFile(events), `vertrag-${id}.ics`);
    },
  );

  const reminderFile = owned(async (request: FastifyRequest) => {
    if (!(await request.customer()).config.wecker) throw new AppError('not_permitted');
    const id = pathId(request, 'could_not_find_reminder');
    return { id, event: await getReminderEvent(repository, userId(request), id, publicUrl) };
  });
  app.get(
    '/reminders/:id/kalender.ics',
    {
      ...auth,
      preValidation: reminderFile.preValidation,
      schema: { params: pathIdParamsSchema, summary: 'A reminder as a calendar file', response: file },
    },
    async (request, reply) => {
      const { id, event } = reminderFile.of(request);
      return sendCalendar(reply, calendarFile([event]), `erinnerung-${id}.ics`);
    },
  );

  app.get(
    '/calendar/feed',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'Whether the private calendar feed is on',
        response: responses({ 200: calendarFeedStateSchema }),
      },
    },
    async (request) => {
      const feed = await repository.feed(userId(request));
      return { aktiv: feed !== null, erstellt_am: feed?.createdAt.toISOString() ?? null };
    },
  );

  app.post(
    '/calendar/feed',
    {
      ...auth,
      schema: {
        summary: 'Make a new secret URL for the calendar feed (the old one stops working)',
        response: responses({ 201: createdCalendarFeedSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCalendarFeed(repository, userId(request), publicUrl)),
  );

  app.delete(
    '/calendar/feed',
    {
      ...auth,
      schema: { summary: 'Turn the calendar feed off', response: responses({ 200: successResponseSchema }) },
    },
    async (request) => {
      await repository.deleteFeed(userId(request));
      return { success: true as const };
    },
  );

  // Calendar apps fetch this without a session or client headers: the secret is the only key.
  app.get(
    '/calendar/feed/:token',
    {
      config: { clientCheck: false },
      schema: {
        params: z.object({ token: z.string().meta({ description: 'the secret, then .ics' }) }),
        summary: "The household's deadlines and reminders as a calendar feed",
        response: file,
      },
    },
    async (request, reply) =>
      sendCalendar(reply, await getFeedCalendar(repository, request.params.token, now(), publicUrl), null),
  );
};
