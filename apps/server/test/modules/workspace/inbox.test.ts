import { INBOX_PAGE_MAX, INBOX_PAGE_SIZE } from '@kundenportal/domain/workspace/inbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adviserRequests } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';
import { formCustomer, SMALL_FORM, TYPED, VALID_VALUES } from '../adviser-forms/adviser-forms.fixtures';

const t = useTestApp();

type Item = {
  category: string;
  id: string;
  read: boolean;
  title: string;
  status?: string;
  customer: { id: number; name: string; email: string } | null;
  fields: { label: string; value: string }[];
  attachments?: string[];
  attachmentsUrl?: string;
  audit?: { seq: number; intact: boolean; recordHash: string; signer: string };
};
type Summary = { categories: { kategorie: string; unread: number; total: number }[]; chatUnread: number };

/** A customer of a fresh agency who may report damage, two advisers of the agency and one of another. */
async function setup() {
  const customer = await createTestCustomer({
    firstName: 'Max',
    lastName: 'Mustermann',
    config: { schaden: true, nachrichten: true },
  });
  const agencyId = customer.agent?.id;
  if (!agencyId) throw new Error('no agency');
  const adviser = await createTestAdviser({ agencyId, firstName: 'Thomas', lastName: 'Berger' });
  const colleague = await createTestAdviser({ agencyId });
  const stranger = await createTestAdviser();
  const customerCall = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const colleagueCall = jsonCaller(t.app, await loginAsAdviser(t.app, colleague.email, colleague.password));
  const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
  return { customer, agencyId, customerCall, call, colleagueCall, strangerCall };
}

const unreadOf = (summary: Summary, kategorie: string) =>
  summary.categories.find((category) => category.kategorie === kategorie);

async function sendAll(customerCall: ReturnType<typeof jsonCaller>) {
  const sent = {
    kontaktanfrage: await customerCall('POST', '/api/kontaktanfrage', {
      ke_GewuenschtArt: 'telefon',
      ke_Nummer: '+49 171 2345678',
      ke_Nachricht: '<b>Bitte</b> abends anrufen',
    }),
    kundenempfehlung: await customerCall('POST', '/api/users/Kundenempfehlung', {
      an_vorname: 'Jonas',
      an_name: 'Weber',
      AnfrageGewuenschtArt: 'email',
      AnfrageEmail: 'jonas.weber@example.com',
    }),
    anfrage: await customerCall('POST', '/api/anfrage', {
      AnfrageBetreff: 'BU als Selbständige',
      AnfrageNachricht: 'Brauche ich eine neue?',
      AnfrageGewuenschtArt: 'email',
      AnfrageEmail: 'max@example.com',
    }),
    schadensmeldung: await customerCall('POST', '/api/schadensmeldung', {
      schaden_subject: 'Glasbruch',
      schaden_content: 'Fenster gesprungen.',
    }),
  };
  for (const [kind, response] of Object.entries(sent)) expect(response.statusCode, kind).toBe(201);
  return Object.fromEntries(
    Object.entries(sent).map(([kind, response]) => [kind, String(response.json().id)]),
  );
}

describe('the adviser inbox: GET /api/berater/eingang and its categories', () => {
  it("lists what the agency's customers sent, with unread counts; drafts and other agencies stay out", async () => {
    const { customerCall, call, strangerCall, customer } = await setup();
    const ids = await sendAll(customerCall);
    const draft = await customerCall('POST', '/api/schadensmeldung', {
      schaden_subject: 'Entwurf',
      schaden_content: 'Fotos laden noch.',
      entwurf: true,
    });
    expect(draft.json().status).toBe('entwurf');

    const summary = (await call('GET', '/api/berater/eingang')).json<Summary>();
    for (const kind of ['kontaktanfrage', 'kundenempfehlung', 'anfrage', 'schadensmeldung'])
      expect(unreadOf(summary, kind), kind).toEqual({ kategorie: kind, unread: 1, total: 1 });
    expect(unreadOf(summary, 'support')).toEqual({ kategorie: 'support', unread: 0, total: 0 });
    // The customer counts as a new sign-up of the agency.
    expect(unreadOf(summary, 'registrierung')).toEqual({ kategorie: 'registrierung', unread: 1, total: 1 });

    const damage = (await call('GET', '/api/berater/eingang/schadensmeldung')).json<{ items: Item[] }>();
    expect(damage.items).toEqual([
      expect.objectContaining({
        id: ids.schadensmeldung,
        read: false,
        status: 'eingegangen',
        title: 'Glasbruch',
        customer: { id: customer.user.id, name: 'Max Mustermann', email: customer.email },
        fields: [
          { label: 'Betreff', value: 'Glasbruch' },
          { label: 'Schadenbeschreibung', value: 'Fenster gesprungen.' },
        ],
      }),
    ]);
    const contact = (await call('GET', '/api/berater/eingang/kontaktanfrage')).json<{ items: Item[] }>()
      .items[0];
    expect(contact?.title).toBe('Bitte um Kontakt per Telefon');
    // What the customer typed stays text, label by label.
    expect(contact?.fields).toContainEqual({
      label: 'Nachricht an den Berater',
      value: '<b>Bitte</b> abends anrufen',
    });
    expect(contact?.fields).toContainEqual({ label: 'Gewünschte Kontaktart', value: 'Telefon' });
    const recommendation = (await call('GET', '/api/berater/eingang/kundenempfehlung')).json().items[0];
    expect(recommendation.title).toBe('Empfiehlt Jonas Weber');

    const other = (await strangerCall('GET', '/api/berater/eingang')).json<Summary>();
    expect(other.categories.every((category) => category.total === 0)).toBe(true);
    expect((await strangerCall('GET', '/api/berater/eingang/schadensmeldung')).json().items).toEqual([]);
  });

  it('marks an item read for the whole agency; a second mark changes nothing', async () => {
    const { customerCall, call, colleagueCall } = await setup();
    const ids = await sendAll(customerCall);
    const read = await call('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'anfrage',
      id: ids.anfrage,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(unreadOf(read.json(), 'anfrage')).toMatchObject({ unread: 0, total: 1 });
    const colleague = (await colleagueCall('GET', '/api/berater/eingang/anfrage')).json<{ items: Item[] }>();
    expect(colleague.items[0]?.read).toBe(true);
    const again = await colleagueCall('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'anfrage',
      id: ids.anfrage,
    });
    expect(unreadOf(again.json(), 'anfrage')).toMatchObject({ unread: 0, total: 1 });
    expect(unreadOf(again.json(), 'kontaktanfrage')).toMatchObject({ unread: 1 });
  });

  it("refuses read marks for items outside the agency's inbox (404) and bad bodies (422)", async () => {
    const { customerCall, strangerCall, call } = await setup();
    const ids = await sendAll(customerCall);
    const foreign = await strangerCall('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'anfrage',
      id: ids.anfrage,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('could_not_find_inbox_item');
    // The right id under the wrong category names nothing either.
    const wrongKind = await call('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'support',
      id: ids.anfrage,
    });
    expect(wrongKind.statusCode).toBe(404);
    const huge = await call('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'anfrage',
      id: '9999999999',
    });
    expect(huge.statusCode).toBe(404);
    for (const [body, entry] of [
      [{ kategorie: 'post', id: '1' }, 'kategorie=>Diese Kategorie gibt es nicht.'],
      [{ kategorie: 'anfrage', id: '0' }, 'id=>Diesen Eintrag gibt es nicht.'],
      [{ kategorie: 'anfrage', id: 5 }, 'id=>Diesen Eintrag gibt es nicht.'],
      [{ kategorie: 'formular', id: 'not-a-uuid' }, 'id=>Diesen Eintrag gibt es nicht.'],
      [{ kategorie: 'anfrage', id: ids.anfrage, alle: true }, 'alle=>'],
    ] as const) {
      const response = await call('POST', '/api/berater/eingang/gelesen', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.join('\n')).toContain(entry);
    }
    expect(unreadOf((await call('GET', '/api/berater/eingang')).json(), 'anfrage')).toMatchObject({
      unread: 1,
    });
  });

  it('pages newest first: 25 per page, hasMore, and refuses page numbers out of range', async () => {
    const { customer, agencyId, call } = await setup();
    const { db } = await getDatabase();
    const base = Date.now() - 1000 * 60 * 60;
    await db.insert(adviserRequests).values(
      Array.from({ length: INBOX_PAGE_SIZE + 1 }, (_, index) => ({
        userId: customer.user.id,
        agentId: agencyId,
        kind: 'support',
        payload: { support_nachricht: `Frage ${index}` },
        createdAt: new Date(base + index * 1000),
        sentAt: new Date(base + index * 1000),
      })),
    );
    const first = (await call('GET', '/api/berater/eingang/support')).json<{
      items: Item[];
      hasMore: boolean;
    }>();
    expect(first.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]?.fields).toEqual([{ label: 'Deine Frage', value: `Frage ${INBOX_PAGE_SIZE}` }]);
    const second = (await call('GET', '/api/berater/eingang/support?seite=2')).json();
    expect(second).toMatchObject({ hasMore: false, items: [{ fields: [{ value: 'Frage 0' }] }] });
    expect((await call('GET', `/api/berater/eingang/support?seite=${INBOX_PAGE_MAX}`)).statusCode).toBe(200);
    for (const query of ['seite=0', `seite=${INBOX_PAGE_MAX + 1}`, 'seite=1e2', 'seite=', 'von=1']) {
      const response = await call('GET', `/api/berater/eingang/support?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
    expect((await call('GET', '/api/berater/eingang/unbekannt')).statusCode).toBe(404);
  });
});

describe('PUT /api/berater/anfragen/{id}/status', () => {
  it("sets a damage report's status: the customer sees it, the agency's log names who and what", async () => {
    const { customerCall, call, colleagueCall, customer } = await setup();
    const ids = await sendAll(customerCall);
    const url = `/api/berater/anfragen/${ids.schadensmeldung}/status`;
    const response = await call('PUT', url, { status: 'in_bearbeitung' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item).toMatchObject({
      id: ids.schadensmeldung,
      status: 'in_bearbeitung',
      read: true,
    });

    const own = (await customerCall('GET', '/api/schadensmeldung')).json().schadensmeldungen;
    expect(own[0]).toMatchObject({ id: Number(ids.schadensmeldung), status: 'in_bearbeitung' });

    expect((await colleagueCall('PUT', url, { status: 'in_bearbeitung' })).statusCode).toBe(200);
    await colleagueCall('PUT', url, { status: 'erledigt' });
    const { entries } = (await call('GET', `/api/berater/kunden/${customer.user.id}/protokoll`)).json();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      adviserName: 'Thomas Berger',
      action: 'request_status',
      changes: [
        {
          key: `request.schadensmeldung.${ids.schadensmeldung}`,
          before: 'eingegangen',
          after: 'in_bearbeitung',
        },
      ],
    });
    expect(entries[0].changes[0]).toMatchObject({ before: 'in_bearbeitung', after: 'erledigt' });
  });

  it('answers 404 for drafts and other agencies (before the body), 422 for a bad status, 403 for customers', async () => {
    const { customerCall, call, strangerCall } = await setup();
    const ids = await sendAll(customerCall);
    const draft = (
      await customerCall('POST', '/api/schadensmeldung', {
        schaden_subject: 'Entwurf',
        schaden_content: 'x',
        entwurf: true,
      })
    ).json().id;
    for (const [caller, id, body] of [
      [strangerCall, ids.schadensmeldung, { status: 'erledigt' }],
      [strangerCall, ids.schadensmeldung, { status: 'kaputt' }],
      [call, draft, { status: 'erledigt' }],
      [call, 'abc', { status: 'erledigt' }],
    ] as const) {
      const response = await caller('PUT', `/api/berater/anfragen/${id}/status`, body);
      expect(response.statusCode, `${id} ${JSON.stringify(body)}`).toBe(404);
    }
    for (const body of [{ status: 'entwurf' }, { status: 'kaputt' }, {}, { status: 'erledigt', extra: 1 }]) {
      const response = await call('PUT', `/api/berater/anfragen/${ids.schadensmeldung}/status`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const asCustomer = await customerCall('PUT', `/api/berater/anfragen/${ids.schadensmeldung}/status`, {
      status: 'erledigt',
    });
    expect(asCustomer.statusCode).toBe(403);
    const { db } = await getDatabase();
    const [row] = await db
      .select()
      .from(adviserRequests)
      .where(eq(adviserRequests.id, Number(ids.schadensmeldung)));
    expect(row?.status).toBe('eingegangen');
  });
});

describe('signed forms and new customers in the inbox', () => {
  it("shows a signed form with its audit record; another agency's forms stay out", async () => {
    const c = await formCustomer(t.app, { forms: { testvollmacht: SMALL_FORM } });
    const signed = await c.call('POST', '/api/forms/testvollmacht', {
      values: VALID_VALUES,
      signature: TYPED,
      preview: false,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const adviser = await createTestAdviser({ agencyId: c.agent?.id });
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const { items } = (await call('GET', '/api/berater/eingang/formular')).json<{ items: Item[] }>();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      category: 'formular',
      read: false,
      customer: { id: c.user.id },
      fields: [
        { label: 'Unterzeichnet von', value: 'Kim Kunde' },
        { label: 'Unterschrift', value: 'getippt' },
      ],
      audit: { seq: 1, intact: true, signer: 'Kim Kunde' },
    });
    expect(items[0]?.audit?.recordHash).toMatch(/^[0-9a-f]{64}$/);
    const read = await call('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'formular',
      id: items[0]?.id,
    });
    expect(unreadOf(read.json(), 'formular')).toMatchObject({ unread: 0, total: 1 });
    const stranger = await createTestAdviser();
    const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
    const foreign = await strangerCall('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'formular',
      id: items[0]?.id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lists customers who are in, with the referrer; an invitation not yet activated is not', async () => {
    const first = await createTestCustomer({ firstName: 'Erika', lastName: 'Beispiel' });
    const agencyId = first.agent?.id;
    await createTestCustomer({
      withAgent: false,
      agentId: agencyId,
      firstName: 'Eingeladen',
      active: false,
      registeredPlatform: 'invite',
    });
    const adviser = await createTestAdviser({ agencyId });
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const { items } = (await call('GET', '/api/berater/eingang/registrierung')).json<{ items: Item[] }>();
    expect(items.map((item) => item.title)).toEqual(['Erika Beispiel ist dabei']);
    expect(items[0]?.fields).toContainEqual({ label: 'Weg ins Portal', value: 'Selbst registriert' });
  });
});
