import type { LoggerOptions } from 'pino';

/** Query parameters that may carry a secret (download tickets, SSO or reset codes). */
const SECRET_QUERY = /([?&](?:token|code|ticket|password)=)[^&]*/gi;

/** pino options: secrets (headers, passwords, tokens in URLs) never reach a log line. */
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
    },
  };
}

export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY, '$1[redacted]')
    .replace(/(\/(?:sso|Passwortvergessen|einrichtung|activate)\/)[^/?]+/g, '$1[redacted]');
}
