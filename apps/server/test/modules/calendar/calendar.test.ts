import { addDays, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { readIcs } from '../../helpers/ical';
import { remindersApi } from '../../helpers/reminders';
import { authHeaders, useTestApp } from '../../helpers/test-app';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });
const compact = (iso: string) => iso.replaceAll('-', '');

async function customer(config: Record<string, unknown> = { ...CONTRACT_FLAGS, wecker: true }) {
  const c = await createContractCustomer(t.app, config);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: authHeaders(c.token) });
  const feed = (method: 'GET' | 'POST' | 'DELETE') =>
    t.app.inject({ method, url: '/api/calendar/feed', headers: authHeaders(c.token) });
  return { ...c, reminders: remindersApi(t.app, c.token), get, feed };
}

describe('calendar files (.ics)', () => {
  it("downloads a contract's deadline as an all-day event with alarms a week and a day before", async () => {
    const c = await customer();
    const memory = addDays(isoDateIn(new Date()), 10);
    const contract = contractOf(
      await c.api.create(
        hausrat(c.mainId, { memory_datum: memory, memory_massage: 'Angebote; Preise, vergleichen' }),
      ),
    );
    const response = await c.get(`/api/contracts/${contract.id}/kalender.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="vertrag-${contract.id}.ics"`);
    const { problems, events } = readIcs(response.body);
    expect(problems).toEqual([]);
    expect(events).toHaveLength(2);
    const [deadline, reminder] = events;
    expect(deadline).toMatchObject({
      SUMMARY: 'Kündigungsfrist: Hausrat Wohnung (Allianz Versicherungs-AG)',
      'DTSTART;VALUE=DATE': compact(contract.kuendbar_bis as string),
      'DTEND;VALUE=DATE': compact(addDays(contract.kuendbar_bis as string, 1)),
      URL: `https://portal.example/#/app/vertraege/view/${contract.id}`,
    });
    expect(deadline?.DESCRIPTION).toContain(
      `zum ${(contract.naechstes_ende as string).split('-').reverse().join('.')} endet`,
    );
    expect(deadline?.alarms?.map((alarm) => alarm.TRIGGER)).toEqual(['-PT168H', '-PT24H']);
    expect(reminder?.alarms?.map((alarm) => alarm.TRIGGER)).toEqual(['PT9H']);
    expect(reminder).toMatchObject({
      SUMMARY: 'Erinnerung: Angebote; Preise, vergleichen',
      DESCRIPTION: 'Angebote; Preise, vergleichen',
      'DTSTART;VALUE=DATE': compact(memory),
    });
  });

  it("downloads an own reminder; another customer's ids are 404", async () => {
    const c = await customer();
    const other = await customer();
    const datum = addDays(isoDateIn(new Date()), 2);
    const { reminder } = (
      await c.reminders.create({ datum, e_massage: 'Zählerstand melden\nStrom und Gas' })
    ).json<{ reminder: { id: number } }>();
    const response = await c.get(`/api/reminders/${reminder.id}/kalender.ics`);
    const { problems, events } = readIcs(response.body);
    expect(problems).toEqual([]);
    expect(events).toEqual([
      expect.objectContaining({
        UID: `erinnerung-${reminder.id}@kundenportal`,
        SUMMARY: 'Erinnerung: Zählerstand melden',
        DESCRIPTION: 'Zählerstand melden\nStrom und Gas',
        'DTSTART;VALUE=DATE': compact(datum),
      }),
    ]);
    // An alarm at 9:00 on the reminder's day (issue 27: the reminder's file had none).
    expect(events[0]?.alarms?.map((alarm) => alarm.TRIGGER)).toEqual(['PT9H']);
    expect((await other.get(`/api/reminders/${reminder.id}/kalender.ics`)).json()).toMatchObject({
      error: 'could_not_find_reminder',
    });
    const contract = contractOf(await c.api.create(hausrat(c.mainId)));
    expect((await other.get(`/api/contracts/${contract.id}/kalender.ics`)).json()).toMatchObject({
      error: 'could_not_find_contract',
    });
  });

  it('serves the private feed by its secret only, until it is replaced or revoked', async () => {
    const c = await customer();
    const contract = contractOf(await c.api.create(hausrat(c.mainId)));
    await c.reminders.create({ datum: addDays(isoDateIn(new Date()), 3), e_massage: 'Termin beim Berater' });
    expect((await c.feed('GET')).json()).toEqual({ aktiv: false, erstellt_am: null });
    const created = await c.feed('POST');
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/portal\.example\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await c.feed('GET')).json()).toMatchObject({ aktiv: true });
    const path = url.replace('https://portal.example', '');
    // A calendar app: no session, no client headers.
    const fetched = await t.app.inject({ method: 'GET', url: path });
    expect(fetched.statusCode).toBe(200);
    const { problems, calendar, events } = readIcs(fetched.body);
    expect(problems).toEqual([]);
    expect(calendar['X-WR-CALNAME']).toBe('Kundenportal – Fristen und Erinnerungen');
    expect(events.map((event) => event.SUMMARY).sort()).toEqual([
      'Erinnerung: Termin beim Berater',
      'Kündigungsfrist: Hausrat Wohnung (Allianz Versicherungs-AG)',
    ]);
    expect(events.some((event) => event.UID?.startsWith(`vertrag-${contract.id}-frist-`))).toBe(true);
    // The session token never opens the feed, and a wrong secret is not found.
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/feed/${c.token}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/calendar/feed/${'A'.repeat(43)}.ics` })).statusCode,
    ).toBe(404);
    // A new link replaces the old one; revoking ends both.
    const renewed = (await c.feed('POST')).json<{ url: string }>().url;
    expect(renewed).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const renewedPath = renewed.replace('https://portal.example', '');
    expect((await t.app.inject({ method: 'GET', url: renewedPath })).statusCode).toBe(200);
    expect((await c.feed('DELETE')).json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: renewedPath })).statusCode).toBe(404);
  });

  it("lists in the feed only what the customer's flags show", async () => {
    const c = await customer({ vertrag_add: true, wecker: false });
    await c.api.create(hausrat(c.mainId));
    const { url } = (await c.feed('POST')).json<{ url: string }>();
    const fetched = await t.app.inject({ method: 'GET', url: url.replace('https://portal.example', '') });
    expect(readIcs(fetched.body)).toMatchObject({ problems: [], events: [] });
  });
});
