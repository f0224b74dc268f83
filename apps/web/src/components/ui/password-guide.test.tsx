import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordFields } from './new-password-fields';

function Harness() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <NewPasswordFields
      password={password}
      confirmation={confirmation}
      onPasswordChange={setPassword}
      onConfirmationChange={setConfirmation}
    />
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function ruleStates() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

afterEach(cleanup);

describe('password guide (spec section 5)', () => {
  it('lists every rule, none met, under the guide intro, and describes the password input', () => {
    render(<Harness />);
    expect(screen.getByText('Dein Passwort sollte folgende Merkmale besitzen:')).toBeTruthy();
    expect(ruleStates()).toEqual([
      'Zwischen 8 und 50 Zeichen (noch offen)',
      'Ein Kleinbuchstabe (noch offen)',
      'Ein Großbuchstabe (noch offen)',
      'Eine Nummer (noch offen)',
      'Ein Sonderzeichen (noch offen)',
    ]);
    const input = screen.getByLabelText('Neues Passwort');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const guide = document.getElementById(describedBy.split(' ')[0] ?? '');
    expect(guide?.textContent).toContain('Ein Großbuchstabe');
  });

  it('ticks each rule as it is typed, in text and not only colour, and says what is still open', () => {
    render(<Harness />);
    type('Neues Passwort', 'abc1');
    expect(ruleStates()).toEqual([
      'Zwischen 8 und 50 Zeichen (noch offen)',
      'Ein Kleinbuchstabe (erfüllt)',
      'Ein Großbuchstabe (noch offen)',
      'Eine Nummer (erfüllt)',
      'Ein Sonderzeichen (noch offen)',
    ]);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe(
      'Noch offen: Zwischen 8 und 50 Zeichen, Ein Großbuchstabe, Ein Sonderzeichen',
    );
  });

  it('says "Großartig! Dein Passwort ist sicher." once every rule is met', () => {
    render(<Harness />);
    type('Neues Passwort', 'Muster!2026');
    expect(ruleStates().every((text) => text?.endsWith('(erfüllt)'))).toBe(true);
    expect(
      screen.getByText('Großartig! Dein Passwort ist sicher.', { selector: 'p:not([aria-live])' }),
    ).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Großartig! Dein Passwort ist sicher.',
    );
    expect(screen.queryByText('Dein Passwort sollte folgende Merkmale besitzen:')).toBeNull();
  });

  it('announces nothing before anything was typed', () => {
    render(<Harness />);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });
});

describe('password guide after the server refused the password (issue 27)', () => {
  it('never says the password is safe beside the refusal; the guide is back once the user types again', () => {
    function Refused() {
      const [password, setPassword] = useState('Neumann!2026');
      const [error, setError] = useState<string | undefined>(
        'Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
      );
      return (
        <NewPasswordFields
          password={password}
          confirmation=""
          passwordError={error}
          onPasswordChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          onConfirmationChange={() => {}}
        />
      );
    }
    render(<Refused />);
    expect(screen.getByText(/Dieses Passwort ist zu bekannt/)).toBeTruthy();
    expect(screen.queryByText('Großartig! Dein Passwort ist sicher.')).toBeNull();
    expect(screen.getByText('Dein Passwort sollte folgende Merkmale besitzen:')).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    type('Neues Passwort', 'Kranich!Wolke7');
    expect(screen.getAllByText('Großartig! Dein Passwort ist sicher.')).not.toHaveLength(0);
  });

  it("speaks to advisers with 'Sie'", () => {
    render(
      <NewPasswordFields
        password="Kranich!Wolke7"
        confirmation=""
        onPasswordChange={() => {}}
        onConfirmationChange={() => {}}
        address="sie"
      />,
    );
    expect(screen.getAllByText('Großartig! Ihr Passwort ist sicher.')).not.toHaveLength(0);
    cleanup();
    render(
      <NewPasswordFields
        password=""
        confirmation=""
        onPasswordChange={() => {}}
        onConfirmationChange={() => {}}
        address="sie"
      />,
    );
    expect(screen.getByText('Ihr Passwort sollte folgende Merkmale besitzen:')).toBeTruthy();
    expect(screen.queryByText(/Dein Passwort/)).toBeNull();
  });
});

describe('password confirmation', () => {
  it('says the passwords differ once the confirmation is as long as the password, and stops when they match', () => {
    render(<Harness />);
    type('Neues Passwort', 'Muster!2026');
    type('Passwort wiederholen', 'Muster');
    expect(screen.queryByText('Die Passwörter stimmen nicht überein.')).toBeNull();
    type('Passwort wiederholen', 'Muster!2027');
    const confirmation = screen.getByLabelText('Passwort wiederholen');
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    type('Passwort wiederholen', 'Muster!2026');
    expect(screen.queryByText('Die Passwörter stimmen nicht überein.')).toBeNull();
    expect(confirmation.getAttribute('aria-invalid')).toBeNull();
  });

  it('says it when the user leaves a shorter, different confirmation', () => {
    render(<Harness />);
    type('Neues Passwort', 'Muster!2026');
    type('Passwort wiederholen', 'Mx');
    fireEvent.blur(screen.getByLabelText('Passwort wiederholen'));
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
  });
});
