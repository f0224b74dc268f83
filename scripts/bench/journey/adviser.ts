import { call, openStream, type Session, type Stream, think } from './client';
import { sentAtOf, stamped } from './customer';
import type { Ledger } from './ledger';

/**
 * A virtual adviser working the inbox (issue 34): opens the workspace (its reads as the web app makes
 * them, and the agency's chat stream, which the inbox holds open), then until the end: a customer's
 * message that arrived is answered after a short think (the conversation read, the answer sent, marked
 * read); with none waiting, after a think time the inbox is read again or a customer searched.
 * After `until` it answers what is still waiting for up to `drainUntil`.
 */
export const WORKSPACE_READS = ['/berater/me', '/berater/eingang', '/berater/chat'] as const;
const SEARCHES = ['mü', 'sch', 'we', 'mey', 'an', 'be'];

export type AdviserPlan = { thinkMs: number; answerThinkMs: number; until: number; drainUntil: number };

type Waiting = { customerId: number; id: number };

async function openWorkspace(session: Session) {
  const { recorder } = session;
  await recorder.timed(`workspace (${WORKSPACE_READS.length} GETs at once)`, () =>
    Promise.all(
      WORKSPACE_READS.map((path) =>
        recorder.timed(`  workspace: GET /api${path}`, () => call(session, path)),
      ),
    ),
  );
}

async function answer(session: Session, ledger: Ledger, waiting: Waiting) {
  const { recorder } = session;
  const base = `/berater/kunden/${waiting.customerId}/chat`;
  await recorder.timed('adviser: conversation (GET …/chat)', () => call(session, base));
  const sent = await recorder.timed('adviser: answer (POST …/chat)', () =>
    call<{ message: { id: number } }>(session, base, {
      method: 'POST',
      body: { text: stamped('Lastprobe Antwort') },
    }),
  );
  if (sent) ledger.sent('advisers', sent.message.id);
  await recorder.timed('adviser: mark read (POST …/chat/read)', () =>
    call(session, `${base}/read`, { method: 'POST', body: { upTo: waiting.id } }),
  );
}

export async function adviserJourney(session: Session, plan: AdviserPlan, ledger: Ledger): Promise<Stream> {
  const { recorder } = session;
  const queue: Waiting[] = [];
  await openWorkspace(session);
  const stream = openStream(session, '/berater/chat/stream', 'chat stream (adviser)', ({ event, data }) => {
    if (event !== 'message') return;
    const message = JSON.parse(data) as { id: number; sender: string; text: string; customerId: number };
    if (message.sender !== 'customer') return;
    if (ledger.received('advisers', message.id)) {
      recorder.add('chat delivery customer → adviser', Date.now() - sentAtOf(message.text));
      queue.push({ customerId: message.customerId, id: message.id });
    }
  });
  let idle = 0;
  let lastAnswer = Date.now();
  for (;;) {
    const now = Date.now();
    const next = queue.shift();
    if (next) {
      if (now >= plan.drainUntil) break;
      await think(plan.answerThinkMs, plan.drainUntil);
      await answer(session, ledger, next);
      lastAnswer = Date.now();
      continue;
    }
    if (now >= plan.until) {
      // The last questions may still be on their way: done after 3 quiet seconds of a connected stream
      // (one that reconnects after its process went away gets what it missed only once it is back).
      const since = stream.connectedSince();
      if (now >= plan.drainUntil || (since !== null && now - Math.max(lastAnswer, plan.until, since) > 3000))
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    await think(plan.thinkMs, plan.until);
    if (queue.length > 0 || Date.now() >= plan.until) continue;
    idle += 1;
    if (idle % 2 === 0) await openWorkspace(session);
    else {
      const q = SEARCHES[idle % SEARCHES.length] ?? 'mü';
      await recorder.timed('adviser: customer search (GET /api/berater/kunden?q=…)', () =>
        call(session, `/berater/kunden?q=${encodeURIComponent(q)}`),
      );
    }
  }
  return stream;
}
