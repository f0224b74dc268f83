import {
  reminderResponseSchema,
  remindersResponseSchema,
  successResponseSchema,
} from '@kundenportal/domain/reminders/reminder-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { reminderSaveState } from './reminder-save-state';
import type { RemindersRepository } from './repository';
import { saveReminder } from './save-reminder';

const idParams = z.object({ id: z.string().meta({ description: 'an own reminder' }) });

/**
 * The reminders of issue 10 (Wecker), exactly the contract of packages/domain/src/reminders/reminder-api.ts.
 * Every route needs config.wecker (403 before 404 before 422, ADR 100). A save's schema checks the body
 * against the stored reminder and the household's contracts, read by its last preValidation hook (ADR 140).
 */
export const remindersRoutes: FastifyPluginAsyncZod<{ repository: RemindersRepository }> = async (
  app,
  { repository },
) => {
  const auth = { onRequest: app.authenticate };
  /** The customer's id where reminders are on (403 otherwise). */
  const allowed = owned(async (request: FastifyRequest) => {
    const customer = await request.customer();
    if (!customer.config.wecker) throw new AppError('not_permitted');
    return customer.id;
  });
  /** The same, and the reminder of the path is the customer's (404 otherwise, also for an id that is no id). */
  const ownReminder = owned(async (request: FastifyRequest) => {
    await allowed.preValidation(request);
    const userId = allowed.of(request);
    const id = pathId(request, 'could_not_find_reminder');
    if (!(await repository.isOwn(userId, id))) throw new AppError('could_not_find_reminder');
    return { userId, id };
  });
  const saveState = reminderSaveState(repository, () => app.clock.now());
  const adding = async (request: FastifyRequest) => {
    await allowed.preValidation(request);
    await saveState.keep(request, allowed.of(request), null);
  };
  /** The customer's reminder of the path (403, 404) and what its save is checked against. */
  const editable = owned(async (request: FastifyRequest) => {
    await allowed.preValidation(request);
    const userId = allowed.of(request);
    const id = pathId(request, 'could_not_find_reminder');
    await saveState.keep(request, userId, id);
    return { userId, id };
  });

  app.get(
    '/reminders',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: allowed.preValidation,
      schema: {
        summary: 'The reminders: own ones and those of contracts, by date',
        response: responses({ 200: remindersResponseSchema }),
      },
    },
    async (request) => ({ reminders: await repository.list(allowed.of(request)) }),
  );

  app.post(
    '/reminders',
    {
      ...auth,
      preValidation: adding,
      schema: {
        summary: 'Add a reminder',
        body: saveState.body,
        response: responses({ 201: reminderResponseSchema }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await saveReminder(repository, allowed.of(request), null, request.body, app.clock.now())),
  );

  app.put(
    '/reminders/:id',
    {
      ...auth,
      preValidation: editable.preValidation,
      schema: {
        params: idParams,
        summary: 'Change a reminder',
        body: saveState.body,
        response: responses({ 200: reminderResponseSchema }),
      },
    },
    async (request) => {
      const { userId, id } = editable.of(request);
      return saveReminder(repository, userId, id, request.body, app.clock.now());
    },
  );

  app.delete(
    '/reminders/:id',
    {
      ...auth,
      preValidation: ownReminder.preValidation,
      schema: {
        params: idParams,
        summary: 'Delete a reminder',
        response: responses({ 200: successResponseSchema }),
      },
    },
    async (request) => {
      const { userId, id } = ownReminder.of(request);
      // Gone meanwhile (a second deletion at the same time): the same 404.
      if (!(await repository.remove(userId, id))) throw new AppError('could_not_find_reminder');
      return { success: true as const };
    },
  );
};
