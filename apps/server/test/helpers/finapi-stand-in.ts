import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of finAPI at the network edge (ADR 270): a real HTTP server answering the calls the
 * adapter makes, with the shapes of finAPI's documentation — Access V2 (`/api/v2/oauth/token`, `/users`
 * (POST with the client token, DELETE of the authorized user with the user's, ADR 284),
 * `/bankConnections`, `/accounts`, `/transactions` with paging, errors as `{ errors: [{ code, message,
 * type }] }`, an invalid token as OAuth's 401 `invalid_token`) and Web Form 2.0 (`/api/webForms/
 * bankConnectionImport`, `…/bankConnectionUpdate`, `GET /api/webForms/{id}`). The web form's page
 * (`/wf/{id}`) has buttons that finish it as a customer would, and tests finish it with `finish`.
 */

export type StandInTransaction = {
  id: number;
  bankBookingDate: string;
  amount: number;
  purpose: string;
  counterpartName: string | null;
  counterpartIban?: string | null;
  counterpartCreditorId?: string | null;
  counterpartMandateReference?: string | null;
};
export type StandInAccount = {
  id: number;
  iban: string;
  balance: number;
  transactions: StandInTransaction[];
};
type Connection = {
  id: number;
  user: string;
  bank: string;
  updateStatus: 'READY' | 'IN_PROGRESS';
  accounts: StandInAccount[];
};
type Form = { id: string; user: string; type: string; status: string; connectionId: number | null };
export type Outcome = 'COMPLETED' | 'COMPLETED_WITH_ERROR' | 'ABORTED';

/** `port`: a fixed one (the e2e server is told it before the spec starts the stand-in), else a free one. */
export async function startFinapiStandIn(options: { clientId: string; clientSecret: string; port?: number }) {
  const users = new Map<string, string>();
  const tokens = new Map<string, { user: string | null }>();
  const forms = new Map<string, Form>();
  const connections: Connection[] = [];
  const failures: { status: number; body: unknown }[] = [];
  /** Every call's method, path and query (no headers, no bodies). */
  const calls: string[] = [];
  /** Users whose login finAPI refuses although they exist (locked after failed logins): OAuth's invalid_grant. */
  const locked = new Set<string>();
  /** While set, a DELETE of a user waits for it (a slow finAPI, `holdDeletes`). */
  let deleteGate: Promise<void> | null = null;
  let nextId = 1000;
  /** What the next connected bank holds: the accounts the customer's login at the bank reaches. */
  let bank: { name: string; accounts: () => StandInAccount[] } = {
    name: 'Sparkasse KölnBonn',
    accounts: () => [],
  };
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, {
      errors: [{ message, code, type: 'BUSINESS' }],
      date: new Date().toISOString(),
      requestId: randomUUID(),
      endpoint: 'stand-in',
      authContext: null,
      bank: null,
    });
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => resolve(text));
    });
  const issue = (user: string | null) => {
    const value = randomUUID();
    tokens.set(value, { user });
    return {
      access_token: value,
      token_type: 'bearer',
      refresh_token: randomUUID(),
      expires_in: 3600,
      scope: 'all',
    };
  };
  const formAnswer = (form: Form) => ({
    id: form.id,
    url: `${base}/wf/${form.id}`,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    type: form.type,
    status: form.status,
    payload: form.connectionId === null ? {} : { bankConnectionId: form.connectionId },
  });
  const connectionAnswer = (connection: Connection) => ({
    id: connection.id,
    bank: { id: 280001, name: connection.bank, blz: '37050198' },
    updateStatus: connection.updateStatus,
    categorizationStatus: 'READY',
    interfaces: [
      { interface: 'XS2A', lastManualUpdate: { result: 'OK', timestamp: new Date().toISOString() } },
    ],
    accountIds: connection.accounts.map((account) => account.id),
  });

  function finish(formId: string, outcome: Outcome) {
    const form = forms.get(formId);
    if (!form) throw new Error(`no web form ${formId}`);
    form.status = outcome;
    if (outcome !== 'COMPLETED' || form.type !== 'BANK_CONNECTION_IMPORT') return;
    const connection: Connection = {
      id: nextId++,
      user: form.user,
      bank: bank.name,
      updateStatus: 'READY',
      accounts: bank.accounts(),
    };
    connections.push(connection);
    form.connectionId = connection.id;
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, user: string) {
    const path = url.pathname;
    const own = connections.filter((connection) => connection.user === user);
    if (req.method === 'POST' && path.startsWith('/api/webForms/bankConnection')) {
      const body = JSON.parse((await read(req)) || '{}') as { bankConnectionId?: number };
      const update = path.endsWith('Update');
      if (update && !own.some((connection) => connection.id === body.bankConnectionId)) {
        return refuse(res, 422, 'ENTITY_NOT_FOUND', 'Bank connection not found');
      }
      const form: Form = {
        id: randomUUID(),
        user,
        type: update ? 'BANK_CONNECTION_UPDATE' : 'BANK_CONNECTION_IMPORT',
        status: 'NOT_YET_OPENED',
        connectionId: update ? (body.bankConnectionId ?? null) : null,
      };
      forms.set(form.id, form);
      return send(res, 201, formAnswer(form));
    }
    const form = path.startsWith('/api/webForms/')
      ? forms.get(path.slice('/api/webForms/'.length))
      : undefined;
    if (req.method === 'GET' && form && form.user === user) return send(res, 200, formAnswer(form));
    if (req.method === 'GET' && path === '/api/v2/bankConnections') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return send(res, 200, { connections: own.filter((c) => ids.includes(c.id)).map(connectionAnswer) });
    }
    if (req.method === 'GET' && path === '/api/v2/accounts') {
      const ids = (url.searchParams.get('bankConnectionIds') ?? '').split(',').map(Number);
      const accounts = own
        .filter((connection) => ids.includes(connection.id))
        .flatMap((connection) =>
          connection.accounts.map((account) => ({
            id: account.id,
            bankConnectionId: connection.id,
            accountName: 'Girokonto',
            iban: account.iban,
            accountHolderName: 'Max Mustermann',
            accountCurrency: 'EUR',
            accountType: 'Checking',
            balance: account.balance,
          })),
        );
      return send(res, 200, { accounts });
    }
    if (req.method === 'GET' && path === '/api/v2/transactions') {
      const accountIds = (url.searchParams.get('accountIds') ?? '').split(',').map(Number);
      const from = url.searchParams.get('minBankBookingDate') ?? '0000-00-00';
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('perPage') ?? 20);
      const all = own
        .flatMap((connection) => connection.accounts)
        .filter((account) => accountIds.includes(account.id))
        .flatMap((account) =>
          account.transactions.map((t) => ({
            ...t,
            accountId: account.id,
            valueDate: t.bankBookingDate,
            currency: 'EUR',
          })),
        )
        .filter((t) => t.bankBookingDate >= from);
      const pageCount = Math.max(1, Math.ceil(all.length / perPage));
      return send(res, 200, {
        transactions: all.slice((page - 1) * perPage, page * perPage),
        paging: { page, perPage, pageCount, totalCount: all.length },
        income: 0,
        spending: 0,
        balance: 0,
      });
    }
    return refuse(res, 404, 'ENTITY_NOT_FOUND', 'Not found');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    const page = /^\/wf\/([^/]+)(?:\/(COMPLETED|COMPLETED_WITH_ERROR|ABORTED))?$/.exec(url.pathname);
    if (page && forms.has(page[1] as string)) {
      const id = page[1] as string;
      if (req.method === 'POST' && page[2]) finish(id, page[2] as Outcome);
      const done = (forms.get(id) as Form).status;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><html lang="de"><head><title>finAPI Web Form (Stand-in)</title></head><body><main><h1>Bank verbinden</h1><p>Status: ${done}</p>` +
          `<form method="post" action="/wf/${id}/COMPLETED"><button>Zugang bestätigen</button></form>` +
          `<form method="post" action="/wf/${id}/ABORTED"><button>Abbrechen</button></form></main></body></html>`,
      );
    }
    if (req.method === 'POST' && url.pathname === '/api/v2/oauth/token') {
      const form = new URLSearchParams(await read(req));
      if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
      }
      if (form.get('grant_type') === 'client_credentials') return send(res, 200, issue(null));
      const username = form.get('username') ?? '';
      const known = users.get(username) === form.get('password') && !locked.has(username);
      if (form.get('grant_type') === 'password' && known) {
        return send(res, 200, issue(username));
      }
      return send(res, 400, { error: 'invalid_grant', error_description: 'Bad credentials' });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ? tokens.get(bearer) : undefined;
    if (!token) return send(res, 401, { error: 'invalid_token', error_description: 'Access token expired' });
    const failure = failures.shift();
    if (failure) return send(res, failure.status, failure.body);
    if (req.method === 'POST' && url.pathname === '/api/v2/users') {
      if (token.user !== null) return refuse(res, 403, 'FORBIDDEN', 'Client token required');
      const body = JSON.parse(await read(req)) as { id: string; password: string };
      if (users.has(body.id)) return refuse(res, 422, 'DUPLICATE_USER', 'User exists');
      users.set(body.id, body.password);
      return send(res, 201, {
        id: body.id,
        password: 'XXXXX',
        email: null,
        phone: null,
        isAutoUpdateEnabled: false,
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/v2/users/verificationStatus' && token.user === null) {
      // "Get a user's verification status" (client token); an unknown user is finAPI's 404 ENTITY_NOT_FOUND.
      const userId = url.searchParams.get('userId') ?? '';
      if (!users.has(userId)) return refuse(res, 404, 'ENTITY_NOT_FOUND', 'User not found');
      return send(res, 200, { userId, isUserVerified: true });
    }
    if (token.user === null) return refuse(res, 403, 'FORBIDDEN', 'User token required');
    if (req.method === 'DELETE' && url.pathname === '/api/v2/users') {
      // "Delete the authorized user": the user with its connections; its tokens stop working.
      if (deleteGate) await deleteGate;
      const gone = token.user;
      users.delete(gone);
      connections.splice(0, connections.length, ...connections.filter((c) => c.user !== gone));
      for (const [value, held] of tokens) if (held.user === gone) tokens.delete(value);
      return res.writeHead(200).end();
    }
    return api(req, res, url, token.user);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => refuse(res, 500, 'INTERNAL_ERROR', 'stand-in failed'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    calls,
    /** The server's FINAPI_* variables for this stand-in. */
    env: () => ({
      FINAPI_CLIENT_ID: options.clientId,
      FINAPI_CLIENT_SECRET: options.clientSecret,
      FINAPI_BASE_URL: base,
      FINAPI_WEBFORM_URL: base,
    }),
    /** The bank the next completed web form connects. */
    setBank(name: string, accounts: () => StandInAccount[]) {
      bank = { name, accounts };
    },
    finish,
    /** finAPI users made, with their passwords (none of them may show up in the portal's database in clear). */
    users,
    connections,
    locked,
    /** Every token issued so far stops working (as when finAPI's tokens expire). */
    expireTokens: () => tokens.clear(),
    /** The next authorised call (not a token request) is answered with this. */
    failNext: (status: number, body: unknown) => failures.push({ status, body }),
    /** DELETEs of users wait (a slow finAPI) until the returned function is called. */
    holdDeletes(): () => void {
      let open = () => {};
      deleteGate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        deleteGate = null;
        open();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FinapiStandIn = Awaited<ReturnType<typeof startFinapiStandIn>>;
