import type {
  BankConnection,
  BankConnections,
  BankWebformStart,
  BankWebformState,
} from '@kundenportal/domain/banking/aggregator-api';
import type { BankImportResult } from '@kundenportal/domain/banking/api';
import type { StatementAccount } from '@kundenportal/domain/banking/statement';
import { AppError } from '../../../lib/app-error';
import type { BankingRepository, OpenedAccount } from '../repository';
import type { StoreStatementAccounts } from '../statement-store-repository';
import type { AggregatorRepository, StoredConnection, StoredWebform } from './aggregator-repository';
import type { BankConnectionProvider, ProviderCredentials } from './bank-provider';

export type AggregatorDeps = {
  /** null: no aggregator configured (every route but the list answers banking_provider_off). */
  provider: BankConnectionProvider | null;
  repository: AggregatorRepository;
  banking: BankingRepository;
  store: StoreStatementAccounts;
  now: () => Date;
  /** Where the web form sends the customer back (the accounts page). */
  returnUrl: string;
};

export function providerOf(deps: AggregatorDeps): BankConnectionProvider {
  if (!deps.provider) throw new AppError('banking_provider_off');
  return deps.provider;
}

/** The customer's user at the provider, registered on first use (two first requests keep one). */
async function userOf(deps: AggregatorDeps, userId: number): Promise<ProviderCredentials> {
  const held = await deps.repository.credentials(userId);
  if (held) return held;
  const made = await providerOf(deps).register();
  if (await deps.repository.keepCredentials(userId, made)) return made;
  return (await deps.repository.credentials(userId)) as ProviderCredentials;
}

const answer = (connection: StoredConnection): BankConnection => ({
  id: connection.id,
  anbieter: 'finapi',
  bank: connection.bank,
  status: connection.status,
  stand: connection.fetchedAt?.toISOString() ?? null,
});

/** POST /api/users/banking/account/create: the web form connecting a bank. */
export async function startConnection(deps: AggregatorDeps, userId: number): Promise<BankWebformStart> {
  const provider = providerOf(deps);
  const form = await provider.connect(await userOf(deps, userId), deps.returnUrl);
  const id = await deps.repository.addWebform(userId, form.ref, 'import', null);
  return { webform: { id, url: form.url } };
}

/** POST /api/users/banking/bankconnects/{id}/refresh: the web form in which the bank is asked again. */
export async function renewConnection(
  deps: AggregatorDeps,
  userId: number,
  connection: StoredConnection,
): Promise<BankWebformStart> {
  const provider = providerOf(deps);
  const form = await provider.refresh(await userOf(deps, userId), connection.ref, deps.returnUrl);
  const id = await deps.repository.addWebform(userId, form.ref, 'update', connection.id);
  return { webform: { id, url: form.url } };
}

/** A connection's accounts with their entries (from a day on, or all), read from the provider. */
async function readAccounts(
  provider: BankConnectionProvider,
  user: ProviderCredentials,
  connectionRef: string,
  only?: (account: { iban: string }) => boolean,
  from: string | null = null,
): Promise<StatementAccount[]> {
  const accounts = (await provider.accounts(user, connectionRef)).filter(
    (account) => only?.(account) ?? true,
  );
  const read: StatementAccount[] = [];
  for (const { ref, ...account } of accounts) {
    read.push({ ...account, entries: await provider.transactions(user, ref, from) });
  }
  return read;
}

/**
 * GET /api/users/banking/webform/{id}: the web form's state, asked of the provider while it is open. Once
 * done, the connection's accounts and transactions are read and stored as an import's are, in the
 * transaction that ends the form, so two polls at once store them once. While the provider still
 * downloads from the bank the form counts as open.
 */
export async function webformState(
  deps: AggregatorDeps,
  userId: number,
  webform: StoredWebform,
): Promise<BankWebformState> {
  const state = (status: StoredWebform['status'], connectionId: number | null): BankWebformState => ({
    webform: { id: webform.id, status, bankzugang_id: connectionId },
  });
  if (webform.status !== 'laeuft') return state(webform.status, webform.connectionId);
  const provider = providerOf(deps);
  const user = await userOf(deps, userId);
  const asked = await provider.webform(user, webform.ref);
  if (asked.status === 'laeuft') return state('laeuft', webform.connectionId);
  const renewed =
    webform.connectionId === null ? null : await deps.repository.connectionOf(userId, webform.connectionId);
  const connectionRef = asked.connectionRef ?? renewed?.ref ?? null;
  if (asked.status !== 'fertig' || connectionRef === null) {
    const status = asked.status === 'fertig' ? 'fehler' : asked.status;
    await deps.repository.endWebform(webform.id, status, webform.connectionId);
    return state(status, webform.connectionId);
  }
  const [live] = await provider.status(user, [connectionRef]);
  if (live?.status === 'aktualisierung') return state('laeuft', webform.connectionId);
  const accounts = await readAccounts(provider, user, connectionRef);
  const connectionId = await deps.banking.transaction(async (tx) => {
    const id = await deps.repository.keepConnection(tx, userId, connectionRef, {
      bank: live?.bank ?? null,
      status: live?.status ?? 'bereit',
      fetchedAt: deps.now(),
    });
    if (await deps.repository.endWebform(webform.id, 'fertig', id, tx)) {
      await deps.store(tx, userId, 'finapi', accounts);
    }
    return id;
  });
  return state('fertig', connectionId);
}

/** GET /api/users/banking/bankconnects/status: the stored connections (no call to the provider). */
export async function listConnections(deps: AggregatorDeps, userId: number): Promise<BankConnections> {
  if (!deps.provider) return { anbieter: { finapi: false }, bankzugaenge: [] };
  const connections = await deps.repository.connections(userId);
  return { anbieter: { finapi: true }, bankzugaenge: connections.map(answer) };
}

/** GET /api/users/banking/bankconnects/{id}/status: the connection's state asked of the provider and kept. */
export async function connectionState(
  deps: AggregatorDeps,
  userId: number,
  connection: StoredConnection,
): Promise<{ bankzugang: BankConnection }> {
  const provider = providerOf(deps);
  const [live] = await provider.status(await userOf(deps, userId), [connection.ref]);
  const values = { bank: live?.bank ?? connection.bank, status: live?.status ?? 'fehler' } as const;
  await deps.banking.transaction((tx) => deps.repository.keepConnection(tx, userId, connection.ref, values));
  return { bankzugang: answer({ ...connection, ...values }) };
}

/** The first day of the month before the account's newest month with entries (late bookings), or null. */
async function fetchFrom(deps: AggregatorDeps, accountId: number): Promise<string | null> {
  const [newest] = await deps.banking.months(accountId);
  if (!newest) return null;
  const [year, month] = newest.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

/**
 * POST /api/users/banking/account/{id}/refresh: the account's new transactions from the connection that
 * has its IBAN; entries stored before are counted, not added (the same entry keys as an import's).
 */
export async function refreshAccount(
  deps: AggregatorDeps,
  userId: number,
  account: OpenedAccount,
): Promise<BankImportResult> {
  const provider = providerOf(deps);
  const user = await userOf(deps, userId);
  const sameIban = (candidate: { iban: string }) => candidate.iban === account.iban;
  for (const connection of await deps.repository.connections(userId)) {
    if (!(await provider.accounts(user, connection.ref)).some(sameIban)) continue;
    const accounts = await readAccounts(
      provider,
      user,
      connection.ref,
      sameIban,
      await fetchFrom(deps, account.id),
    );
    const [stored] = await deps.banking.transaction(async (tx) => {
      await deps.repository.keepConnection(tx, userId, connection.ref, {
        bank: connection.bank,
        status: connection.status,
        fetchedAt: deps.now(),
      });
      return deps.store(tx, userId, 'finapi', accounts);
    });
    if (stored)
      return { konto: { id: stored.id, iban: stored.iban }, neu: stored.neu, doppelt: stored.doppelt };
  }
  throw new AppError('bank_account_not_connected');
}
