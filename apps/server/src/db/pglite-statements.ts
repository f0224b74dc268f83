import { messages, type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { cacheableStatement, isStaleStatement } from './pg-statements';

type Options = Record<string, unknown> | undefined;
type Query = (text: string, params?: unknown[], options?: Options) => Promise<Results>;
type Statement = { name: string; paramTypes: number[] };

const serialize = protocol.serialize;
/** Statements that may change what a cached statement answers: the cache is emptied before they run. */
const schemaChange = /^\s*(create|alter|drop|comment|discard|deallocate)\b/i;

const concat = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

/**
 * PGlite's `query()` parses and plans every statement again, in six round trips into its WebAssembly (Parse,
 * Describe, Bind, Describe, Execute, Sync). This keeps drizzle's statements as named prepared statements keyed
 * by their SQL text (the `max` most recently used; the others closed): a statement seen before is Bind, Describe,
 * Execute and Sync in one message — ~70 % less CPU per statement (ADR 328). Parameters are serialized and rows
 * parsed by PGlite's own serializers, parsers and `parseResults` as in `query()`, errors are the same
 * DatabaseError with `query` and `params`. Statements with options other than `rowMode`, or not a select,
 * insert, update, delete or with, go to `query()` unchanged; DDL empties the cache first. Call before the
 * other wrappers of `client.query` (pglite-parsers.ts), so that they wrap this one.
 */
export function cacheStatements(client: PGlite, max = 500): { size(): number; clear(): void } {
  const statements = new Map<string, Statement>();
  let toClose: string[] = [];
  let counter = 0;
  const clear = () => {
    for (const statement of statements.values()) toClose.push(statement.name);
    statements.clear();
  };

  async function prepare(text: string): Promise<Statement> {
    const name = `kp_${++counter}`;
    if (statements.size >= max) {
      const [oldest, statement] = statements.entries().next().value as [string, Statement];
      toClose.push(statement.name);
      statements.delete(oldest);
    }
    const closing = toClose;
    const closes = closing.map((old) => serialize.close({ type: 'S', name: old }));
    const { messages: answer } = await client.execProtocol(
      concat([
        ...closes,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    toClose = toClose.filter((old) => !closing.includes(old));
    const description = answer.find((message) => message.name === 'parameterDescription') as
      | messages.ParameterDescriptionMessage
      | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    return statement;
  }

  async function run(
    text: string,
    params: unknown[],
    options: Options,
    inTransaction: boolean,
  ): Promise<Results> {
    try {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
        statements.set(text, statement);
      } else statement = await prepare(text);
      const types = statement.paramTypes;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[index] as number];
        return serializer ? serializer(value) : (value as { toString(): string }).toString();
      });
      const { messages: answer } = await client.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      return parse.parseResults(answer, client.parsers, options)[0] as Results;
    } catch (error) {
      if (isStaleStatement(error)) clear();
      if (error instanceof messages.DatabaseError) {
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  }

  const takes = (text: string, options: Options) =>
    typeof text === 'string' &&
    cacheableStatement.test(text) &&
    (options === undefined || Object.keys(options).every((key) => key === 'rowMode'));
  const before = (text: unknown) => {
    if (typeof text === 'string' && schemaChange.test(text)) clear();
  };

  const query = client.query.bind(client) as Query;
  client.query = (async (text: string, params: unknown[] = [], options?: Options) => {
    before(text);
    if (!takes(text, options)) return query(text, params, options);
    await client._checkReady();
    try {
      return await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run(text, params, options, false)),
      );
    } catch (error) {
      // The schema changed under a cached statement: once more, as a statement of its own.
      if (isStaleStatement(error)) return query(text, params, options);
      throw error;
    }
  }) as typeof client.query;

  const exec = client.exec.bind(client);
  client.exec = ((text: string, options?: Options) => {
    before(text);
    return exec(text, options);
  }) as typeof client.exec;

  const transaction = client.transaction.bind(client);
  client.transaction = ((
    callback: (tx: { query: Query; exec: (text: string) => unknown }) => Promise<unknown>,
  ) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      const txExec = tx.exec.bind(tx);
      const inside = tx as unknown as { query: Query; exec: (text: string, options?: Options) => unknown };
      inside.query = (text, params = [], options) => {
        before(text);
        if (!takes(text, options)) return txQuery(text, params, options);
        if (tx.closed) return txQuery(text, params, options);
        return client._runExclusiveQuery(() => run(text, params, options, true));
      };
      inside.exec = (text, options) => {
        before(text);
        return txExec(text, options as never);
      };
      return callback(inside);
    })) as typeof client.transaction;

  return { size: () => statements.size, clear };
}
