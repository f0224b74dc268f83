import { resilientStream } from '../client';
import type { BackgroundLoad, Cluster, ScenarioResult } from '../types';
import {
  adviserWrites,
  chatPair,
  loadWindow,
  mailFiles,
  mailsSent,
  result,
  sleep,
  waitUntil,
} from './shared';

export type ProcessDiesOptions = {
  /** Chat messages the adviser writes, one every `intervalMs`; the kill comes after a third of them. */
  chatMessages?: number;
  intervalMs?: number;
  /** Contact requests (each an outbox mail) the customer sends meanwhile. */
  mails?: number;
};

/**
 * Scenario 2 (issue 34): `kill -9` of the process that holds the customer's chat stream, under the load.
 * Failed requests (the load's and the scenario's own chat sends) must be no more than the sessions the
 * balancer had open on it at the kill (those it held when counted, plus those it took until the kill: the
 * count is one request to HAProxy before the signal, and requests arrive meanwhile); the stream
 * reconnects through the balancer with Last-Event-ID and sees every message answered 201 exactly once;
 * every mail the outbox marked sent was written once (the .eml files of DATA_DIR/outbox). The process is
 * restarted at the end.
 */
export async function processDies(
  cluster: Cluster,
  load: BackgroundLoad,
  options: ProcessDiesOptions = {},
): Promise<ScenarioResult> {
  const messages = options.chatMessages ?? 40;
  const intervalMs = options.intervalMs ?? 100;
  const mails = options.mails ?? 6;
  const since = Date.now() - 1000;
  const { customer, adviser, customerId } = await chatPair(cluster);
  const stream = resilientStream(cluster.url, '/api/chat/stream', customer);
  await stream.ready();
  const victim =
    cluster.processes.find((proc) => `p${proc.index}` === stream.server()) ?? (cluster.processes[0] as never);
  const window = loadWindow(load);

  const acked: number[] = [];
  let sendFailed = 0;
  const sending = (async () => {
    for (let i = 0; i < messages; i += 1) {
      const sent = await adviserWrites(adviser, customerId, `Nachricht ${i + 1} im Ausfalltest`);
      if ('id' in sent) acked.push(sent.id);
      else sendFailed += 1;
      await sleep(intervalMs);
    }
  })();
  let mailRequests = 0;
  const requesting = (async () => {
    for (let i = 0; i < mails; i += 1) {
      const answer = await customer.call('POST', '/api/kontaktanfrage', {
        ke_GewuenschtArt: 'telefon',
        ke_Nummer: '+49 171 2345678',
        ke_Nachricht: `Rückruf ${i + 1} im Ausfalltest`,
      });
      if (answer.status === 201) mailRequests += 1;
      await sleep((messages * intervalMs) / mails);
    }
  })();

  await sleep((messages * intervalMs) / 3);
  // In flight at the kill: the sessions it held when asked, and those it took between that and the kill.
  const sampled = await cluster.balancerServer(victim.index);
  const killedAt = performance.now();
  await victim.kill('SIGKILL');
  const taken = (await cluster.balancerServer(victim.index)).totalSessions - sampled.totalSessions;
  const inFlight = sampled.currentSessions + taken;
  const downSeen = await waitUntil(
    async () => !(await cluster.balancerServer(victim.index)).status.startsWith('UP'),
    10_000,
  );
  const downAfterMs = Math.round(performance.now() - killedAt);
  await Promise.all([sending, requesting]);
  await waitUntil(() => acked.every((id) => stream.seen().has(id)), 15_000);
  const seen = stream.seen();
  const lost = acked.filter((id) => !seen.has(id)).length;
  const duplicated = [...seen.values()].filter((times) => times > 1).length;
  const during = window();

  // Meanwhile the process starts again. The outbox sends what was asked for; a mail the killed process
  // had claimed waits for its lease to run out (5 minutes, outbox-repository.ts) and is not waited for
  // here. Files and rows marked sent must agree.
  const back = victim.restart().then(() => victim.waitReady());
  back.catch(() => undefined); // awaited below; not unhandled should the mail count throw first
  let sent = 0;
  let files = 0;
  await waitUntil(async () => {
    sent = await mailsSent(cluster, since);
    files = mailFiles(cluster, since).length;
    return sent >= mailRequests && files === sent;
  }, 15_000);
  await back;
  await stream.stop();

  return result(
    'Prozess stirbt (kill -9)',
    {
      requests: during.requests,
      failed: during.failed,
      'in flight on it': inFlight,
      'of them taken between the count and the kill': taken,
      'balancer saw it down after ms': downAfterMs,
      'chat acknowledged': acked.length,
      'chat send failed': sendFailed,
      'chat lost': lost,
      'chat duplicated': duplicated,
      'stream connections': stream.connections(),
      'mails asked for': mailRequests,
      'mails sent': sent,
      'mail files': files,
      // A mail the outbox sent again (its claim's lease ran out on a live process) is a second file.
      'mails sent twice': Math.max(0, files - sent),
    },
    [
      !downSeen && 'HAProxy nahm den toten Prozess nicht aus der Rotation',
      // The load's failures and the scenario's own chat sends that failed (a POST is not sent again).
      during.failed + sendFailed > inFlight &&
        `${during.failed + sendFailed} Anfragen fehlgeschlagen, nur ${inFlight} liefen auf ihm`,
      lost > 0 && `${lost} Chatnachrichten verloren`,
      duplicated > 0 && `${duplicated} Chatnachrichten doppelt`,
      stream.connections() < 2 && 'der Stream hat sich nicht neu verbunden',
      files !== sent && `${files} Mail-Dateien für ${sent} gesendete Mails`,
    ],
  );
}
