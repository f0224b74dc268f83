import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInboxRepository } from './inbox-repository';
import { inboxRoutes } from './inbox-routes';
import { presetRoutes } from './preset-routes';
import { invitationSettings } from './presets';
import { createWorkspaceRepository } from './repository';
import { workspaceRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The switches of the agency's preset `presetId`, or of its default; null when it has no such preset. */
    presetSettings: (agencyId: number, presetId?: number) => ReturnType<typeof invitationSettings>;
  }
}

/** The adviser workspace under /api/berater: login, customers, presets, the inbox. */
export const workspacePlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    const repository = createWorkspaceRepository(db);
    app.decorate('presetSettings', (agencyId, presetId) => invitationSettings(db, agencyId, presetId));
    await app.register(workspaceRoutes, {
      repository,
      login: (input, ip) => app.passwordLogin(input, ip, 'adviser'),
      sessions: app.sessions,
    });
    await app.register(presetRoutes, { db, repository });
    await app.register(inboxRoutes, {
      repository: createInboxRepository(db),
      attachmentsUrl: (id) => app.attachmentLinks.url(id),
      recordIntact: app.signedFormIntact,
    });
  },
  {
    name: 'workspace',
    dependencies: ['database', 'session', 'auth', 'adviser-requests', 'adviser-forms'],
  },
);
