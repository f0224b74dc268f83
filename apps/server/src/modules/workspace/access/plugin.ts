import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invitationSettings } from './agency-presets';
import { presetRoutes } from './preset-routes';
import { createAccessRepository } from './repository';
import { accessRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The switches of the agency's preset `presetId`, or of its default; null when it has no such preset. */
    presetSettings: (agencyId: number, presetId?: number) => ReturnType<typeof invitationSettings>;
  }
}

/**
 * What a customer may do in the app, as the workspace sets it (issue 14; ADR 041): a customer's switches
 * (PUT /api/berater/kunden/:id/einstellungen, POST /api/berater/kunden/:id/vorlage) and the agency's
 * presets of them (/api/berater/vorlagen…), which an invitation starts with (`app.presetSettings`).
 */
export const workspaceAccessPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createAccessRepository(app.database.db);
    app.decorate('presetSettings', (agencyId, presetId) =>
      invitationSettings(repository, agencyId, presetId),
    );
    await app.register(accessRoutes, { repository });
    await app.register(presetRoutes, { repository });
  },
  { name: 'workspace-access', dependencies: ['database', 'session', 'workspace-customers'] },
);
