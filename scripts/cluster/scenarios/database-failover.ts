import { demoLogins } from '../../../apps/server/src/demo/customers';
import { signIn } from '../client';
import { chatMessagePresent } from '../pg-client';
import type { BackgroundLoad, Cluster, ScenarioResult } from '../types';
import { loadWindow, result, sleep } from './shared';

/**
 * Scenario 4 (issue 34): the primary stops (`pg_ctl stop -m immediate`) under the load, the standby is
 * promoted after `promoteAfterMs` (an operator's or a tool's reaction); the portals find the new primary
 * by themselves (the multi-host DATABASE_URL, ADR 290). Every write answered 2xx — before the stop, while
 * the primary went down, after — is on the new primary; the time from the stop to the first write answered again (one sent after the old primary was
 * gone) is the time to recover.
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
  let stoppedAt = 0;
  let stopDoneAt = 0;
  let recoveredAt = 0;
  let writesRefused = 0;
  // What a refused write was answered: the portal's or, with none ready, HAProxy's copy of the API's 503.
  const refusals = new Set<string>();
  const writing = (async () => {
    for (let i = 0; !stopping; i += 1) {
      const started = performance.now();
      const answer = await writer.call('POST', '/api/chat', { text: `Schreiben ${i + 1} im Failover` });
      const id = (answer.body as { message?: { id?: number } } | null)?.message?.id;
      if (answer.status === 201 && typeof id === 'number') {
        // Every write answered 201 must be there after, also one answered while the primary went down.
        acked.push(id);
        // Recovered: a write sent once the old primary was gone.
        if (stopDoneAt && !recoveredAt && started >= stopDoneAt) recoveredAt = performance.now();
      } else {
        writesRefused += 1;
        const error = (answer.body as { error?: string } | null)?.error ?? 'kein JSON';
        refusals.add(`${answer.status} ${error}`);
      }
      await sleep(50);
    }
  })();
  await sleep(1000);
  stoppedAt = performance.now();
  await cluster.db.stopPrimary();
  stopDoneAt = performance.now();
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
    ...acked.map((id) => ({ id: `chat ${id}`, check: () => chatMessagePresent(cluster.db.standbyUrl, id) })),
    ...load.acknowledgedWrites(),
  ];
  const missing: string[] = [];
  for (const write of checks) if (!(await write.check())) missing.push(write.id);
  const recoverMs = recoveredAt ? Math.round(recoveredAt - stoppedAt) : -1;
  return result(
    'Datenbank-Failover',
    {
      requests: during.requests,
      'failed (503 meanwhile)': during.failed,
      'writes acknowledged': checks.length,
      'missing after': missing.length,
      'stop ms': Math.round(stopDoneAt - stoppedAt),
      'promote ms': promoteMs,
      'time to recover ms': recoverMs,
      'writes refused meanwhile': writesRefused,
      'refused with': [...refusals].join(', '),
    },
    [
      missing.length > 0 &&
        `${missing.length} bestätigte Schreibvorgänge fehlen: ${missing.slice(0, 5).join(', ')}`,
      recoverMs < 0 && 'Die Portale schrieben 30 s nach der Beförderung noch nicht wieder',
      [...refusals].some((refusal) => refusal !== '503 service_unavailable') &&
        `Abgelehnt mit ${[...refusals].join(', ')} statt 503 service_unavailable`,
    ],
  );
}
