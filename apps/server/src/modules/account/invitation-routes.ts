import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import { invitationInputSchema } from '@kundenportal/domain/workspace/invitations';
import type { FastifyPluginAsync } from 'fastify';
import { ValidationError } from '../../lib/app-error';
import { parseBody } from '../../lib/parse-body';
import { pathId } from '../../lib/path-id';
import type { RateLimiter } from '../../lib/rate-limiter';
import { documentedBody } from '../../plugins/openapi';
import { requireAdviser } from '../../plugins/session';
import {
  type InvitationDeps,
  type InvitationSettings,
  inviteForAgency,
  listInvitations,
  resendInvitation,
} from './invitations';

type Deps = InvitationDeps & {
  limiter: RateLimiter;
  /** Invitation mails (new and again) per adviser within the window. */
  limit: { max: number; windowSeconds: number };
  /**
   * The switches of the agency's preset `presetId`, or of its default preset; null when the agency has no
   * such preset (`app.presetSettings`, the workspace plugin; ADR 041).
   */
  presetSettings: (agencyId: number, presetId?: number) => Promise<InvitationSettings | null>;
};

/**
 * The workspace's invitations (issue 14) under /api/berater/einladungen: adviser token only. The
 * account module owns them: they create accounts and activation codes.
 */
export const invitationRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };
  const consume = (userId: number) =>
    deps.limiter.consume([{ key: `invitation:adviser:${userId}`, ...deps.limit }]);

  app.get('/berater/einladungen', auth, async (request) => ({
    einladungen: await listInvitations(deps, requireAdviser(request).agencyId),
  }));

  app.post(
    '/berater/einladungen',
    { ...auth, ...documentedBody(invitationInputSchema) },
    async (request, reply) => {
      const adviser = requireAdviser(request);
      const input = parseBody(invitationInputSchema, request.body);
      // Before anything else, so an address with an account elsewhere is answered alike (ADR 042).
      const settings = await deps.presetSettings(adviser.agencyId, input.presetId);
      if (!settings) throw new ValidationError([`presetId=>${workspacePresetTexts.unknownPreset}`]);
      await consume(adviser.userId);
      const einladung = await inviteForAgency(deps, adviser, { ...input, settings });
      app.outbox.kick();
      return reply.status(201).send({ einladung });
    },
  );

  app.post('/berater/einladungen/:id/erneut', auth, async (request) => {
    const adviser = requireAdviser(request);
    const id = pathId(request, 'could_not_find_invitation');
    await consume(adviser.userId);
    const einladung = await resendInvitation(deps, adviser, id);
    app.outbox.kick();
    return { einladung };
  });
};
