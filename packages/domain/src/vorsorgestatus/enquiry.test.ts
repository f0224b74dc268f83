import { describe, expect, it } from 'vitest';
import { pensionEnquiry } from './enquiry';
import { testVorsorgestatusAnswer } from './vorsorgestatus-examples';

describe('pensionEnquiry (“Beratung anfragen”)', () => {
  it('carries the person’s figures to the adviser', () => {
    const [status] = testVorsorgestatusAnswer().personen;
    if (!status) throw new Error('example without a person');
    expect(pensionEnquiry('Max Mustermann', status)).toEqual({
      AnfrageBetreff: 'Beratung zur Altersvorsorge: Max Mustermann',
      AnfrageNachricht: [
        'Ich möchte mich zu meiner Altersvorsorge beraten lassen. Mein Vorsorgestatus zeigt:',
        'Wunschrente (heutiges Geld): 2.500,00\u00a0€',
        'Gesetzliche Rente nach Abzügen: 1.484,53\u00a0€ (laut Renteninformation)',
        'Private und betriebliche Renten: 0,00\u00a0€',
        'Rentenlücke (heutiges Geld): 1.015,47\u00a0€',
        'Rentenlücke bei Rentenbeginn: 1.685,34\u00a0€',
        'Rentenbeginn: 01.06.2052',
        'Angenommene Inflation pro Jahr: 2 %',
      ].join('\n'),
    });
  });
});
