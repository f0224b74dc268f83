import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../plugins/app-error';
import { getMe } from './get-me';
import type { UsersRepository } from './repository';

export const usersRoutes: FastifyPluginAsync<{ repository: UsersRepository }> = async (
  app,
  { repository },
) => {
  app.get('/users/me', { preHandler: app.authenticate }, async (request) => {
    if (!request.session) throw new AppError('token_not_provided');
    return { user: await getMe(repository, request.session.userId) };
  });
};
