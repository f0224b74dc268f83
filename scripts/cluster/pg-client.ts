import pg from 'pg';

/** One connection to `url` for `use`, closed after whatever happened; a broken one never ends the process. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(url);
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * `use` on the first of `urls` that accepts writes (the primary, or the standby once promoted): its answer
 * in `{ value }`, or undefined when none of them answers as writable.
 */
export async function withWritable<T>(
  urls: readonly string[],
  use: (client: pg.Client) => Promise<T>,
): Promise<{ value: T } | undefined> {
  for (const url of urls) {
    const answered = await withClient(url, async (client) => {
      const { rows } = await client.query<{ recovery: boolean }>('select pg_is_in_recovery() as recovery');
      return rows[0]?.recovery ? undefined : { value: await use(client) };
    }).catch(() => undefined);
    if (answered) return answered;
  }
  return undefined;
}

/** Whether the chat message `id` is in the database at `url` (the standby holds every acknowledged commit). */
export const chatMessagePresent = (url: string, id: number) =>
  withClient(url, async (client) => {
    const { rowCount } = await client.query('select 1 from chat_messages where id = $1', [id]);
    return rowCount === 1;
  });
