/**
 * Failures that mean "the database cannot be reached right now" (stopped, restarting, connection cut,
 * pool exhausted, statement timed out) as opposed to a bug: the API answers them with 503.
 * https://www.postgresql.org/docs/current/errcodes-appendix.html (classes 08, 53, 57)
 */
const UNAVAILABLE_CODES = new Map<string, string>([
  ['57P01', 'server shut down the connection'],
  ['57P02', 'server crashed'],
  ['57P03', 'server not accepting connections yet'],
  ['53300', 'too many connections'],
  // A write reached a host in recovery (a demoted primary, ADR 290): the connection is destroyed and the
  // primary asked for again, the request answered 503 like any outage (review finding 9).
  ['25006', 'host is read-only'],
  ['57014', 'statement timed out'],
  ['08000', 'connection exception'],
  ['08001', 'could not connect'],
  ['08003', 'connection does not exist'],
  ['08004', 'connection rejected'],
  ['08006', 'connection failure'],
  ['ECONNREFUSED', 'connection refused'],
  ['ECONNRESET', 'connection reset'],
  ['ECONNABORTED', 'connection aborted'],
  ['EPIPE', 'connection broken'],
  ['ETIMEDOUT', 'connection timed out'],
  ['EHOSTUNREACH', 'host unreachable'],
  ['ENETUNREACH', 'network unreachable'],
  ['ENOTFOUND', 'host not found'],
  ['EAI_AGAIN', 'host lookup failed'],
]);

/** node-postgres and pg-pool raise these without a code; matched on the start of their fixed text. */
const UNAVAILABLE_MESSAGES: [RegExp, string][] = [
  [/^Connection terminated/, 'connection terminated'],
  [/^timeout exceeded when trying to connect/, 'no pool connection within the timeout'],
  [/^Query read timeout/, 'no answer within the timeout'],
  [/^Client has encountered a connection error/, 'connection broken'],
  [/^Client was closed and is not queryable/, 'connection closed'],
  [/^Cannot use a pool after calling end/, 'pool closed'],
];

/**
 * A short, fixed description (code and phrase) when the error, or an error it wraps (Drizzle wraps
 * driver errors in `cause`, Node's connect in `errors`), means the database is unavailable. It never
 * carries the driver's text, which can name host, port, user or SQL.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    const phrase = UNAVAILABLE_CODES.get(code);
    if (phrase) return `${code}: ${phrase}`;
  }
  if (typeof message === 'string') {
    for (const [pattern, phrase] of UNAVAILABLE_MESSAGES) if (pattern.test(message)) return phrase;
  }
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const reason = databaseUnavailableReason(inner, depth + 1);
    if (reason) return reason;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== undefined;
}

/** Whether the failed connection itself is unusable (not merely a slow statement). */
export function isConnectionBroken(error: unknown): boolean {
  const reason = databaseUnavailableReason(error);
  return reason !== undefined && !reason.startsWith('57014');
}
