import { describe, expect, it } from 'vitest';
import {
  boardStateLabel,
  contractName,
  contractStatusLabel,
  levelLabel,
  overdueReminder,
  statusNotice,
  statusPush,
  transferStatusLabel,
} from './notices';

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
