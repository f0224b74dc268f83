import type { BankStatus } from '@kundenportal/domain/banking/api';
import { bankOfIban } from '@kundenportal/domain/banking/bank-name';
import { bankingApiTexts as texts } from '@kundenportal/domain/texts/banking-api';
import type { BankingRepository } from './repository';
import { euros } from './sealed-entry';

/**
 * GET /api/users/banking/status: the customer's accounts with their last balance and its date (the last
 * update where no file gave a balance), each linked
 * to the bank connection of a person of the household with the same IBAN (the first, if several have it).
 */
export async function accountStatus(repository: BankingRepository, userId: number): Promise<BankStatus> {
  const [accounts, connections] = await Promise.all([
    repository.accounts(userId),
    repository.bankConnectionIbans(userId),
  ]);
  return {
    konten: accounts.map((account) => ({
      id: account.id,
      iban: account.iban,
      name: texts.accountName(account.iban.slice(-4)),
      bank: account.bankName ?? bankOfIban(account.iban),
      saldo: account.balanceCents === null ? null : euros(account.balanceCents),
      // The balance is as of its statement's day, whenever the file was uploaded.
      stand: account.balanceDate ?? account.updatedAt.toISOString(),
      quelle: account.source === 'finapi' ? 'finapi' : 'import',
      bankverbindung_id:
        connections.find((connection) => connection.iban.replace(/\s+/g, '').toUpperCase() === account.iban)
          ?.id ?? null,
    })),
  };
}
