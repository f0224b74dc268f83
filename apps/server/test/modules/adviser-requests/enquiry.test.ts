import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import {
  adviserMails,
  CHECK_INPUT,
  expectInvalid,
  maxLength,
  minLength,
  REQUIRED,
  requestCustomer,
  storedRequests,
  TIME,
  TIME_ORDER,
  UNKNOWN,
  URLS,
  VALID,
} from './adviser-requests.fixtures';

const t = useTestApp();

const byPhone = {
  AnfrageBetreff: 'Berufsunfähigkeit',
  AnfrageNachricht: 'Ich hätte gern ein Angebot für meine Tochter.',
  AnfrageGewuenschtArt: 'telefon',
  AnfrageNummer: '0171 1234567',
  AnfrageErreichbarVon: '8:00',
  AnfrageErreichbarBis: '10:00',
};

describe('POST /api/anfrage', () => {
  it('answers 201, mails the adviser the enquiry and stores it', async () => {
    const c = await requestCustomer(t.app);
    const response = await c.call('POST', URLS.enquiry, byPhone);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      success: true,
      id: expect.any(Number),
      message: 'Der Berater wurde informiert.',
    });

    const [mail, ...more] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(more).toEqual([]);
    expect(mail?.to).toBe(c.adviserEmail);
    expect(mail?.subject).toBe('Anfrage von Kim Kunde: Berufsunfähigkeit');
    expect(mail?.text).toContain('Hallo Thomas Berger,');
    expect(mail?.text).toContain(`Kim Kunde (${c.email}) hat eine Anfrage gestellt.`);
    expect(mail?.text).toContain('Betreff: Berufsunfähigkeit');
    expect(mail?.text).toContain('Gewünschte Kontaktart: Telefon');
    expect(mail?.text).toContain('Telefon: +491711234567');
    expect(mail?.text).toContain('Erreichbar: 08:00–10:00 Uhr');
    expect(mail?.text).toContain('Anfrage:\nIch hätte gern ein Angebot für meine Tochter.');

    const stored = await storedRequests(c.user.id);
    expect(stored).toMatchObject([
      {
        id: answer.id,
        kind: 'anfrage',
        status: 'eingegangen',
        agentId: c.agent?.id,
        contractId: null,
        payload: {
          AnfrageBetreff: 'Berufsunfähigkeit',
          AnfrageGewuenschtArt: 'telefon',
          AnfrageNummer: '+491711234567',
          AnfrageErreichbarVon: '08:00',
          AnfrageErreichbarBis: '10:00',
          AnfrageEmail: null,
        },
      },
    ]);
    expect(stored[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the subject one line: a line break typed into it adds no mail header', async () => {
    const c = await requestCustomer(t.app);
    const response = await c.call('POST', URLS.enquiry, {
      ...VALID.enquiry,
      AnfrageBetreff: 'Hausrat\r\nBcc: fremd@example.com',
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(mail?.subject).toBe('Anfrage von Kim Kunde: Hausrat Bcc: fremd@example.com');
    expect(mail?.to).toBe(c.adviserEmail);
    expect(mail?.text).toContain('Gewünschte Kontaktart: E-Mail');
    expect(mail?.text).toContain('E-Mail: kim@example.com');
    expect(mail?.text).not.toContain('Erreichbar');
  });

  it('refuses missing and conditionally required fields', async () => {
    const c = await requestCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.enquiry, body);
    expectInvalid(await post({}), [
      `AnfrageBetreff=>${REQUIRED}`,
      `AnfrageNachricht=>${REQUIRED}`,
      `AnfrageGewuenschtArt=>${REQUIRED}`,
    ]);
    const phoneOnly = { ...VALID.enquiry, AnfrageGewuenschtArt: 'telefon', AnfrageEmail: undefined };
    expectInvalid(await post(phoneOnly), [
      `AnfrageNummer=>${REQUIRED}`,
      `AnfrageErreichbarVon=>${REQUIRED}`,
      `AnfrageErreichbarBis=>${REQUIRED}`,
    ]);
    expectInvalid(await post({ ...byPhone, AnfrageErreichbarBis: '  ' }), [
      `AnfrageErreichbarBis=>${REQUIRED}`,
    ]);
    expectInvalid(await post({ ...VALID.enquiry, AnfrageEmail: null }), [`AnfrageEmail=>${REQUIRED}`]);
    expectInvalid(await post({ ...VALID.enquiry, AnfrageEmail: 'kein-at.example.com' }), [
      'AnfrageEmail=>Bitte gib eine gültige E-Mail-Adresse ein.',
    ]);
    expectInvalid(await post({ ...VALID.enquiry, AnfrageGewuenschtArt: 'brief' }), [
      'AnfrageGewuenschtArt=>Bitte wähle einen der angebotenen Einträge aus.',
    ]);
    expect(await storedRequests(c.user.id)).toEqual([]);
  });

  it('refuses invalid times, a window that does not end after its start, bad lengths and unknown keys', async () => {
    const c = await requestCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.enquiry, body);
    expectInvalid(await post({ ...byPhone, AnfrageErreichbarVon: '24:00', AnfrageErreichbarBis: '10:60' }), [
      `AnfrageErreichbarVon=>${TIME}`,
      `AnfrageErreichbarBis=>${TIME}`,
    ]);
    expectInvalid(await post({ ...byPhone, AnfrageErreichbarVon: '10:00', AnfrageErreichbarBis: '10:00' }), [
      `AnfrageErreichbarBis=>${TIME_ORDER}`,
    ]);
    expectInvalid(await post({ ...byPhone, AnfrageErreichbarVon: '18:00', AnfrageErreichbarBis: '9:00' }), [
      `AnfrageErreichbarBis=>${TIME_ORDER}`,
    ]);
    expectInvalid(await post({ ...VALID.enquiry, AnfrageBetreff: 'B' }), [`AnfrageBetreff=>${minLength(2)}`]);
    expectInvalid(await post({ ...VALID.enquiry, AnfrageBetreff: 'x'.repeat(256) }), [
      `AnfrageBetreff=>${maxLength(255)}`,
    ]);
    expectInvalid(await post({ ...VALID.enquiry, AnfrageNachricht: 'x'.repeat(5001) }), [
      `AnfrageNachricht=>${maxLength(5000)}`,
    ]);
    expectInvalid(await post({ ...VALID.enquiry, AnfrageNachricht: { text: 'Hallo' } }), [
      'AnfrageNachricht=>Der Wert ist ungültig.',
    ]);
    expectInvalid(await post({ ...VALID.enquiry, ke_Nachricht: 'x' }), [`ke_Nachricht=>${UNKNOWN}`]);
    expectInvalid(await post({ ...VALID.enquiry, entwurf: true }), [`entwurf=>${UNKNOWN}`]);
    for (const body of [[VALID.enquiry], JSON.stringify(VALID.enquiry), null]) {
      expectInvalid(await post(body), [CHECK_INPUT]);
    }
    expect(await storedRequests(c.user.id)).toEqual([]);
  });

  it('accepts the boundaries: subjects of 2 and 255, a text of 5000, one minute apart', async () => {
    const c = await requestCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.enquiry, body);
    const answers = [
      await post({ ...VALID.enquiry, AnfrageBetreff: 'KV' }),
      await post({ ...VALID.enquiry, AnfrageBetreff: 'ä'.repeat(255), AnfrageNachricht: 'x'.repeat(5000) }),
      await post({ ...byPhone, AnfrageErreichbarVon: '10:00', AnfrageErreichbarBis: '10:01' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const stored = await storedRequests(c.user.id);
    expect(stored.map((row) => row.id)).toEqual(answers.map((answer) => answer.json().id));
    expect(stored[1]?.payload).toMatchObject({
      AnfrageBetreff: 'ä'.repeat(255),
      AnfrageNachricht: 'x'.repeat(5000),
    });
    const mails = await adviserMails(t.dataDir, c.adviserEmail, c.email, 3);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        'Anfrage von Kim Kunde: KV',
        `Anfrage von Kim Kunde: ${'ä'.repeat(255)}`,
        'Anfrage von Kim Kunde: Berufsunfähigkeit',
      ].sort(),
    );
  });
});
