import { describe, expect, it } from 'vitest';
import { enquirySchema } from '../adviser-requests/request-forms';
import { answersOf } from './answers';
import { gapEnquiry } from './enquiry';

describe('gapEnquiry (“Angebot anfordern”)', () => {
  it('names the gap’s Sparte and the person, and lists the answers given', () => {
    const answers = answersOf({
      familienstand: 'VH',
      details: {
        situation: '1',
        einkuenfte_gesamt_netto_mtl: 2450.5,
        kinderanzahl: 2,
        wohnstatus: 'miete_wohnung',
        hund: '1',
        katze: '0',
      },
    });
    expect(gapEnquiry('Max Mustermann', { sparte: 'berufsunfaehigkeit' }, answers)).toEqual({
      AnfrageBetreff: 'Angebot gewünscht: Berufsunfähigkeit',
      AnfrageNachricht: [
        'Mein Bedarfscheck zeigt für Max Mustermann eine Lücke bei Berufsunfähigkeit. Bitte schick mir ein Angebot.',
        '',
        'Meine Angaben im Bedarfscheck:',
        'Was machst Du beruflich? Arbeitnehmer',
        'Wie hoch ist Dein Nettoeinkommen im Monat? 2.450,50\u00a0€',
        'Wie ist Dein Familienstand? verheiratet',
        'Wie viele Kinder hast Du? 2',
        'Wie wohnst Du? Miete – Wohnung',
        'Ich habe einen Hund.',
      ].join('\n'),
    });
  });

  it('fits the enquiry form, even with every answer given', () => {
    const all = answersOf({
      familienstand: 'LP',
      details: {
        situation: '101',
        einkuenfte_gesamt_netto_mtl: 10_000,
        kinderanzahl: 20,
        wohnstatus: 'eigentum_mehrfamilienhaus',
        ...Object.fromEntries(
          [
            'kfzhalter',
            'vielreisender',
            'hund',
            'pferd',
            'katze',
            'bauherr',
            'wohneigentum',
            'vermieter',
            'mieter',
            'oeltank',
          ].map((flag) => [flag, '1']),
        ),
      },
    });
    const prefill = gapEnquiry('A'.repeat(255), { sparte: 'haus_grundbesitzer' }, all);
    expect(
      enquirySchema.safeParse({ ...prefill, AnfrageGewuenschtArt: 'email', AnfrageEmail: 'max@example.org' })
        .success,
    ).toBe(true);
    expect(prefill.AnfrageNachricht.length).toBeLessThan(5000);
  });
});
