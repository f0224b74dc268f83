import { reminderInputSchema } from '@kundenportal/domain/reminders/reminder-api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import type { RemindersRepository } from './repository';
import { saveReminder } from './save-reminder';

const reminderId = (request: FastifyRequest) => pathId(request, 'could_not_find_reminder');

/**
 * The reminders of issue 10 (Wecker), exactly the contract of packages/domain/src/reminders/reminder-api.ts.
 * Every route needs config.wecker (403 before 404 before 422).
 */
export const remindersRoutes: FastifyPluginAsync<{ repository: RemindersRepository }> = async (
  app,
  { repository },
) => {
  const auth = { onRequest: app.authenticate };
  async function allowed(request: FastifyRequest): Promise<number> {
    const customer = await request.customer();
    if (!customer.config.wecker) throw new AppError('not_permitted');
    return customer.id;
  }

  app.get('/reminders', auth, async (request) => ({
    reminders: await repository.list(await allowed(request)),
  }));

  app.post('/reminders', { ...auth, ...documentedBody(reminderInputSchema) }, async (request, reply) => {
    const user = await allowed(request);
    return reply.status(201).send(await saveReminder(repository, user, null, request.body, app.clock.now()));
  });

  app.put('/reminders/:id', { ...auth, ...documentedBody(reminderInputSchema) }, async (request) => {
    const user = await allowed(request);
    return saveReminder(repository, user, reminderId(request), request.body, app.clock.now());
  });

  app.delete('/reminders/:id', auth, async (request) => {
    const user = await allowed(request);
    if (!(await repository.remove(user, reminderId(request)))) throw new AppError('could_not_find_reminder');
    return { success: true as const };
  });
};
