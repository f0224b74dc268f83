import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders';

const values = {
  vorname: 'Max',
  nachname: 'Mustermann',
  appname: 'Kundenportal',
  appurl: 'https://portal.example/#/intro/registrierung?empfehlung=abc',
};

describe('fillPlaceholders', () => {
  it('fills in all four placeholders', () => {
    expect(fillPlaceholders('{vorname} {nachname} empfiehlt {appname}: {appurl}', values)).toBe(
      'Max Mustermann empfiehlt Kundenportal: https://portal.example/#/intro/registrierung?empfehlung=abc',
    );
  });

  it('fills in a placeholder every time it is written', () => {
    expect(fillPlaceholders('{vorname}, {vorname}! {appname}/{appname}', values)).toBe(
      'Max, Max! Kundenportal/Kundenportal',
    );
  });

  it('leaves unknown placeholders, other spellings and plain text as written', () => {
    expect(fillPlaceholders('{name} {Vorname} { vorname } {vorname', values)).toBe(
      '{name} {Vorname} { vorname } {vorname',
    );
    expect(fillPlaceholders('Kein Platzhalter', values)).toBe('Kein Platzhalter');
    expect(fillPlaceholders('', values)).toBe('');
  });

  it('does not read placeholders inside the filled-in values', () => {
    expect(
      fillPlaceholders('{vorname} {nachname}', { ...values, vorname: '{nachname}', nachname: '$&' }),
    ).toBe('{nachname} $&');
  });
});
