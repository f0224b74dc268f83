import { contractChoiceLabel } from '@kundenportal/domain/contracts/contract-list';
import type { FieldOption } from '@kundenportal/domain/forms/field-definition';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toStoredContract } from '../../db/contract-row';
import type { ContractDeletionHook } from './delete-contract';
import { contractsOfDeletedPerson } from './person-contracts';
import { createProvidedContracts, type ProvidedContracts } from './provided-contracts';
import { createContractsRepository } from './repository';
import { contractsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    contracts: {
      /** Whether a contract is the customer's. */
      belongsTo: (userId: number, contractId: number) => Promise<boolean>;
      /** The household's contracts as choices of a form field. */
      choices: (userId: number) => Promise<FieldOption[]>;
      /** What other modules do in the transaction that deletes a contract (their rows of it). */
      deletionHooks: ContractDeletionHook[];
    };
    /** The contracts an agency provides to its customers (issue 31): the workspace's saves, the import. */
    providedContracts: ProvidedContracts;
  }
}

/** The household's contracts; a deleted person's contracts move to the main person. */
export const contractsPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createContractsRepository(app.database.db);
    const deletionHooks: ContractDeletionHook[] = [];
    app.decorate('contracts', {
      belongsTo: (userId, contractId) => repository.belongsTo(userId, contractId),
      choices: async (userId) =>
        (await repository.list(userId)).map((row) => ({
          value: String(row.id),
          label: contractChoiceLabel(toStoredContract(row)),
        })),
      deletionHooks,
    });
    app.decorate('providedContracts', createProvidedContracts(repository));
    app.personDeletionHooks.push(contractsOfDeletedPerson(repository));
    await app.register(contractsRoutes, {
      repository,
      onContractDelete: deletionHooks,
      now: () => app.clock.now(),
    });
  },
  { name: 'contracts', dependencies: ['database', 'clock', 'session', 'persons'] },
);
