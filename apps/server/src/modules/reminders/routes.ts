import {
  reminderInputSchema,
  reminderResponseSchema,
  remindersResponseSchema,
  successResponseSchema,
} from '@kundenportal/domain/reminders/reminder-api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { documentedBody } from '../../plugins/openapi';
import type { RemindersRepository } from './repository';
import { saveReminder } from './save-reminder';

const idParams = z.object({ id: z.string().meta({ description: 'an own reminder' }) });

/**
 * The reminders of issue 10 (Wecker), exactly the contract of packages/domain/src/reminders/reminder-api.ts.
 * Every route needs config.wecker (403 before 404 before 422, ADR 100). The body is checked by the use
 * case: it needs the household's contracts, and a PUT keeps what it leaves out (the stored reminder).
 */
export const remindersRoutes: FastifyPluginAsync<{ repository: RemindersRepository }> = async (
  app,
  { repository },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  /** The customer's id where reminders are on (403 otherwise). */
  const allowed = owned(async (request: FastifyRequest) => {
    const customer = await request.customer();
    if (!customer.config.wecker) throw new AppError('not_permitted');
    return customer.id;
  });
  /** The same, and the path's reminder id (404 for an id that is no id). */
  const allowedWithId = owned(async (request: FastifyRequest) => {
    await allowed.preValidation(request);
    return { userId: allowed.of(request), id: pathId(request, 'could_not_find_reminder') };
  });
  /** The same, and the reminder of the path is the customer's (404 otherwise). */
  const ownReminder = owned(async (request: FastifyRequest) => {
    await allowedWithId.preValidation(request);
    const { userId, id } = allowedWithId.of(request);
    if (!(await repository.isOwn(userId, id))) throw new AppError('could_not_find_reminder');
    return { userId, id };
  });
  const body = documentedBody(reminderInputSchema);

  api.get(
    '/reminders',
    {
      ...auth,
      preValidation: allowed.preValidation,
      schema: {
        summary: 'The reminders: own ones and those of contracts, by date',
        response: responses({ 200: remindersResponseSchema }),
      },
    },
    async (request) => ({ reminders: await repository.list(allowed.of(request)) }),
  );

  api.post(
    '/reminders',
    {
      ...auth,
      preValidation: allowed.preValidation,
      validatorCompiler: body.validatorCompiler,
      schema: {
        ...body.schema,
        summary: 'Add a reminder',
        response: responses({ 201: reminderResponseSchema }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await saveReminder(repository, allowed.of(request), null, request.body, app.clock.now())),
  );

  api.put(
    '/reminders/:id',
    {
      ...auth,
      preValidation: allowedWithId.preValidation,
      validatorCompiler: body.validatorCompiler,
      schema: {
        ...body.schema,
        params: idParams,
        summary: 'Change a reminder',
        response: responses({ 200: reminderResponseSchema }),
      },
    },
    async (request) => {
      const { userId, id } = allowedWithId.of(request);
      return saveReminder(repository, userId, id, request.body, app.clock.now());
    },
  );

  api.delete(
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
