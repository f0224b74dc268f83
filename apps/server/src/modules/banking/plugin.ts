import { readStatement } from '@kundenportal/domain/banking/read-statement';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFieldCipher } from '../../lib/field-cipher';
import { liquidityRoutes } from './liquidity-routes';
import { aggregatorProvider } from './providers/aggregator-provider';
import { removalTask } from './providers/aggregator-removals';
import { createAggregatorRemovalsRepository } from './providers/aggregator-removals-repository';
import { createAggregatorRepository } from './providers/aggregator-repository';
import { aggregatorRoutes } from './providers/aggregator-routes';
import { createBankingRepository } from './repository';
import { bankingRoutes } from './routes';
import { createStatementStore } from './statement-store-repository';
import { createSuggestionsRepository } from './suggestions-repository';
import { suggestionsRoutes } from './suggestions-routes';

/**
 * Banking (issue 33, ADR 260): statement import, accounts, transactions and their categories. Bank data is
 * sealed with the configured key ring (AES-256-GCM) before it reaches the database.
 */
export const bankingPlugin = fp(
  async (app: FastifyInstance) => {
    const cipher = createFieldCipher(app.config.bankingKeys);
    const repository = createBankingRepository(app.database.db, cipher);
    const store = createStatementStore(cipher, () => app.clock.now());
    await app.register(bankingRoutes, {
      repository,
      store,
      read: readStatement,
      log: app.log,
      now: () => app.clock.now(),
    });
    const found = {
      banking: repository,
      suggestions: createSuggestionsRepository(app.database.db, cipher),
      cipher,
      now: () => app.clock.now(),
    };
    await app.register(suggestionsRoutes, found);
    await app.register(liquidityRoutes, found);
    const provider = aggregatorProvider(app.config, () => app.clock.now());
    await app.register(aggregatorRoutes, {
      provider,
      repository: createAggregatorRepository(app.database.db, cipher, 'finapi'),
      banking: repository,
      store,
      now: () => app.clock.now(),
      returnUrl: `${app.config.publicUrl}/#/app/konten`,
    });
    app.reminderTasks.add(
      removalTask({
        repository: createAggregatorRemovalsRepository(app.database.db),
        cipher,
        provider,
        log: app.log,
      }),
    );
  },
  {
    name: 'banking',
    dependencies: ['config', 'database', 'clock', 'session', 'customer', 'upload-guard', 'reminders'],
  },
);
