/**
 * A connection URL as the diagnostics page may show it (ADR 312): scheme, host(s), port(s) and path — no
 * user, no password, no query (which may carry `password=` or keys). Works for PostgreSQL's multi-host
 * form (`postgres://u:p@h1:5432,h2:5433/db?target_session_attrs=read-write`), which `URL` cannot parse.
 */
export function redactUrl(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)(.*)$/is.exec(url.trim());
  if (!match) return '(unlesbare Adresse)';
  const [, scheme, rest = ''] = match;
  // Everything up to the last '@' goes first, so a password with a raw '/', '?' or '@' leaves nothing behind.
  const afterUser = rest.slice(rest.lastIndexOf('@') + 1);
  return `${scheme}${afterUser.split(/[?#]/)[0]}`;
}

/**
 * Why a dependency did not answer, in words that never carry a secret: a system error code
 * (ECONNREFUSED, ETIMEDOUT, EAUTH …), PostgreSQL's SQLSTATE, or the error's class name — never its
 * message, which may quote a URL or a server's greeting.
 */
export function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    // nodemailer names its own code (ESOCKET) and keeps the system's as originalCode (ECONNREFUSED).
    const { originalCode, code, name } = error as { originalCode?: unknown; code?: unknown; name?: unknown };
    for (const candidate of [originalCode, code])
      if (typeof candidate === 'string' && /^[A-Z0-9_]{2,40}$/.test(candidate)) return candidate;
    if (typeof name === 'string' && /^[A-Za-z]{2,60}$/.test(name) && name !== 'Error') return name;
  }
  return 'Fehler';
}
