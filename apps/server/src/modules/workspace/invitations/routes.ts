import { pathIdParamsSchema } from '@kundenportal/domain/api/path-params';
import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import {
  invitationInputSchema,
  invitationListSchema,
  invitationSentSchema,
} from '@kundenportal/domain/workspace/invitations';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keepAnswerUntil } from '../../../cache/cached-reads';
import { ValidationError } from '../../../lib/app-error';
import { pathId } from '../../../lib/path-id';
import type { RateLimiter } from '../../../lib/rate-limiter';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import { inviteForAgency } from './invite-for-agency';
import { type InvitationsDeps, listInvitations } from './list-invitations';
import { resendInvitation } from './resend-invitation';

type Deps = InvitationsDeps & {
  limiter: RateLimiter;
  /** Invitation mails (new and again) per adviser within the window. */
  limit: { max: number; windowSeconds: number };
  /** The switches of the agency's preset, or of its default preset (ADR 041; the workspace plugin's). */
  presetSettings: FastifyInstance['presetSettings'];
};

/**
 * The workspace's invitations (issue 14) under /api/berater/einladungen: an adviser's token (401/403 in
 * onRequest), then the body's 422 (ADR 100); an id that names no pending invitation of the agency is a 404.
 */
export const invitationsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };
  const consume = (userId: number) =>
    deps.limiter.consume([{ key: `invitation:adviser:${userId}`, ...deps.limit }]);

  const list = {
    summary: 'The agency’s open invitations',
    response: responses({ 200: invitationListSchema }),
  };
  app.get(
    '/berater/einladungen',
    { ...auth, config: { cachedRead: true }, schema: list },
    async (request) => {
      const einladungen = await listInvitations(deps, requireAdviser(request).agencyId);
      // Kept (ADR 330) until the next link runs out: then it shows as expired.
      const ends = einladungen.flatMap((item) =>
        item.expired || !item.expiresAt ? [] : [Date.parse(item.expiresAt)],
      );
      if (ends.length > 0) keepAnswerUntil(request, new Date(Math.min(...ends)));
      return { einladungen };
    },
  );

  const invite = {
    summary: 'Invite a customer',
    body: zodBody(invitationInputSchema),
    response: responses({ 201: invitationSentSchema }),
  };
  app.post('/berater/einladungen', { ...auth, schema: invite }, async (request, reply) => {
    const adviser = requireAdviser(request);
    const input = request.body;
    // Before anything else, so an address with an account elsewhere is answered alike (ADR 042).
    const settings = await deps.presetSettings(adviser.agencyId, input.presetId);
    if (!settings) throw new ValidationError([`presetId=>${workspacePresetTexts.unknownPreset}`]);
    await consume(adviser.userId);
    const einladung = await inviteForAgency(deps, adviser, { ...input, settings });
    app.outbox.kick();
    return reply.status(201).send({ einladung });
  });

  const again = {
    summary: 'Send an invitation again',
    // Any id: one that names no invitation of the agency is a 404 (pathId), not a 422.
    params: pathIdParamsSchema,
    response: responses({ 200: invitationSentSchema }),
  };
  app.post('/berater/einladungen/:id/erneut', { ...auth, schema: again }, async (request) => {
    const adviser = requireAdviser(request);
    const id = pathId(request, 'could_not_find_invitation');
    await consume(adviser.userId);
    const einladung = await resendInvitation(deps, adviser, id);
    app.outbox.kick();
    return { einladung };
  });
};
