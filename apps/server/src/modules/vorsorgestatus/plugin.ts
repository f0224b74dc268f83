import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { VorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pensionStatusOf } from './pension-status-of';
import { createVorsorgestatusRepository } from './repository';
import { vorsorgestatusRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** A customer's Vorsorgestatus as of today (the workspace shows it in the household, ADR 177). */
    pensionStatusOf: (customerId: number) => Promise<VorsorgestatusAnswer>;
  }
}

/** The Vorsorgestatus (issue 30): the household's pension gap and each person's entry. */
export const vorsorgestatusPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createVorsorgestatusRepository(app.database.db);
    const now = () => app.clock.now();
    app.decorate('pensionStatusOf', (customerId: number) =>
      pensionStatusOf(repository, customerId, isoDateIn(now())),
    );
    await app.register(vorsorgestatusRoutes, { repository, now });
  },
  { name: 'vorsorgestatus', dependencies: ['database', 'clock', 'session', 'customer'] },
);
