/**
 * A load driver process (issue 34; started by run.ts with `node --import tsx`): its share of the virtual
 * customers and advisers. Told 'start', it logs them all in (not counted in the measured window) and says
 * 'loggedIn'; told 'go', it runs their journeys until `until`, lets the advisers answer what is still
 * waiting, closes the streams and answers 'done' with what it recorded and the CPU it used. Every 250 ms
 * it reports its counters and the writes answered 2xx ('progress'), for the scenarios running beside it.
 */

import { benchTempDir } from '../temp-dir';
import { writeUploadFile } from '../upload';
import { adviserJourney } from './adviser';
import { logIn, type Session, type Stream } from './client';
import { customerJourney } from './customer';
import { Ledger } from './ledger';
import { Recorder } from './recorder';
import type { LoadAdviser, LoadCustomer } from './seed';

export type DriverConfig = {
  baseUrls: string[];
  customers: { index: number; customer: LoadCustomer }[];
  advisers: { index: number; adviser: LoadAdviser }[];
  password: string;
  thinkMs: number;
  arrivalMs: number;
  answerThinkMs: number;
  loginConcurrency: number;
  uploadBytes: number;
};
export type ToDriver =
  | { type: 'start'; config: DriverConfig }
  | { type: 'go'; until: number; drainUntil: number }
  | { type: 'end' };

const recorder = new Recorder();
const ledger = new Ledger();
const send = (message: unknown) => process.send?.(message);

async function inTurn<T, R>(items: T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < items.length) {
        const position = next++;
        out[position] = await work(items[position] as T);
      }
    }),
  );
  return out;
}

async function logInAll(config: DriverConfig) {
  recorder.counting = false;
  const baseUrl = (index: number) => config.baseUrls[index % config.baseUrls.length] as string;
  const customers = await inTurn(config.customers, config.loginConcurrency, ({ index, customer }) =>
    recorder.timed('login (POST /api/login; before the window)', () =>
      logIn(
        { baseUrl: baseUrl(index), recorder },
        { email: customer.email, password: config.password },
        '/login',
      ),
    ),
  );
  const advisers = await inTurn(config.advisers, config.loginConcurrency, ({ index, adviser }) =>
    recorder.timed('adviser login (before the window)', () =>
      logIn(
        { baseUrl: baseUrl(index), recorder },
        { email: adviser.email, password: config.password },
        '/berater/login',
      ),
    ),
  );
  return { customers, advisers };
}

let sessions: { customers: (Session | undefined)[]; advisers: (Session | undefined)[] } | undefined;
let config: DriverConfig | undefined;
let cpuAtGo = process.cpuUsage();
let wallAtGo = 0;

/** The span's end, earlier when told 'end' (a scenario that is done). */
const span = { until: 0, drainUntil: 0 };

/**
 * The last answers' way to their customers: 2 s after every stream is connected again (a stream whose
 * process went away reconnects after up to 10 s and only then gets what it missed), at most until
 * `drainUntil`. A message still missing then is lost.
 */
async function settled(streams: readonly Stream[]) {
  const start = Date.now();
  for (;;) {
    const since = streams.map((stream) => stream.connectedSince());
    const latest = Math.max(start, ...since.map((value) => value ?? Number.POSITIVE_INFINITY));
    if (Date.now() - latest >= 2000 || Date.now() >= span.drainUntil) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function go() {
  if (!config || !sessions) throw new Error('go before start');
  const file = await writeUploadFile(benchTempDir('kundenportal-journey'), config.uploadBytes);
  recorder.counting = true;
  recorder.requests = 0;
  cpuAtGo = process.cpuUsage();
  wallAtGo = performance.now();
  const { thinkMs, arrivalMs, answerThinkMs } = config;
  const streams: Stream[] = [];
  const customers = config.customers.map(async ({ customer }, n) => {
    const session = sessions?.customers[n];
    const plan = {
      customer,
      thinkMs,
      arrivalMs,
      file,
      get until() {
        return span.until;
      },
    };
    if (session) streams.push(await customerJourney(session, plan, ledger));
  });
  const advisers = sessions.advisers.map(async (session) => {
    const plan = {
      thinkMs,
      answerThinkMs,
      get until() {
        return span.until;
      },
      get drainUntil() {
        return span.drainUntil;
      },
    };
    if (session) streams.push(await adviserJourney(session, plan, ledger));
  });
  await Promise.all([...customers, ...advisers]);
  await settled(streams);
  for (const stream of streams) stream.close();
  const cpu = process.cpuUsage(cpuAtGo);
  report();
  // A large answer (every latency) is still on its way when send returns: disconnect only once it went.
  await new Promise<void>((resolve) =>
    process.send?.(
      {
        type: 'done',
        record: recorder.snapshot(),
        ledger: ledger.data(),
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        wallSeconds: (performance.now() - wallAtGo) / 1000,
        reconnects: streams.reduce((sum, stream) => sum + stream.reconnects(), 0),
      },
      undefined,
      {},
      () => resolve(),
    ),
  );
}

let reported = 0;
function report() {
  const failures = recorder.failures.slice(reported);
  reported = recorder.failures.length;
  send({
    type: 'progress',
    requests: recorder.requests,
    failed: recorder.failed,
    failures,
    acks: ledger.pending.splice(0),
  });
}
const progress = setInterval(report, 250);

// The bench gone (ended, or killed by a signal): the channel closes and this driver ends too. Its own
// disconnect after 'done' comes here as well, once everything was sent.
process.on('disconnect', () => process.exit(0));

process.on('message', (message: ToDriver) => {
  if (message.type === 'start') {
    config = message.config;
    void logInAll(message.config).then((made) => {
      sessions = made;
      send({ type: 'loggedIn', record: recorder.snapshot() });
    });
  } else if (message.type === 'end') {
    span.until = Math.min(span.until, Date.now());
    span.drainUntil = Math.min(span.drainUntil, Date.now() + 20_000);
  } else {
    span.until = message.until;
    span.drainUntil = message.drainUntil;
    void go()
      .catch((error: unknown) => console.error('load driver:', error))
      .finally(() => {
        clearInterval(progress);
        process.disconnect?.();
      });
  }
});
