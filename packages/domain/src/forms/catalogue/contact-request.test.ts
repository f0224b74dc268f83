import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import { contactRequestFields } from './contact-request';
import { summariseAll, TEST_NOW } from './testing';

describe('contact request catalogue (spec section 3)', () => {
  it('has the fields with an optional time window', () => {
    expect(summariseAll(contactRequestFields)).toEqual({
      ke_GewuenschtArt: {
        name: 'ke_GewuenschtArt',
        type: 'radio',
        required: true,
        options: ['email', 'telefon'],
      },
      ke_Email: { name: 'ke_Email', type: 'email', required: { when: 'ke_GewuenschtArt', equals: 'email' } },
      ke_Nummer: {
        name: 'ke_Nummer',
        type: 'textfield',
        required: { when: 'ke_GewuenschtArt', equals: 'telefon' },
        format: 'phone',
      },
      ke_ErreichbarVon: { name: 'ke_ErreichbarVon', type: 'time' },
      ke_ErreichbarBis: { name: 'ke_ErreichbarBis', type: 'time', after: 'ke_ErreichbarVon' },
    });
  });

  it('accepts valid bodies', () => {
    const options = { now: TEST_NOW };
    expect(
      validateForm(
        contactRequestFields,
        { ke_GewuenschtArt: 'telefon', ke_Nummer: '+49 171 1234567' },
        options,
      ),
    ).toEqual({});
    expect(
      validateForm(
        contactRequestFields,
        {
          ke_GewuenschtArt: 'email',
          ke_Email: 'max@example.com',
          ke_ErreichbarVon: '08:00',
          ke_ErreichbarBis: '12:00',
        },
        options,
      ),
    ).toEqual({});
  });

  it('rejects invalid bodies', () => {
    const options = { now: TEST_NOW };
    expect(
      validateForm(
        contactRequestFields,
        { ke_GewuenschtArt: 'telefon', ke_Email: 'x', ke_ErreichbarBis: '8' },
        options,
      ),
    ).toEqual({
      ke_Email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      ke_Nummer: 'Dieses Feld ist ein Pflichtfeld.',
      ke_ErreichbarBis: 'Gebe eine gültige Uhrzeit ein.',
    });
    expect(validateForm(contactRequestFields, {}, options)).toEqual({
      ke_GewuenschtArt: 'Dieses Feld ist ein Pflichtfeld.',
    });
  });

  it('wants the window to end after it starts: 08:01 after 08:00 yes, 08:00 and 07:59 no', () => {
    const options = { now: TEST_NOW };
    const body = (bis: string) => ({
      ke_GewuenschtArt: 'telefon',
      ke_Nummer: '+49 171 1234567',
      ke_ErreichbarVon: '08:00',
      ke_ErreichbarBis: bis,
    });
    expect(validateForm(contactRequestFields, body('08:01'), options)).toEqual({});
    for (const bis of ['08:00', '07:59'])
      expect(validateForm(contactRequestFields, body(bis), options)).toEqual({
        ke_ErreichbarBis: 'Die Uhrzeit „bis“ muss nach der Uhrzeit „von“ liegen.',
      });
    // Only 'bis', or a 'von' that is no time: nothing to compare with.
    expect(validateForm(contactRequestFields, { ...body('07:00'), ke_ErreichbarVon: '' }, options)).toEqual(
      {},
    );
    expect(
      validateForm(contactRequestFields, { ...body('07:00'), ke_ErreichbarVon: '25:00' }, options),
    ).toEqual({
      ke_ErreichbarVon: 'Gebe eine gültige Uhrzeit ein.',
    });
  });
});
