import pg from 'pg';

/** One PostgreSQL server of a multi-host DATABASE_URL. */
export type DatabaseHost = { host: string; port: number };

export type ParsedDatabaseUrl = {
  hosts: DatabaseHost[];
  /** `target_session_attrs=read-write` given, or more than one host (ADR 290). */
  findPrimary: boolean;
  /** The same URL for one host alone, without target_session_attrs (node-postgres knows one host). */
  urlFor(host: DatabaseHost): string;
  /**
   * For libpq's tools (pg_dump, pg_restore): every host, no password (it goes as PGPASSWORD: `ps` shows
   * argv), and `target_session_attrs=read-write` whenever the server would look for the primary — libpq's
   * default is `any`, so the tool could land on the standby (review finding 13).
   */
  libpq: { dbname: string; password: string | undefined };
};

// The user part runs to the LAST '@' (as redactUrl reads it): a password with a raw '@' or '/' stays whole.
const URL_PARTS = /^(postgres(?:ql)?:\/\/)(?:(.*)@)?([^@/?#]*)(\/[^?#]*)?(?:\?([^#]*))?$/s;

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * libpq's multi-host form, `postgres://user:pw@h1:5432,h2:5433/db?target_session_attrs=read-write`
 * (https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-MULTIPLE-HOSTS), which node-postgres
 * does not read: split into its hosts, each with the URL's user, password, database and other parameters.
 */
export function parseDatabaseUrl(url: string): ParsedDatabaseUrl {
  const match = URL_PARTS.exec(url);
  if (!match)
    return { hosts: [], findPrimary: false, urlFor: () => url, libpq: { dbname: url, password: undefined } };
  const [, scheme, auth, hostList = '', dbPath = '', query = ''] = match;
  const colon = auth?.indexOf(':') ?? -1;
  const user = auth === undefined ? undefined : decode(colon === -1 ? auth : auth.slice(0, colon));
  const password = auth === undefined || colon === -1 ? undefined : decode(auth.slice(colon + 1));
  const userPart = user === undefined ? '' : encodeURIComponent(user);
  const authPart =
    auth === undefined
      ? ''
      : `${userPart}${password === undefined ? '' : `:${encodeURIComponent(password)}`}@`;
  const params = new URLSearchParams(query);
  const attrs = params.get('target_session_attrs');
  params.delete('target_session_attrs');
  const rest = params.toString();
  const hosts = hostList.split(',').map((part): DatabaseHost => {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(part);
    if (bracketed) return { host: bracketed[1] as string, port: Number(bracketed[2] ?? 5432) };
    const [host = '', port] = part.split(':');
    return { host, port: Number(port ?? 5432) };
  });
  const findPrimary = hosts.length > 1 || attrs === 'read-write' || attrs === 'primary';
  const libpqParams = new URLSearchParams(rest);
  if (attrs ?? findPrimary) libpqParams.set('target_session_attrs', attrs ?? 'read-write');
  const libpqQuery = libpqParams.toString();
  return {
    hosts,
    findPrimary,
    urlFor: ({ host, port }) =>
      `${scheme}${authPart}${host.includes(':') ? `[${host}]` : host}:${port}${dbPath}${rest ? `?${rest}` : ''}`,
    libpq: {
      dbname: `${scheme}${user === undefined ? '' : `${userPart}@`}${hostList}${dbPath}${libpqQuery ? `?${libpqQuery}` : ''}`,
      password,
    },
  };
}

/** Raised when no host accepts writes: a connection failure to the API (08001, answered 503). */
export class NoPrimaryError extends Error {
  code = '08001';
  constructor() {
    super('no database host accepts writes');
  }
}

export type PrimaryFinder = {
  /** The host that answered `pg_is_in_recovery() = false` last; asks the hosts in turn when none is known. */
  primary(): Promise<DatabaseHost>;
  /** Forgets the known primary (a connection to it broke): the next `primary()` asks again. */
  forget(): void;
  /** A pg.Client class whose connections go to the current primary (for pg.Pool's `Client` and LISTEN). */
  Client: typeof pg.Client;
};

type ConnectCallback = ((error: Error) => void) | ((error: null, client: pg.Client) => void);

/** Between two asks that found no primary, callers get the last answer (no storm of probes in an outage). */
const NO_PRIMARY_BACKOFF_MS = 200;

/**
 * The failover path of a multi-host DATABASE_URL (ADR 290): every new connection goes to the host last
 * found writable; when a connection breaks or cannot be opened the primary is asked for again — every host,
 * the writable one on the newest timeline wins — so after the standby is promoted the pool's next
 * connections go there by themselves, and an old primary that comes back writable does not take over.
 */
export function createPrimaryFinder(
  parsed: ParsedDatabaseUrl,
  options: { connectTimeoutMs: number },
): PrimaryFinder {
  let known: DatabaseHost | undefined;
  let previous: DatabaseHost | undefined;
  let asking: Promise<DatabaseHost> | undefined;
  let failedAt = 0;

  /** The host's timeline when it takes writes; undefined when in recovery or not reachable. */
  async function writableTimeline(host: DatabaseHost): Promise<number | undefined> {
    const client = new pg.Client({
      connectionString: parsed.urlFor(host),
      connectionTimeoutMillis: options.connectTimeoutMs,
      application_name: 'kundenportal-primary-check',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      // The current WAL file's name starts with the timeline (8 hex digits); every user may read it, and
      // unlike pg_control_checkpoint() it has the new timeline the moment a standby is promoted.
      const { rows } = await client.query<{ recovery: boolean; wal: string | null }>(
        'select pg_is_in_recovery() as recovery, case when pg_is_in_recovery() then null else pg_walfile_name(pg_current_wal_lsn()) end as wal',
      );
      const row = rows[0];
      return row?.recovery === false && row.wal ? Number.parseInt(row.wal.slice(0, 8), 16) : undefined;
    } catch {
      return undefined; // Not reachable.
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /**
   * Every host at once; of those taking writes the one on the newest timeline (review finding 7): an old
   * primary started again as it was, not as a standby, is writable too but on the timeline before the
   * promotion, and must not win back the writes. Equal timelines: the last known primary, then URL order.
   */
  async function ask(previous: DatabaseHost | undefined): Promise<DatabaseHost> {
    const timelines = await Promise.all(parsed.hosts.map(writableTimeline));
    let best: { host: DatabaseHost; timeline: number } | undefined;
    parsed.hosts.forEach((host, i) => {
      const timeline = timelines[i];
      if (timeline === undefined) return;
      const wasKnown = previous?.host === host.host && previous.port === host.port;
      if (!best || timeline > best.timeline || (timeline === best.timeline && wasKnown))
        best = { host, timeline };
    });
    if (!best) throw new NoPrimaryError();
    return best.host;
  }

  const finder: PrimaryFinder = {
    primary() {
      if (known) return Promise.resolve(known);
      if (!asking && Date.now() - failedAt < NO_PRIMARY_BACKOFF_MS)
        return Promise.reject(new NoPrimaryError());
      asking ??= ask(previous).then(
        (host) => {
          known = host;
          previous = host;
          asking = undefined;
          return host;
        },
        (error: unknown) => {
          failedAt = Date.now();
          asking = undefined;
          throw error;
        },
      );
      return asking;
    },
    forget() {
      known = undefined;
    },
    Client: class FailoverClient extends pg.Client {
      override connect(): Promise<pg.Client>;
      override connect(callback: ConnectCallback): void;
      override connect(callback?: ConnectCallback): Promise<pg.Client> | undefined {
        const connected = finder.primary().then(async (host) => {
          const self = this as unknown as {
            host: string;
            port: number;
            connection?: { stream?: { destroyed?: boolean } };
          };
          // pg-pool's connect timeout ran out while the hosts were asked: it destroyed the socket already.
          if (self.connection?.stream?.destroyed)
            throw new Error('Connection terminated due to connection timeout');
          self.host = host.host;
          self.port = host.port;
          try {
            await super.connect();
          } catch (error) {
            finder.forget();
            throw error;
          }
          this.on('error', () => finder.forget());
          return this as pg.Client;
        });
        if (!callback) return connected;
        connected.then(
          (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
          (error: Error) => (callback as (error: Error) => void)(error),
        );
        return undefined;
      }
    },
  };
  return finder;
}
