import { beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../helpers/event-stream';
import { useTestApp } from '../../helpers/test-app';
import { chatPair } from './chat.fixtures';

/**
 * Issue 27 item 10: the adviser's inbox is live — whatever changes the agency's inbox (a request sent, an
 * item read) is an `inbox` event on the agency's chat stream at once, so the workspace reads its counts
 * again; other agencies and the customers hear nothing of it.
 */
const t = useTestApp();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const inboxEvents = (stream: { events: { event?: string }[] }) =>
  stream.events.filter((e) => e.event === 'inbox').length;

describe("inbox events on the agency's stream", () => {
  it('tells the agency within a second when a request arrives and when an item is read', async () => {
    const pair = await chatPair(t.app, { schaden: true });
    const other = await chatPair(t.app);
    const adviser = await openStream(baseUrl, '/api/berater/chat/stream', pair.adviserToken);
    const foreign = await openStream(baseUrl, '/api/berater/chat/stream', other.adviserToken);
    const customer = await openStream(baseUrl, '/api/chat/stream', pair.customerToken);
    await Promise.all([adviser.ready(), foreign.ready(), customer.ready()]);

    // A draft is no inbox item: the first event is the sent request's.
    const draft = await pair.customerCall('POST', '/api/schadensmeldung', {
      schaden_subject: 'Entwurf',
      schaden_content: 'Fotos laden noch.',
      entwurf: true,
    });
    expect(draft.json().status).toBe('entwurf');
    let started = performance.now();
    const sent = await pair.customerCall('POST', '/api/kontaktanfrage', {
      ke_GewuenschtArt: 'telefon',
      ke_Nummer: '+49 171 2345678',
      ke_Nachricht: 'Bitte abends anrufen',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await adviser.waitFor((e) => e.event === 'inbox', 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(inboxEvents(adviser)).toBe(1);

    started = performance.now();
    const read = await pair.adviserCall('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'kontaktanfrage',
      id: String(sent.json().id),
    });
    expect(read.statusCode, read.body).toBe(200);
    await adviser.waitFor(() => inboxEvents(adviser) === 2, 1000);
    expect(performance.now() - started).toBeLessThan(1000);

    // A mark on the other agency's stream came through its own channel only; the customer hears none.
    const own = await other.customerSends('Schon gelesen?');
    await foreign.waitFor((e) => e.id === String(own.id));
    expect(inboxEvents(foreign)).toBe(0);
    expect(inboxEvents(customer)).toBe(0);
    await Promise.all([adviser.close(), foreign.close(), customer.close()]);
  });
});
