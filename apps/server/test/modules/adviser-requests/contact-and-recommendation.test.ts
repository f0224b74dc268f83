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
const NOT_AN_OBJECT = [[], ['ke_GewuenschtArt'], 'ke_GewuenschtArt=email', null, 42, true];

describe('POST /api/kontaktanfrage', () => {
  it('answers 201, mails the adviser how to reach the customer and stores the request', async () => {
    const c = await requestCustomer(t.app);
    const response = await c.call('POST', URLS.contact, {
      ke_GewuenschtArt: 'telefon',
      ke_Nummer: '0171 1234567',
      ke_ErreichbarVon: '9:00',
      ke_ErreichbarBis: '12:30',
      ke_Nachricht: '  Es geht um die Hausratversicherung.  ',
    });
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
    expect(mail?.subject).toBe('Kontaktanfrage: Kim Kunde');
    expect(mail?.text).toContain('Hallo Thomas Berger,');
    expect(mail?.text).toContain(`Kim Kunde (${c.email}) bittet um Kontakt per Telefon.`);
    expect(mail?.text).toContain('Telefon: +491711234567');
    expect(mail?.text).toContain('Erreichbar: 09:00–12:30 Uhr');
    expect(mail?.text).toContain('Nachricht:\nEs geht um die Hausratversicherung.');
    expect(mail?.text).not.toContain('E-Mail:');

    const stored = await storedRequests(c.user.id);
    expect(stored).toMatchObject([
      {
        id: answer.id,
        kind: 'kontaktanfrage',
        status: 'eingegangen',
        agentId: c.agent?.id,
        contractId: null,
        payload: {
          ke_GewuenschtArt: 'telefon',
          ke_Email: null,
          ke_Nummer: '+491711234567',
          ke_ErreichbarVon: '09:00',
          ke_ErreichbarBis: '12:30',
          ke_Nachricht: 'Es geht um die Hausratversicherung.',
        },
      },
    ]);
    expect(stored[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('by e-mail: the address in the mail, no time window and no note block', async () => {
    const c = await requestCustomer(t.app);
    const response = await c.call('POST', URLS.contact, {
      ke_GewuenschtArt: 'email',
      ke_Email: 'kim@example.com',
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(mail?.text).toContain('bittet um Kontakt per E-Mail.');
    expect(mail?.text).toContain('E-Mail: kim@example.com');
    expect(mail?.text).not.toMatch(/Erreichbar|Nachricht:|Telefon:/);
    expect(await storedRequests(c.user.id)).toMatchObject([{ payload: { ke_Email: 'kim@example.com' } }]);
  });

  it('refuses bad bodies field by field and stores nothing for them', async () => {
    const c = await requestCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.contact, body);
    expectInvalid(await post({}), [`ke_GewuenschtArt=>${REQUIRED}`]);
    expectInvalid(await post({ ke_GewuenschtArt: 'fax' }), [
      'ke_GewuenschtArt=>Bitte wähle einen der angebotenen Einträge aus.',
    ]);
    expectInvalid(await post({ ke_GewuenschtArt: 'email' }), [`ke_Email=>${REQUIRED}`]);
    expectInvalid(await post({ ke_GewuenschtArt: 'email', ke_Email: 'kim@' }), [
      'ke_Email=>Bitte gib eine gültige E-Mail-Adresse ein.',
    ]);
    expectInvalid(await post({ ke_GewuenschtArt: 'telefon', ke_Email: 'kim@example.com' }), [
      `ke_Nummer=>${REQUIRED}`,
    ]);
    expectInvalid(await post({ ke_GewuenschtArt: 'telefon', ke_Nummer: '12' }), [
      'ke_Nummer=>Keine gültige Telefonnummer.',
    ]);
    expectInvalid(await post({ ...VALID.contact, ke_ErreichbarVon: '25:00', ke_ErreichbarBis: '9.30' }), [
      `ke_ErreichbarVon=>${TIME}`,
      `ke_ErreichbarBis=>${TIME}`,
    ]);
    expectInvalid(await post({ ...VALID.contact, ke_ErreichbarVon: '10:00', ke_ErreichbarBis: '10:00' }), [
      `ke_ErreichbarBis=>${TIME_ORDER}`,
    ]);
    expectInvalid(await post({ ...VALID.contact, ke_ErreichbarVon: '10:00', ke_ErreichbarBis: '09:59' }), [
      `ke_ErreichbarBis=>${TIME_ORDER}`,
    ]);
    expectInvalid(await post({ ...VALID.contact, ke_Nachricht: 'x'.repeat(2001) }), [
      `ke_Nachricht=>${maxLength(2000)}`,
    ]);
    expectInvalid(await post({ ...VALID.contact, ke_Nachricht: ['Hallo'] }), [
      'ke_Nachricht=>Der Wert ist ungültig.',
    ]);
    expectInvalid(await post({ ...VALID.contact, extra: 1, AnfrageBetreff: 'x' }), [
      `extra=>${UNKNOWN}`,
      `AnfrageBetreff=>${UNKNOWN}`,
    ]);
    expectInvalid(await post({ ...VALID.contact, ke_Nachricht: 'a\u0000b' }), [
      'ke_Nachricht=>Der Wert ist ungültig.',
    ]);
    expectInvalid(await post({ ...VALID.contact, ke_Nachricht: 'a\ud800b' }), [
      'ke_Nachricht=>Der Wert ist ungültig.',
    ]);
    for (const body of NOT_AN_OBJECT) expectInvalid(await post(body), [CHECK_INPUT]);
    expect(await storedRequests(c.user.id)).toEqual([]);
  });

  it('accepts the boundaries: one minute apart, a note of 2000 characters', async () => {
    const c = await requestCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.contact, body);
    const window = await post({ ...VALID.contact, ke_ErreichbarVon: '10:00', ke_ErreichbarBis: '10:01' });
    expect(window.statusCode).toBe(201);
    const note = await post({ ...VALID.contact, ke_Nachricht: 'ü'.repeat(2000) });
    expect(note.statusCode).toBe(201);
    const onlyUntil = await post({ ...VALID.contact, ke_ErreichbarBis: '18:00' });
    expect(onlyUntil.statusCode).toBe(201);
    const stored = await storedRequests(c.user.id);
    expect(stored.map((row) => row.id)).toEqual([window.json().id, note.json().id, onlyUntil.json().id]);
    expect(stored[1]?.payload.ke_Nachricht).toBe('ü'.repeat(2000));
    const mails = await adviserMails(t.dataDir, c.adviserEmail, c.email, 3);
    expect(mails.map((m) => m.text).join('\n')).toContain('Erreichbar: bis 18:00 Uhr');
  });
});

describe('POST /api/users/Kundenempfehlung', () => {
  it('answers 201, mails the adviser whom the customer recommends and stores it', async () => {
    const c = await requestCustomer(t.app);
    const response = await c.call('POST', URLS.recommend, {
      an_vorname: 'Lena',
      an_name: 'Lorenz',
      AnfrageGewuenschtArt: 'telefon',
      AnfrageNummer: '030 1234567',
      ErreichbarVon: '17:00',
      ErreichbarBis: '19:00',
      an_Nachricht: 'Meine Nachbarin sucht eine Hausratversicherung.',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      success: true,
      id: expect.any(Number),
      message: 'Die Änderungen wurden übermittelt.',
    });

    const [mail] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(mail?.to).toBe(c.adviserEmail);
    expect(mail?.subject).toBe('Kundenempfehlung von Kim Kunde: Lena Lorenz');
    expect(mail?.text).toContain(`Kim Kunde (${c.email}) empfiehlt Ihnen Lena Lorenz.`);
    expect(mail?.text).toContain('Gewünschte Kontaktart: Telefon');
    expect(mail?.text).toContain('Telefon: +49301234567');
    expect(mail?.text).toContain('Erreichbar: 17:00–19:00 Uhr');
    expect(mail?.text).toContain('Nachricht:\nMeine Nachbarin sucht eine Hausratversicherung.');

    const stored = await storedRequests(c.user.id);
    expect(stored).toMatchObject([
      {
        id: answer.id,
        kind: 'kundenempfehlung',
        status: 'eingegangen',
        agentId: c.agent?.id,
        payload: {
          an_vorname: 'Lena',
          an_name: 'Lorenz',
          AnfrageNummer: '+49301234567',
          ErreichbarVon: '17:00',
        },
      },
    ]);
    expect(stored[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('refuses bad bodies field by field and stores nothing for them', async () => {
    const c = await requestCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.recommend, body);
    expectInvalid(await post({}), [
      `an_vorname=>${REQUIRED}`,
      `an_name=>${REQUIRED}`,
      `AnfrageGewuenschtArt=>${REQUIRED}`,
    ]);
    expectInvalid(await post({ ...VALID.recommend, an_vorname: 'L', an_name: 'x'.repeat(256) }), [
      `an_vorname=>${minLength(2)}`,
      `an_name=>${maxLength(255)}`,
    ]);
    expectInvalid(await post({ ...VALID.recommend, AnfrageEmail: '' }), [`AnfrageEmail=>${REQUIRED}`]);
    expectInvalid(
      await post({ ...VALID.recommend, AnfrageGewuenschtArt: 'telefon', AnfrageEmail: undefined }),
      [`AnfrageNummer=>${REQUIRED}`],
    );
    expectInvalid(await post({ ...VALID.recommend, ErreichbarVon: '8:00', ErreichbarBis: '08:00' }), [
      `ErreichbarBis=>${TIME_ORDER}`,
    ]);
    expectInvalid(await post({ ...VALID.recommend, ErreichbarVon: 'acht' }), [`ErreichbarVon=>${TIME}`]);
    expectInvalid(await post({ ...VALID.recommend, an_Nachricht: 'x'.repeat(2001) }), [
      `an_Nachricht=>${maxLength(2000)}`,
    ]);
    expectInvalid(await post({ ...VALID.recommend, obSavePin: '1', ke_Nachricht: 'x' }), [
      `obSavePin=>${UNKNOWN}`,
      `ke_Nachricht=>${UNKNOWN}`,
    ]);
    for (const body of NOT_AN_OBJECT) expectInvalid(await post(body), [CHECK_INPUT]);
    expect(await storedRequests(c.user.id)).toEqual([]);
  });

  it('accepts the boundaries: names of 2 and 255 characters, one minute apart, a note of 2000', async () => {
    const c = await requestCustomer(t.app);
    const post = (body: unknown) => c.call('POST', URLS.recommend, body);
    const short = await post({ ...VALID.recommend, an_vorname: 'Li', an_name: 'Wu' });
    expect(short.statusCode).toBe(201);
    const long = await post({ ...VALID.recommend, an_vorname: 'ß'.repeat(255), an_name: 'n'.repeat(255) });
    expect(long.statusCode).toBe(201);
    const window = await post({
      ...VALID.recommend,
      ErreichbarVon: '23:58',
      ErreichbarBis: '23:59',
      an_Nachricht: 'x'.repeat(2000),
    });
    expect(window.statusCode).toBe(201);
    const stored = await storedRequests(c.user.id);
    expect(stored.map((row) => row.kind)).toEqual([
      'kundenempfehlung',
      'kundenempfehlung',
      'kundenempfehlung',
    ]);
    expect(stored[1]?.payload.an_vorname).toBe('ß'.repeat(255));
    const mails = await adviserMails(t.dataDir, c.adviserEmail, c.email, 3);
    expect(mails.map((m) => m.subject)).toContain('Kundenempfehlung von Kim Kunde: Li Wu');
  });
});
