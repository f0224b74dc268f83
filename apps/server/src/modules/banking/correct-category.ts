import type { BankTransactionResponse } from '@kundenportal/domain/banking/api';
import { counterpartyKey } from '@kundenportal/domain/banking/categories';
import type { TransactionCategory } from '@kundenportal/domain/banking/statement';
import { AppError } from '../../lib/app-error';
import type { BankingRepository } from './repository';
import { transactionAnswer } from './sealed-entry';

/**
 * PUT /api/users/banking/transactions/{id}/kategorie: the customer's category for this entry, and the rule
 * it teaches for the entry's counterparty — their other entries, stored and later, get it too, but those
 * the customer set by hand.
 */
export async function correctCategory(
  repository: BankingRepository,
  userId: number,
  transactionId: number,
  category: TransactionCategory,
): Promise<BankTransactionResponse> {
  return repository.transaction(async (tx) => {
    const before = await repository.transactionOf(userId, transactionId, tx);
    if (!before) throw new AppError('could_not_find_bank_transaction');
    await repository.correctCategory(tx, userId, transactionId, category, counterpartyKey(before.entry));
    return { transaction: transactionAnswer({ ...before, category, manual: true }) };
  });
}
