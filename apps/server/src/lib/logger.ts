import type { LoggerOptions } from 'pino';

/** Query parameters that may carry a secret (download tickets, SSO or reset codes). */
const SECRET_QUERY = /([?&](?:token|code|ticket|password)=)[^&]*/gi;

/** pino options: secrets (headers, passwords, tokens in URLs, SQL parameters) never reach a log line. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-client-secret"]',
        'req.headers.cookie',
        'res.headers.authorization',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
      err: safeError,
    },
  };
}

/** The banking search's text: it may quote a purpose or a counterparty (ADR 260). */
const BANK_SEARCH = /(\/banking\/[^?#]*\?(?:[^#]*&)?q=)[^&#]*/;

export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY, '$1[redacted]')
    .replace(BANK_SEARCH, '$1[redacted]')
    .replace(/(\/(?:sso|Passwortvergessen|einrichtung|activate|jwtcontracts)\/)[^/?]+/g, '$1[redacted]');
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  /** PostgreSQL's names of the constraint, table or column concerned (never values). */
  where?: string;
  stack?: string;
  cause?: LoggedError;
};

/**
 * An error as it may be logged: type, message, code and call stack, never the properties a driver hangs
 * on it. Drizzle's query error carries the SQL and its parameters (e-mail addresses, password hashes,
 * codes) in its message; PostgreSQL's messages and `detail` can quote values (`invalid input syntax for
 * type uuid: "…"`, `Key (email)=(…)`), so a database error is logged by its SQLSTATE and names only.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const fields = error as Error & Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  let message = error.message;
  if ('severity' in fields && code) {
    message = `database error ${code}`;
  } else if (error.constructor?.name === 'DrizzleQueryError' || 'params' in fields) {
    message = 'failed query (SQL and parameters not logged)';
  }
  const logged: LoggedError = { type: error.name, message };
  if (code) logged.code = code;
  const names = ['constraint', 'table', 'column']
    .filter((key) => typeof fields[key] === 'string')
    .map((key) => `${key} ${fields[key]}`);
  if (names.length > 0) logged.where = names.join(', ');
  // The stack's first line repeats the message: keep only the frames.
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  if (frames?.length) logged.stack = frames.join('\n');
  if (error.cause !== undefined && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}
