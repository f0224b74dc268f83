import { LANDING_READS as DOMAIN_LANDING_READS } from '@kundenportal/domain/routing/landing-reads';
import { DEFAULT_ROUTE } from '@kundenportal/domain/routing/paths';
import type { UploadFile } from '../upload';
import { upload } from '../upload';
import { call, openStream, type Session, type Stream, think } from './client';
import type { Ledger } from './ledger';
import type { LoadCustomer } from './seed';

/**
 * A virtual customer (issue 34), after the login: lands (the landing page's reads as the web app makes
 * them, and the chat's event stream, held open as the app's layout holds it), then goes round a visit
 * until `until`, a think time before each step (client.ts `think`):
 *   contracts → documents → download one → the chat (read; every 2nd round also write) → every 3rd round
 *   an upload of 1 MB (at most 5: the session's limit is 6) → landing again.
 * The landing reads: what every app page reads (the profile, the unread badge, the rating prompt — apps/web
 * app layout) and the default landing page's own (LANDING_READS of the domain: the referral page).
 */
export const LANDING_READS: readonly string[] = [
  '/users/me',
  '/chat/ungelesen',
  '/rating',
  ...(DOMAIN_LANDING_READS[DEFAULT_ROUTE] ?? []),
];

const MAX_UPLOADS = 5;
const STREAM_READY_TIMEOUT_MS = 30_000;

export type CustomerPlan = {
  customer: LoadCustomer;
  thinkMs: number;
  /** Lands at a random moment within this many ms of the start. */
  arrivalMs: number;
  until: number;
  file: UploadFile;
};

type ChatMessageEvent = { id: number; sender: string; text: string };

/** The text of a load message: its send time, so its delivery is timed whichever process receives it. */
export const stamped = (what: string) => `${what} ${Date.now()}`;
export const sentAtOf = (text: string) => Number(text.slice(text.lastIndexOf(' ') + 1));

/** The landing page's reads at once: the whole as one step, each read also as its own (its errors there). */
async function land(session: Session) {
  const { recorder } = session;
  await recorder.timed(`landing (${LANDING_READS.length} GETs at once)`, () =>
    Promise.all(
      LANDING_READS.map((path) => recorder.timed(`  landing: GET /api${path}`, () => call(session, path))),
    ),
  );
}

function holdChat(session: Session, ledger: Ledger): { stream: Stream; lastAdviserId: () => number } {
  let lastAdviserId = 0;
  const stream = openStream(session, '/chat/stream', 'chat stream (customer)', ({ event, data }) => {
    if (event !== 'message') return;
    const message = JSON.parse(data) as ChatMessageEvent;
    if (message.sender !== 'adviser') return;
    lastAdviserId = Math.max(lastAdviserId, message.id);
    if (ledger.received('customers', message.id)) {
      session.recorder.add('chat delivery adviser → customer', Date.now() - sentAtOf(message.text));
    }
  });
  return { stream, lastAdviserId: () => lastAdviserId };
}

async function download(session: Session, customer: LoadCustomer) {
  const query = `type=person&id=${customer.mainPersonId}&filename=${encodeURIComponent(customer.filename)}`;
  const { url } = await call<{ url: string }>(session, `/documents/ticket?${query}`);
  session.recorder.requests += 1;
  const response = await fetch(`${session.baseUrl}${url}`, { signal: AbortSignal.timeout(30_000) });
  const bytes = await response.arrayBuffer();
  if (response.status !== 200 || bytes.byteLength === 0) throw new Error(`download: HTTP ${response.status}`);
}

async function sendChat(session: Session, ledger: Ledger) {
  const { message } = await call<{ message: { id: number } }>(session, '/chat', {
    method: 'POST',
    body: { text: stamped('Lastprobe Frage') },
  });
  ledger.sent('customers', message.id);
}

async function uploadFile(session: Session, customer: LoadCustomer, file: UploadFile, ledger: Ledger) {
  session.recorder.requests += 1;
  const url = `${session.baseUrl}/api/v2/document/person/${customer.mainPersonId}`;
  const answer = await upload(url, session.headers, file);
  if (answer.status !== 201) throw new Error(`upload: HTTP ${answer.status} ${answer.body.slice(0, 120)}`);
  const { document } = JSON.parse(answer.body) as { document: { filename: string } };
  ledger.acknowledge({ kind: 'document', key: document.filename });
}

/** Lands, then goes round the visit until `plan.until`; answers the chat stream to close at the end. */
export async function customerJourney(session: Session, plan: CustomerPlan, ledger: Ledger): Promise<Stream> {
  const { recorder } = session;
  // Not all at once: each customer arrives at a random moment of the ramp.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * plan.arrivalMs));
  await land(session);
  const chat = holdChat(session, ledger);
  await recorder.timed('chat stream open (to its ready event)', () =>
    Promise.race([
      chat.stream.ready,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no ready event')), STREAM_READY_TIMEOUT_MS),
      ),
    ]),
  );
  let uploads = 0;
  const steps: [string, (round: number) => boolean, () => Promise<unknown>][] = [
    ['GET /api/contracts', () => true, () => call(session, '/contracts')],
    ['GET /api/documents', () => true, () => call(session, '/documents')],
    ['download (ticket + file)', () => true, () => download(session, plan.customer)],
    [
      'chat read (GET /api/chat, POST read)',
      () => true,
      async () => {
        await call(session, '/chat');
        const upTo = chat.lastAdviserId();
        if (upTo > 0) await call(session, '/chat/read', { method: 'POST', body: { upTo } });
      },
    ],
    ['chat send (POST /api/chat)', (round) => round % 2 === 0, () => sendChat(session, ledger)],
    [
      'upload 1 MB (POST /api/v2/document)',
      (round) => round % 3 === 1 && uploads < MAX_UPLOADS,
      async () => {
        uploads += 1;
        await uploadFile(session, plan.customer, plan.file, ledger);
      },
    ],
    ['landing again', () => true, () => land(session)],
  ];
  for (let round = 0; Date.now() < plan.until; round += 1) {
    for (const [name, due, work] of steps) {
      if (!due(round)) continue;
      await think(plan.thinkMs, plan.until);
      if (Date.now() >= plan.until) break;
      if (name === 'landing again') await work();
      else await recorder.timed(name, work);
    }
  }
  return chat.stream;
}
