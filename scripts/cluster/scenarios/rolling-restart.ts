import type { BackgroundLoad, Cluster, ScenarioResult } from '../types';
import { loadWindow, logSummary, result, sleep, waitUntil, watchBalancer } from './shared';

/**
 * Scenario 3 (issue 34): each process in turn is taken out of the balancer's rotation (HAProxy's `drain`:
 * no new requests, those running finish), gets SIGTERM, drains for its grace (its /api/ready answers 503
 * meanwhile — checked on the process itself), exits, starts again and goes back in once HAProxy sees it
 * ready. 0 failed requests of the load.
 */
export async function rollingRestart(cluster: Cluster, load: BackgroundLoad): Promise<ScenarioResult> {
  const window = loadWindow(load);
  const started = performance.now();
  const readyDuringGrace: number[] = [];
  const restartMs: number[] = [];
  const phases: string[] = [];
  const slowExits: string[] = [];
  // Wall-clock marks of each process's phases: the failed requests are counted per phase.
  const marks: { name: string; at: number }[] = [];
  const mark = (name: string) => marks.push({ name, at: Date.now() });
  const balancerView = watchBalancer(cluster);
  for (const proc of cluster.processes) {
    mark(`p${proc.index} drain`);
    const begin = performance.now();
    await cluster.setBalancerState(proc.index, 'drain');
    // The balancer's sessions on it end (an event stream stays until the process closes it).
    await waitUntil(async () => (await cluster.balancerServer(proc.index)).currentSessions <= 1, 3000);
    const drained = performance.now();
    mark(`p${proc.index} SIGTERM`);
    const exited = proc.kill('SIGTERM');
    await sleep(100);
    readyDuringGrace.push(
      await fetch(`${proc.url}/api/ready`, { signal: AbortSignal.timeout(2000) })
        .then((response) => response.status)
        .catch(() => 0),
    );
    await exited;
    const down = performance.now();
    // An exit near the process's own 15 s limit: what it logged last says what it waited for.
    if (down - drained > 10_000) slowExits.push(`p${proc.index}: ${proc.output().slice(-1500)}`);
    mark(`p${proc.index} start`);
    await proc.restart();
    const up = performance.now();
    mark(`p${proc.index} back in`);
    await cluster.setBalancerState(proc.index, 'ready');
    await proc.waitReady();
    const end = performance.now();
    restartMs.push(Math.round(end - begin));
    // drain / SIGTERM to exit / start to ready / balancer sees it up
    phases.push([drained - begin, down - drained, up - down, end - up].map(Math.round).join('/'));
  }
  mark('after');
  const during = window();
  const stateChanges = await balancerView.stop();
  // Each process's log since its restart: why the others answered 503 while one started.
  const logs = cluster.processes.map((proc) => `p${proc.index}: ${logSummary(proc.output()) || '-'}`);
  const failedIn = marks.map(({ name, at }, i) => {
    const until = marks[i + 1]?.at ?? Number.POSITIVE_INFINITY;
    return `${name} ${during.failures.filter((f) => f.at >= at && f.at < until).length}`;
  });
  return result(
    'Rollender Neustart',
    {
      requests: during.requests,
      failed: during.failed,
      '/api/ready in the grace': readyDuringGrace.join(' '),
      'per process ms': restartMs.join(' '),
      'drain/exit/start/back in ms': phases.join(' '),
      'failed per phase': failedIn.join(', '),
      ...(slowExits.length > 0 ? { 'slow exits': slowExits.join(' | ') } : {}),
      'logged (warn and above)': logs.join(' | '),
      "the balancer's view": stateChanges.join(', '),
      'failed by answer': Object.entries(
        during.failures.reduce<Record<string, number>>((counts, f) => {
          counts[String(f.status)] = (counts[String(f.status)] ?? 0) + 1;
          return counts;
        }, {}),
      )
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
      'total ms': Math.round(performance.now() - started),
    },
    [
      during.failed > 0 &&
        `${during.failed} Anfragen fehlgeschlagen: ${JSON.stringify(during.failures.slice(0, 5))}`,
      readyDuringGrace.some((status) => status !== 503) &&
        `/api/ready antwortete in der Schonfrist ${readyDuringGrace.join(', ')} statt 503`,
    ],
  );
}
