import { describe, expect, it } from 'vitest';
import {
  boardStateLabel,
  contractName,
  contractStatusLabel,
  levelLabel,
  overdueReminder,
  statusNotice,
  statusPush,
  stepLine,
  transferBadge,
  transferStatusLabel,
} from './notices';
import { testTransfer, testTransferContract } from './transfer-examples';

describe('the German names', () => {
  it('of statuses, columns and levels', () => {
    expect(contractStatusLabel('gesendet')).toBe('an Versicherer gesendet');
    expect(transferStatusLabel('zu_unterschreiben')).toBe('Vollmacht noch nicht unterschrieben');
    expect(boardStateLabel('ueberfaellig')).toBe('Überfällig');
    expect(levelLabel('datenauskunft')).toBe('Nur Datenauskunft');
    expect(contractName({ nummer: 'KH-4711', sparte: 'kfz' })).toBe('KH-4711 (Kfz-Versicherung)');
    expect(contractName({ nummer: 'X-1', sparte: null })).toBe('X-1');
  });
});

describe('the customer’s page', () => {
  const confirmed = { status: 'bestaetigt' as const, datum: '2026-12-01', erfasstAm: '2026-11-29' };

  it('says when a Maklermandat was confirmed and from when the broker looks after it, not a day ahead as the confirmation’s', () => {
    expect(stepLine(confirmed, 'maklermandat')).toBe('bestätigt am 29.11.2026 · betreut ab 01.12.2026');
    // A Datenauskunft's day is the day the data arrived; any other step's is its own.
    expect(stepLine({ ...confirmed, datum: '2026-11-27' }, 'datenauskunft')).toBe('bestätigt am 27.11.2026');
    expect(
      stepLine({ status: 'gesendet', datum: '2026-11-03', erfasstAm: '2026-11-04' }, 'maklermandat'),
    ).toBe('an Versicherer gesendet am 03.11.2026');
  });

  it('shows a requested transfer as done once every insurer has decided, on the day of the last answer', () => {
    const refused = testTransferContract({
      contractId: 32,
      status: 'abgelehnt',
      datum: '2026-11-10',
      erfasstAm: '2026-11-12',
    });
    const done = testTransfer({ contracts: [testTransferContract({ ...confirmed }), refused] });
    expect(transferBadge(done)).toEqual({ state: 'abgeschlossen', text: 'abgeschlossen am 29.11.2026' });
    // One contract still at its insurer: requested.
    expect(transferBadge(testTransfer({ contracts: [testTransferContract(), refused] }))).toEqual({
      state: 'beantragt',
      text: 'beantragt',
    });
    expect(
      transferBadge(testTransfer({ status: 'zurueckgezogen', zurueckgezogenAt: '2026-11-27T23:30:00.000Z' })),
    ).toEqual({ state: 'zurueckgezogen', text: 'zurückgezogen am 28.11.2026' });
    expect(transferBadge(testTransfer({ status: 'zu_unterschreiben', contracts: [] })).text).toBe(
      'Vollmacht noch nicht unterschrieben',
    );
  });
});

describe('the mails', () => {
  it('tell the customer the new status of the contracts at one insurer', () => {
    const notice = statusNotice('bestaetigt', {
      level: 'maklermandat',
      firstName: 'Max',
      versicherer: 'HUK-COBURG',
      contracts: [
        { nummer: 'KH-4711', sparte: 'kfz' },
        { nummer: 'HR-9', sparte: null },
      ],
      link: 'https://portal.example/#/app/bestandsuebertragung',
    });
    expect(notice.subject).toBe('Bestandsübertragung bei HUK-COBURG: bestätigt');
    expect(notice.text).toBe(
      'Hallo Max,\n\nHUK-COBURG hat die Übertragung bestätigt.\n\nBetroffen: KH-4711 (Kfz-Versicherung), HR-9\n\n' +
        'Den Stand aller Verträge siehst Du hier:\nhttps://portal.example/#/app/bestandsuebertragung',
    );
  });

  it('tell of data, not of a transfer, under a Datenauskunft', () => {
    const input = {
      level: 'datenauskunft' as const,
      firstName: '',
      versicherer: 'Allianz',
      contracts: [{ nummer: 'PH-0815', sparte: null }],
      link: 'x',
    };
    expect(statusNotice('bestaetigt', input).text).toContain(
      'Allianz hat die Vertragsdaten geschickt; Dein Berater prüft sie für Dich.',
    );
    expect(statusNotice('abgelehnt', input).text).toContain('Allianz hat die Auskunft abgelehnt.');
    expect(statusNotice('gesendet', input).text).toMatch(
      /^Hallo,\n\nDein Berater hat den Antrag an Allianz gesendet\./,
    );
  });

  it('push the same news in one line', () => {
    expect(statusPush('rueckfrage', { level: 'maklermandat', versicherer: 'Allianz' })).toEqual({
      title: 'Bestandsübertragung bei Allianz: Rückfrage',
      body: 'Allianz hat eine Rückfrage; Dein Berater kümmert sich darum.',
    });
    expect(statusPush('bestaetigt', { level: 'datenauskunft', versicherer: 'Allianz' }).body).toBe(
      'Allianz hat die Vertragsdaten geschickt; Dein Berater prüft sie für Dich.',
    );
  });

  it('remind the agency of an insurer that has not answered', () => {
    const mail = overdueReminder({
      customer: 'Max Mustermann',
      versicherer: 'Allianz',
      sentOn: '2026-11-02',
      numbers: ['PH-0815'],
      link: 'https://portal.example/berater',
    });
    expect(mail.subject).toBe('Bestandsübertragung überfällig: Max Mustermann bei Allianz');
    expect(mail.text).toContain('Antrag vom 02.11.2026 für Max Mustermann (Verträge PH-0815)');
  });
});
