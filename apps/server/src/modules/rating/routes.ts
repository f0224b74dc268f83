import {
  type RatingPromptResponse,
  type RatingStoreLinks,
  ratingPromptResponseSchema,
  ratingResponseSchema,
  ratingSchema,
  shouldPromptRating,
} from '@kundenportal/domain/rating/rating-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, responses } from '../../lib/route-responses';
import { requireSession } from '../../plugins/session';
import type { RatingRepository } from './repository';
import { saveRating } from './save-rating';

export type RatingDeps = {
  repository: RatingRepository;
  storeLinks: RatingStoreLinks;
  now: () => Date;
};

/**
 * The app rating (issue 13, docs/decisions/024-app-rating.md): whether to ask, the answer, and 'Nicht
 * jetzt'. Every route needs a session; the body of POST /api/rating is the domain's schema.
 */
export const ratingRoutes: FastifyPluginAsyncZod<RatingDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/rating',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'Whether to ask for a rating',
        response: responses({ 200: ratingPromptResponseSchema }),
      },
    },
    async (request): Promise<RatingPromptResponse> => {
      const state = await deps.repository.promptState(requireSession(request).userId);
      return { prompt: shouldPromptRating(state.sessions, state.answered), storeLinks: deps.storeLinks };
    },
  );

  const rated = responses({ 200: ratingResponseSchema, 201: ratingResponseSchema });
  app.post(
    '/rating',
    { ...auth, schema: { summary: 'Rate the app', body: ratingSchema, response: rated } },
    async (request, reply) => {
      const { created, rating } = await saveRating(
        deps.repository,
        requireSession(request).userId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ rating });
    },
  );

  app.post(
    '/rating/dismiss',
    { ...auth, schema: { summary: 'Never ask for a rating again', response: responses({ 204: noContent }) } },
    async (request, reply) => {
      const userId = requireSession(request).userId;
      // It takes no body: whatever is sent along is refused before (plugins/bodyless.ts).
      await deps.repository.dismiss(userId, deps.now());
      return reply.status(204).send(null);
    },
  );
};
