import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { User } from '@kundenportal/domain/account/user';
import type { DamageReport } from '@kundenportal/domain/adviser-requests/damage-report-api';
import { screen } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, type RecordedCall } from '../../../test/fetch-mock';

export { errorOf, fillIn } from '../../../test/form-queries';

/** Helpers of the tests of the requests to the adviser (the adviser page's modals, the damage report page). */

/** GET /api/users/me of Max with an adviser and the claims flag (and the contracts list) unless told otherwise. */
export const me =
  (overrides: Partial<User> = {}, config: Record<string, unknown> = {}) =>
  () => ({
    body: {
      user: demoUser({
        config: resolveConfig({ schaden: true, vertrag_list: true, ...config }),
        ...overrides,
      }),
    },
  });

/** A text control (input, select, textarea) by its label; modals count as hidden in the test DOM. */
export const control = (name: string | RegExp) =>
  screen.getByLabelText(name, {
    selector: 'input:not([type="radio"]), select, textarea',
  }) as HTMLInputElement;

export const radio = (name: string) => screen.getByRole('radio', { name, hidden: true }) as HTMLInputElement;

export const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });

export const dialog = (name: string) => screen.getByRole('dialog', { hidden: true, name });

/** The last body sent to `path` with POST. */
export const bodyOf = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).at(-1)?.body as
    | Record<string, unknown>
    | undefined;

export const report = (extra: Partial<DamageReport> = {}): DamageReport => ({
  id: 4,
  schaden_subject: 'Wasserschaden im Bad',
  schaden_content: 'Die Waschmaschine ist ausgelaufen.',
  vertrag_id: 3,
  vertrag: 'Hausrat Musterstraße 12 (Allianz)',
  status: 'eingegangen',
  erstellt_am: '2026-03-02T09:15:00.000Z',
  gesendet_am: '2026-03-02T09:15:00.000Z',
  dokumente: 2,
  ...extra,
});

/** Each test starts signed in (the web test setup clears toasts, storage and stubbed globals). */
export function signedIn() {
  beforeEach(() => setToken('jwt'));
}
