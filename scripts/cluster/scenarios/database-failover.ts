import { demoLogins } from '../../../apps/server/src/demo/customers';
import { signIn } from '../client';
import type { BackgroundLoad, Cluster, ScenarioResult } from '../types';
import { loadWindow, result, sleep } from './shared';

/**
 * Scenario 4 (issue 34): the primary stops (`pg_ctl stop -m immediate`) under the load, the standby is
 * promoted after `promoteAfterMs` (an operator's or a tool's reaction); the portals find the new primary
 * by themselves (the multi-host DATABASE_URL, ADR 290). Every write answered 2xx before the stop is on the
 * new primary; the time from the stop to the first write answered again is the time to recover.
 */
export async function databaseFailover(
  cluster: Cluster,
  load: BackgroundLoad,
  options: { promoteAfterMs?: number } = {},
): Promise<ScenarioResult> {
  const writer = await signIn(cluster.url, demoLogins.max);
  const window = loadWindow(load);
  const acked: number[] = [];
  let stopping = false;
  let recoveredAt = 0;
  let stoppedAt = 0;
  let writesRefused = 0;
  const writing = (async () => {
    for (let i = 0; !stopping; i += 1) {
      const answer = await writer.call('POST', '/api/chat', { text: `Schreiben ${i + 1} im Failover` });
      const id = (answer.body as { message?: { id?: number } } | null)?.message?.id;
      if (answer.status === 201 && typeof id === 'number') {
        if (stoppedAt && !recoveredAt) recoveredAt = performance.now();
        if (!stoppedAt) acked.push(id);
      } else writesRefused += 1;
      await sleep(50);
    }
  })();
  await sleep(1000);
  const ackedBefore = [...acked];
  const loadAckedBefore = load.acknowledgedWrites();
  stoppedAt = performance.now();
  await cluster.db.stopPrimary();
  await sleep(options.promoteAfterMs ?? 1000);
  const promoteStart = performance.now();
  await cluster.db.promoteStandby();
  const promoteMs = Math.round(performance.now() - promoteStart);
  const deadline = performance.now() + 30_000;
  while (!recoveredAt && performance.now() < deadline) await sleep(100);
  stopping = true;
  await writing;
  const during = window();

  const checks = [
    ...ackedBefore.map((id) => ({ id: `chat ${id}`, check: () => chatPresent(cluster, id) })),
    ...loadAckedBefore,
  ];
  const missing: string[] = [];
  for (const write of checks) if (!(await write.check())) missing.push(write.id);
  const recoverMs = recoveredAt ? Math.round(recoveredAt - stoppedAt) : -1;
  return result(
    'Datenbank-Failover',
    {
      requests: during.requests,
      'failed (503 meanwhile)': during.failed,
      'writes acknowledged before': checks.length,
      'missing after': missing.length,
      'promote ms': promoteMs,
      'time to recover ms': recoverMs,
      'writes refused meanwhile': writesRefused,
    },
    [
      missing.length > 0 &&
        `${missing.length} bestätigte Schreibvorgänge fehlen: ${missing.slice(0, 5).join(', ')}`,
      recoverMs < 0 && 'Die Portale schrieben 30 s nach der Beförderung noch nicht wieder',
    ],
  );
}

async function chatPresent(cluster: Cluster, id: number): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client(cluster.db.standbyUrl);
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from chat_messages where id = $1', [id]);
    return rowCount === 1;
  } finally {
    await client.end().catch(() => undefined);
  }
}
