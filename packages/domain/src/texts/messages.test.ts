import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages', () => {
  it('has the spec texts verbatim', () => {
    expect(messages).toMatchObject({
      loginSuccess: 'Du hast Dich erfolgreich eingeloggt!',
      logoutSuccess: 'Du wurdest erfolgreich ausgeloggt!',
      logoutFailure: 'Es ist ein Fehler aufgetreten. Aus Sicherheitsgründen wurdest du ausgeloggt.',
      invalidCredentials: 'Die Zugangsdaten sind falsch.',
      genericError: 'Es ist ein Fehler aufgetreten.',
      notPermitted: 'Du hast nicht die erforderliche Berechtigung.',
      emptyState: 'Es wurden keine Elemente hinterlegt.',
      bannerHide: 'Nicht mehr anzeigen.',
      loggedOutForSetup:
        'Du wurdest von einem angemeldeten Konto ausgeloggt, um den Einrichtungsprozess abschließen zu können.',
      validationFailed: 'Bitte überprüfe deine Eingaben.',
      greetingMorning: 'Guten Morgen',
      greetingDay: 'Guten Tag',
      greetingEvening: 'Guten Abend',
      happyBirthday: 'Happy Birthday',
      linkCopied: 'Der Link wurde in die Zwischenablage kopiert.',
    });
  });

  it('has no empty text', () => {
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
  });
});
