import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { reminderInputSchema } from '@kundenportal/domain/reminders/reminder-api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { reminders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';
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
    const user = requireSession(request).userId;
    const config = await repository.config(user);
    if (!config) throw new AppError('user_not_found');
    if (!resolveConfig(config).wecker) throw new AppError('not_permitted');
    return user;
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
    const removed = await repository.db
      .delete(reminders)
      .where(and(eq(reminders.userId, user), eq(reminders.id, reminderId(request))))
      .returning({ id: reminders.id });
    if (removed.length === 0) throw new AppError('could_not_find_reminder');
    return { success: true as const };
  });
};
