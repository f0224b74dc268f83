import {
  type ContractAnswerState,
  contractAnswerBody,
} from '@kundenportal/domain/bestandsuebertragung/contract-answer';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { bodyContext } from '../../../lib/body-context';
import { pathId } from '../../../lib/path-id';
import { requireAdviser } from '../../../plugins/session';
import type { AnswerRepository } from './answer-repository';
import { answerState } from './record-contract-answer';

/**
 * The step's route schema and the preValidation hook that reads what it is checked against (ADR 140): the
 * agency's transfer and its contract of the path (404 otherwise, after the session's 401/403), kept by the
 * body (`lib/body-context.ts`) as the level, today and the contract's last step and sending day. The save
 * checks the step again on the rows it locks.
 */
export function answerSaveState(repository: AnswerRepository, now: () => Date) {
  const kept = bodyContext<ContractAnswerState>();
  return {
    body: contractAnswerBody((body) => kept.of(body)),
    /** The agency, the transfer's and the contract's ids of the path; keeps the body's state. */
    async keep(request: FastifyRequest) {
      const { agencyId } = requireAdviser(request);
      const id = pathId(request, 'could_not_find_transfer');
      const contractId = pathId(request, 'could_not_find_contract', 'contractId');
      const { transfer, contract } = await repository.find(agencyId, id, contractId);
      if (!transfer) throw new AppError('could_not_find_transfer');
      if (!contract) throw new AppError('could_not_find_contract');
      kept.keep(request, answerState({ transfer, contract }, now()));
      return { id, contractId };
    },
  };
}
