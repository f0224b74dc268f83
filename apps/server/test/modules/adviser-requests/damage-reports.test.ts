import type { DamageReport } from '@kundenportal/domain/adviser-requests/damage-report-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { contractOf, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import {
  adviserMails,
  CHECK_INPUT,
  damageCustomer,
  expectError,
  expectInvalid,
  maxLength,
  minLength,
  queuedFor,
  REQUIRED,
  requestCustomer,
  storedRequests,
  UNKNOWN,
  URLS,
  VALID,
} from './adviser-requests.fixtures';

const t = useTestApp();
const LABEL = 'Hausrat Wohnung (Allianz Versicherungs-AG)';
const NOT_OFFERED = 'vertrag_id=>Bitte wähle einen der angebotenen Einträge aus.';

type Customer = Awaited<ReturnType<typeof damageCustomer>>;
const reports = async (c: Customer) =>
  (await c.call('GET', URLS.damage)).json<{ schadensmeldungen: DamageReport[] }>().schadensmeldungen;
const send = (c: Customer, id: number | string) => c.call('POST', `/api/schadensmeldung/${id}/senden`);

describe('POST /api/schadensmeldung', () => {
  it('sends a report at once: mail without attachments, stored as eingegangen', async () => {
    const c = await damageCustomer(t.app);
    const response = await c.call('POST', URLS.damage, {
      schaden_subject: '  Wasserschaden Küche ',
      schaden_content: 'Die Spülmaschine ist ausgelaufen.\nDer Boden ist nass.',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      id: expect.any(Number),
      status: 'eingegangen',
      message: 'Der Berater wurde informiert.',
    });

    const [mail, ...more] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(more).toEqual([]);
    expect(mail?.to).toBe(c.adviserEmail);
    expect(mail?.subject).toBe('Schadensmeldung von Kim Kunde: Wasserschaden Küche');
    expect(mail?.text).toContain(`Kim Kunde (${c.email}) meldet einen Schaden.`);
    expect(mail?.text).toContain('Betreff: Wasserschaden Küche');
    expect(mail?.text).toContain(
      'Schadenbeschreibung:\nDie Spülmaschine ist ausgelaufen.\nDer Boden ist nass.',
    );
    expect(mail?.text).toContain('Anhänge (0):\n- keine');
    expect(mail?.text).not.toContain('Vertrag:');

    const stored = await storedRequests(c.user.id);
    expect(stored).toMatchObject([
      {
        id: answer.id,
        kind: 'schadensmeldung',
        status: 'eingegangen',
        agentId: c.agent?.id,
        contractId: null,
        payload: { schaden_subject: 'Wasserschaden Küche', vertrag: null },
      },
    ]);
    expect(stored[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("names the household's contract: its label in the mail and in the list", async () => {
    const c = await damageCustomer(t.app);
    const contract = contractOf(await c.api.create(hausrat(c.secondId)));
    const response = await c.call('POST', URLS.damage, { ...VALID.damage, vertrag_id: contract.id });
    expect(response.statusCode).toBe(201);
    const [mail] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(mail?.text).toContain(`Vertrag: ${LABEL}`);
    expect(await reports(c)).toMatchObject([
      { id: response.json().id, vertrag_id: contract.id, vertrag: LABEL },
    ]);
    expect(await storedRequests(c.user.id)).toMatchObject([
      { contractId: contract.id, payload: { vertrag: LABEL } },
    ]);
    const asText = await c.call('POST', URLS.damage, { ...VALID.damage, vertrag_id: String(contract.id) });
    expect(asText.statusCode).toBe(201);
  });

  it("refuses another customer's or an unknown contract, and stores nothing", async () => {
    const c = await damageCustomer(t.app);
    const other = await damageCustomer(t.app);
    const foreign = contractOf(await other.api.create(hausrat(other.mainId)));
    expectInvalid(await c.call('POST', URLS.damage, { ...VALID.damage, vertrag_id: foreign.id }), [
      NOT_OFFERED,
    ]);
    expectInvalid(await c.call('POST', URLS.damage, { ...VALID.damage, vertrag_id: 2_147_483_647 }), [
      NOT_OFFERED,
    ]);
    expectInvalid(await c.call('POST', URLS.damage, { ...VALID.damage, vertrag_id: [foreign.id] }), [
      'vertrag_id=>Der Wert ist ungültig.',
    ]);
    expect(await storedRequests(c.user.id)).toEqual([]);
    expect(await queuedFor(c.adviserEmail)).toEqual([]);
  });

  it('refuses bad bodies field by field: lengths, requireds, unknown keys, entwurf not a boolean', async () => {
    const c = await damageCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.damage, body);
    expectInvalid(await post({}), [`schaden_subject=>${REQUIRED}`, `schaden_content=>${REQUIRED}`]);
    expectInvalid(await post({ ...VALID.damage, schaden_subject: 'G' }), [
      `schaden_subject=>${minLength(2)}`,
    ]);
    expectInvalid(await post({ ...VALID.damage, schaden_subject: 'x'.repeat(256) }), [
      `schaden_subject=>${maxLength(255)}`,
    ]);
    expectInvalid(await post({ ...VALID.damage, schaden_content: 'x'.repeat(5001) }), [
      `schaden_content=>${maxLength(5000)}`,
    ]);
    expectInvalid(await post({ ...VALID.damage, schaden_content: '   ' }), [`schaden_content=>${REQUIRED}`]);
    expectInvalid(await post({ ...VALID.damage, foto: 'x.jpg' }), [`foto=>${UNKNOWN}`]);
    for (const entwurf of ['true', 1, null, {}]) {
      expectInvalid(await post({ ...VALID.damage, entwurf }), ['entwurf=>Der Wert ist ungültig.']);
    }
    for (const body of [[VALID.damage], 'Glasbruch', null]) expectInvalid(await post(body), [CHECK_INPUT]);
    expect(await storedRequests(c.user.id)).toEqual([]);
  });

  it('accepts the boundaries: subjects of 2 and 255 characters, a description of 5000', async () => {
    const c = await damageCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.damage, body);
    const short = await post({ ...VALID.damage, schaden_subject: 'KF' });
    const long = await post({
      schaden_subject: 'ö'.repeat(255),
      schaden_content: 'y'.repeat(5000),
      entwurf: false,
    });
    expect([short.statusCode, long.statusCode]).toEqual([201, 201]);
    expect(long.json().status).toBe('eingegangen');
    const stored = await storedRequests(c.user.id);
    expect(stored.map((row) => row.status)).toEqual(['eingegangen', 'eingegangen']);
    expect(stored[1]?.payload).toMatchObject({
      schaden_subject: 'ö'.repeat(255),
      schaden_content: 'y'.repeat(5000),
    });
    await adviserMails(t.dataDir, c.adviserEmail, c.email, 2);
  });
});

describe('damage report drafts and POST /api/schadensmeldung/{id}/senden', () => {
  it('keeps a draft unmailed until it is sent, then mails once; a second send is a 409', async () => {
    const c = await damageCustomer(t.app);
    const created = await c.call('POST', URLS.damage, { ...VALID.damage, entwurf: true });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, status: 'entwurf', message: null });
    expect(await storedRequests(c.user.id)).toMatchObject([{ id, status: 'entwurf', sentAt: null }]);
    expect(await reports(c)).toMatchObject([{ id, status: 'entwurf', gesendet_am: null, dokumente: 0 }]);
    expect(await queuedFor(c.adviserEmail)).toEqual([]);

    const withBody = await c.call('POST', `/api/schadensmeldung/${id}/senden`, { entwurf: false });
    expectInvalid(withBody, [`entwurf=>${UNKNOWN}`]);
    expect(await storedRequests(c.user.id)).toMatchObject([{ id, status: 'entwurf' }]);

    const sent = await send(c, id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ id, status: 'eingegangen', message: 'Der Berater wurde informiert.' });
    const [mail] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(mail?.subject).toBe('Schadensmeldung von Kim Kunde: Glasbruch');
    expect(mail?.text).toContain('Anhänge (0):\n- keine');
    const [listed] = await reports(c);
    expect(listed).toMatchObject({ id, status: 'eingegangen', gesendet_am: expect.any(String) });
    expect(Date.parse(listed?.gesendet_am ?? '')).toBeGreaterThanOrEqual(
      Date.parse(listed?.erstellt_am ?? ''),
    );

    expectError(await send(c, id), 409, 'damage_report_already_sent');
    expect(await queuedFor(c.adviserEmail)).toHaveLength(1);
    expect(await storedRequests(c.user.id)).toMatchObject([{ id, status: 'eingegangen' }]);
  });

  it("answers 404 for an unknown id, another customer's draft and a request of another kind", async () => {
    const c = await damageCustomer(t.app);
    const other = await damageCustomer(t.app);
    const foreign = (await other.call('POST', URLS.damage, { ...VALID.damage, entwurf: true })).json().id;
    const contact = (
      await c.call('POST', URLS.contact, { ke_GewuenschtArt: 'email', ke_Email: 'k@example.com' })
    ).json().id;
    for (const id of [foreign, contact, 2_147_483_647, 2_147_483_648, 0, -1, 'abc', '1e3', '07']) {
      expectError(await send(c, id), 404, 'could_not_find_damage_report');
    }
    expect(await storedRequests(other.user.id)).toMatchObject([
      { id: foreign, status: 'entwurf', sentAt: null },
    ]);
    expect(await queuedFor(other.adviserEmail)).toEqual([]);
  });

  it('a draft sent after the customer lost the adviser is refused and stays a draft', async () => {
    const c = await requestCustomer(t.app, { config: { schaden: true } });
    const { id } = (await c.call('POST', URLS.damage, { ...VALID.damage, entwurf: true })).json();
    const { db } = await getDatabase();
    await db.update(users).set({ agentId: null }).where(eq(users.id, c.user.id));
    expectError(await c.call('POST', `/api/schadensmeldung/${id}/senden`), 403, 'adviser_required');
    expect(await storedRequests(c.user.id)).toMatchObject([{ id, status: 'entwurf' }]);
  });
});

describe('GET /api/schadensmeldung', () => {
  it("lists the customer's reports newest first with status, sent date and files; no one else's", async () => {
    const c = await damageCustomer(t.app);
    const other = await damageCustomer(t.app);
    const first = (await c.call('POST', URLS.damage, { ...VALID.damage, schaden_subject: 'Erster' })).json()
      .id;
    const draft = (
      await c.call('POST', URLS.damage, { ...VALID.damage, schaden_subject: 'Zweiter', entwurf: true })
    ).json().id;
    const third = (await c.call('POST', URLS.damage, { ...VALID.damage, schaden_subject: 'Dritter' })).json()
      .id;
    await c.call('POST', URLS.contact, { ke_GewuenschtArt: 'email', ke_Email: 'k@example.com' });
    const theirs = (await other.call('POST', URLS.damage, VALID.damage)).json().id;

    const list = await reports(c);
    expect(list.map((report) => report.id)).toEqual([third, draft, first]);
    expect(list).toEqual([
      {
        id: third,
        schaden_subject: 'Dritter',
        schaden_content: VALID.damage.schaden_content,
        vertrag_id: null,
        vertrag: null,
        status: 'eingegangen',
        erstellt_am: expect.any(String),
        gesendet_am: expect.any(String),
        dokumente: 0,
      },
      expect.objectContaining({
        id: draft,
        schaden_subject: 'Zweiter',
        status: 'entwurf',
        gesendet_am: null,
      }),
      expect.objectContaining({ id: first, schaden_subject: 'Erster', status: 'eingegangen' }),
    ]);
    expect(Date.parse(list[0]?.erstellt_am ?? '')).toBeGreaterThanOrEqual(
      Date.parse(list[2]?.erstellt_am ?? ''),
    );
    expect((await reports(other)).map((report) => report.id)).toEqual([theirs]);
  });
});
