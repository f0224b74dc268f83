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

/** Whether the chat message `id` is in the database at `url` (the standby holds every acknowledged commit). */
export const chatMessagePresent = (url: string, id: number) =>
  withClient(url, async (client) => {
    const { rowCount } = await client.query('select 1 from chat_messages where id = $1', [id]);
    return rowCount === 1;
  });
