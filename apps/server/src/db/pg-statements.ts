import type pg from 'pg';

/**
 * Statements worth keeping prepared, on PostgreSQL and PGlite (pglite-statements.ts): anything else (DDL,
 * transaction control, SET, LISTEN …) goes as before.
 */
export const cacheableStatement = /^\s*(select|insert|update|delete|with)\b/i;
const opensTransaction = /^\s*(begin|start\s+transaction)\b/i;
const closesTransaction = /^\s*(commit|rollback|end|abort)\b(?!\s+to\b)/i;

/**
 * A kept statement the server can no longer run as prepared: its result type changed under it (a migration
 * of another process altered a column, 0A000), or it is gone (26000: a pooler or DISCARD dropped it).
 */
export function isStaleStatement(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '26000' || (code === '0A000' && typeof message === 'string' && /cached plan/.test(message));
}

/** Names for statement texts, shared by a pool's connections; at most `max` texts, first come (ADR 339). */
export type StatementNames = {
  nameFor(text: string): string | undefined;
  /** A new name for a text whose prepared statement went stale: every connection prepares it afresh. */
  renew(text: string): void;
  size(): number;
};

export function statementNames(max: number): StatementNames {
  const names = new Map<string, string>();
  let counter = 0;
  return {
    nameFor(text) {
      const name = names.get(text);
      if (name !== undefined || names.size >= max || !cacheableStatement.test(text)) return name;
      const fresh = `kp_${++counter}`;
      names.set(text, fresh);
      return fresh;
    },
    renew(text) {
      if (names.has(text)) names.set(text, `kp_${++counter}`);
    },
    size: () => names.size,
  };
}

type QueryConfig = { text: string; name?: string; submit?: unknown };
type Callback = (error: Error | null, result?: unknown) => void;
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryConfig).text === 'string' &&
  (value as QueryConfig).name === undefined &&
  typeof (value as QueryConfig).submit !== 'function';

/**
 * node-postgres sends an unnamed statement each time: PostgreSQL parses and plans it again for every call.
 * This client class names drizzle's select, insert, update, delete and with statements by their text, so each
 * connection parses one once and then only binds and executes it (ADR 339). A statement gone stale is renamed
 * and, outside a transaction, run once more; inside one the error stands (the transaction is lost anyway).
 */
export function withNamedStatements(Base: typeof pg.Client, names: StatementNames): typeof pg.Client {
  return class NamedStatementClient extends Base {
    #inTransaction = false;

    override query(...args: unknown[]): never {
      const [config, values, callback] = args;
      const query = super.query.bind(this) as Query;
      const text = typeof config === 'string' ? config : (config as Partial<QueryConfig> | null)?.text;
      if (typeof text === 'string' && opensTransaction.test(text)) this.#inTransaction = true;
      else if (typeof text === 'string' && closesTransaction.test(text)) this.#inTransaction = false;
      if (!isConfig(config)) return query(...(args as [unknown])) as never;
      const name = names.nameFor(config.text);
      if (name === undefined) return query(...(args as [unknown])) as never;
      const retry = !this.#inTransaction;
      const run = () => ({ ...config, name: names.nameFor(config.text) ?? name });
      const done = typeof values === 'function' ? (values as Callback) : (callback as Callback | undefined);
      const params = typeof values === 'function' ? undefined : values;
      if (done) {
        const answer = (again: boolean) => (error: Error | null, result?: unknown) => {
          if (error && isStaleStatement(error)) {
            names.renew(config.text);
            if (again) return void query(run(), params, answer(false));
          }
          done(error, result);
        };
        return query(run(), params, answer(retry)) as never;
      }
      return (query(run(), params) as Promise<unknown>).catch((error: unknown) => {
        if (!isStaleStatement(error)) throw error;
        names.renew(config.text);
        if (!retry) throw error;
        return query(run(), params);
      }) as never;
    }
  } as unknown as typeof pg.Client;
}
