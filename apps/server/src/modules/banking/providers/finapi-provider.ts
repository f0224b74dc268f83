import { randomBytes } from 'node:crypto';
import type { StatementEntry } from '@kundenportal/domain/banking/statement';
import type { z } from 'zod';
import type { BankConnectionProvider, ProviderCredentials, ProviderWebform } from './bank-provider';
import { type FinapiClient, FinapiUserUnknown } from './finapi-client';
import {
  connectionStatus,
  finapiAccountsSchema,
  finapiConnectionsSchema,
  finapiTransactionsSchema,
  finapiWebformSchema,
  providerAccounts,
  statementEntry,
  webformStatus,
} from './finapi-shapes';

/** Transactions per page (finAPI allows up to 500) and the most pages read for one account. */
const PER_PAGE = 500;
const MAX_PAGES = 200;
/** How far back a new connection's transactions are read. */
const DAYS_FOR_DOWNLOAD = 365;

/**
 * The finAPI adapter (ADR 270): a finAPI user per customer, the bank connected and renewed in finAPI's
 * Web Form 2.0 (opened by the customer in a new window, back to the portal by its redirect URLs), then the
 * connection's accounts and transactions from Access V2.
 */
export function createFinapiProvider(client: FinapiClient, today: () => string): BankConnectionProvider {
  function parsed<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
    const result = schema.safeParse(body);
    if (!result.success) throw client.unexpected(what);
    return result.data;
  }

  async function webform(
    user: ProviderCredentials,
    kind: 'bankConnectionImport' | 'bankConnectionUpdate',
    body: Record<string, unknown>,
    returnUrl: string,
  ): Promise<ProviderWebform> {
    const answer = await client.asUser(user, {
      method: 'POST',
      path: `/api/webForms/${kind}`,
      body,
      webform: true,
    });
    const form = parsed(finapiWebformSchema, answer, kind);
    const url = new URL(form.url);
    for (const name of ['redirectUrl', 'errorRedirectUrl', 'abortRedirectUrl'])
      url.searchParams.set(name, returnUrl);
    return { ref: form.id, url: url.toString() };
  }

  return {
    name: 'finapi',

    async register() {
      const user = {
        login: `kp-${randomBytes(12).toString('hex')}`,
        password: randomBytes(24).toString('base64url'),
      };
      await client.asClient({
        method: 'POST',
        path: '/api/v2/users',
        body: { id: user.login, password: user.password, isAutoUpdateEnabled: false },
      });
      return user;
    },

    async remove(user) {
      try {
        await client.asUser(user, { method: 'DELETE', path: '/api/v2/users' });
      } catch (error) {
        if (!(error instanceof FinapiUserUnknown)) throw error;
        // The login refused: gone only if finAPI has no such user (a locked one stays queued, ADR 289).
        if (await client.userKnown(user.login)) throw error;
      }
    },

    connect: (user, returnUrl) =>
      webform(user, 'bankConnectionImport', { maxDaysForDownload: DAYS_FOR_DOWNLOAD }, returnUrl),

    refresh: (user, connectionRef, returnUrl) =>
      webform(user, 'bankConnectionUpdate', { bankConnectionId: Number(connectionRef) }, returnUrl),

    async webform(user, webformRef) {
      const answer = await client.asUser(user, {
        method: 'GET',
        path: `/api/webForms/${encodeURIComponent(webformRef)}`,
        webform: true,
      });
      const form = parsed(finapiWebformSchema, answer, 'web form');
      return { status: webformStatus(form.status), connectionRef: form.payload?.bankConnectionId ?? null };
    },

    async status(user, connectionRefs) {
      if (connectionRefs.length === 0) return [];
      const ids = connectionRefs.map((ref) => encodeURIComponent(ref)).join(',');
      const answer = await client.asUser(user, { method: 'GET', path: `/api/v2/bankConnections?ids=${ids}` });
      return parsed(finapiConnectionsSchema, answer, 'bank connections').connections.map((connection) => ({
        ref: connection.id,
        bank: connection.bank?.name ?? null,
        status: connectionStatus(connection),
      }));
    },

    async accounts(user, connectionRef) {
      const answer = await client.asUser(user, {
        method: 'GET',
        path: `/api/v2/accounts?bankConnectionIds=${encodeURIComponent(connectionRef)}`,
      });
      return providerAccounts(parsed(finapiAccountsSchema, answer, 'accounts'), today());
    },

    async transactions(user, accountRef, from) {
      const entries: StatementEntry[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const query = new URLSearchParams({
          view: 'userView',
          accountIds: accountRef,
          page: String(page),
          perPage: String(PER_PAGE),
          order: 'bankBookingDate,asc',
          ...(from ? { minBankBookingDate: from } : {}),
        });
        const answer = await client.asUser(user, { method: 'GET', path: `/api/v2/transactions?${query}` });
        const found = parsed(finapiTransactionsSchema, answer, 'transactions');
        entries.push(...found.transactions.map((transaction) => statementEntry(transaction, 'EUR')));
        if (found.paging.page >= found.paging.pageCount) break;
      }
      return entries;
    },
  };
}
