import { PASSWORD_MIN_LENGTH } from '@kundenportal/domain/constants';
import { passwordTexts } from '@kundenportal/domain/texts/password';
import { workspacePasswordTexts } from '@kundenportal/domain/texts/workspace-password';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { AdviserPasswordChange } from './adviser-password-change';

/** Meets every rule of the domain's policy but its length: one character short. */
const tooShort = `Ab1!${'x'.repeat(PASSWORD_MIN_LENGTH - 5)}`;
const justLongEnough = `${tooShort}y`;

function changeTo(current: string, next: string, confirmation = next) {
  fill('Aktuelles Passwort', current);
  fill('Neues Passwort', next);
  fill(/wiederholen/, confirmation);
  fireEvent.click(screen.getByRole('button', { name: workspacePasswordTexts.changeButton }));
}

describe('the adviser’s password change', () => {
  it('checks with the domain’s password rules and messages: one character short is refused, unsent', async () => {
    const { calls } = mockFetch({
      'POST /api/berater/passwort/aendern': () => ({ body: { success: true, message: 'ok' } }),
    });
    renderRoutes([{ path: '/', Component: AdviserPasswordChange }], '/');
    changeTo('Berater!2026', tooShort, 'anders');
    expect(await screen.findByText(passwordTexts.notSecure)).toBeTruthy();
    expect(screen.getByText(passwordTexts.mismatch)).toBeTruthy();
    expect(calls).toEqual([]);

    changeTo('Berater!2026', justLongEnough);
    await waitFor(() => expect(toastTexts()).toEqual([workspacePasswordTexts.changed]));
    expect(calls.map((call) => call.body)).toEqual([
      { password: 'Berater!2026', neues_passwort: justLongEnough, password_new_confirmation: justLongEnough },
    ]);
  });
});
