import { demoLogins } from '../../apps/server/src/demo/customers';
import { type Session, signIn } from './client';
import { chatMessagePresent } from './pg-client';
import type { BackgroundLoad, Cluster, FailedRequest } from './types';

export type SmallLoad = BackgroundLoad & { stop(): Promise<void> };

/** The reads a customer's landing page makes, and one write (a chat message) every `writeEvery` turns. */
const READS = ['/api/users/me', '/api/persons', '/api/documents', '/api/chat', '/api/contracts'];

/**
 * A small background load of the demo customers through the balancer (the CI test's; the bench brings its
 * journey): `workers` loops, each a signed-in customer reading its landing page's data and now and then
 * writing a chat message, with `pauseMs` between requests. Any answer other than 2xx is a failure.
 */
export async function startSmallLoad(
  cluster: Cluster,
  options: { workers?: number; pauseMs?: number; writeEvery?: number } = {},
): Promise<SmallLoad> {
  const accounts = [demoLogins.max, demoLogins.erika];
  // Each account with the reads and the write it may make (Erika, a co-insured, has no chat of her own).
  const sessions: { session: Session; reads: string[]; writes: boolean }[] = [];
  for (const account of accounts) {
    const session = await signIn(cluster.url, account);
    const reads: string[] = [];
    for (const path of READS) if ((await session.call('GET', path)).status === 200) reads.push(path);
    const writes = (await session.call('POST', '/api/chat', { text: 'Hallo' })).status === 201;
    sessions.push({ session, reads, writes });
  }
  let requests = 0;
  let failed = 0;
  const failures: FailedRequest[] = [];
  const written: number[] = [];
  let stopped = false;
  const pauseMs = options.pauseMs ?? 20;
  const writeEvery = options.writeEvery ?? 10;

  const worker = async (n: number) => {
    const { session, reads, writes } = sessions[n % sessions.length] as (typeof sessions)[number];
    for (let turn = 0; !stopped; turn += 1) {
      const write = writes && turn % writeEvery === writeEvery - 1;
      const read = reads[turn % reads.length] as string;
      const step = write ? 'POST /api/chat' : `GET ${read}`;
      const answer = write
        ? await session.call('POST', '/api/chat', { text: `Last ${n}-${turn}` })
        : await session.call('GET', read);
      requests += 1;
      if (answer.status >= 200 && answer.status < 300) {
        const id = (answer.body as { message?: { id?: number } } | null)?.message?.id;
        if (write && typeof id === 'number') written.push(id);
      } else {
        failed += 1;
        failures.push({ at: Date.now(), step, status: answer.status });
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const running = Promise.all(Array.from({ length: options.workers ?? 4 }, (_, n) => worker(n)));

  return {
    counts: () => ({ requests, failed, failures: [...failures] }),
    // Looked up on the standby: after a failover it is the primary, before it it holds every commit
    // (synchronous replication).
    acknowledgedWrites: () =>
      written.map((id) => ({ id: `chat ${id}`, check: () => chatMessagePresent(cluster.db.standbyUrl, id) })),
    async stop() {
      stopped = true;
      await running;
    },
  };
}
