import { fireEvent, screen } from '@testing-library/react';
import { fill, renderRoutes } from '../../../test/render-routes';
import { SignupPage } from './signup-page';

/** The sign-up wizard's render and page fillers, shared by its test files. */
export function renderSignup(entry = '/intro/registrierung') {
  return renderRoutes([{ path: '/intro/registrierung', Component: SignupPage }], entry);
}

export const ok = () => ({ body: { status: 'success' } });

export function stepHeading() {
  return screen.getByRole('heading', { level: 2 }).textContent;
}

export function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

export async function fillPageOne(email = 'erika@example.com') {
  fill('Vorname', 'Erika');
  fill('Nachname', 'Neu');
  fill('E-Mail', email);
  click('Weiter');
  await screen.findByText('Schritt 2 von 3');
}

export async function fillPageTwo(phone = '0151 23456789') {
  fill('Mobilnummer', phone);
  click('Code senden');
  await screen.findByText('Schritt 3 von 3');
}

export function fillPageThree() {
  fill('SMS-Code', '123456');
  fill('Passwort', 'Muster!2026');
  fill('Passwort wiederholen', 'Muster!2026');
  fireEvent.click(screen.getByLabelText('Ich akzeptiere die Nutzungsbedingungen.'));
  fireEvent.click(screen.getByLabelText('Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.'));
}
