import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { addDays } from '@kundenportal/domain/contracts/calendar';
import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, type RecordedCall } from '../../../test/fetch-mock';
import { lastBody } from '../../../test/form-queries';
import { renderRoutes } from '../../../test/render-routes';
import type { ReminderContract } from '../use-reminder-form';
import { RemindersPage } from './reminders-page';

export { errorOf, field, fillIn } from '../../../test/form-queries';

/** The reminders page's tests: the page at its route with the contracts app/pages would hand in. */

export function renderReminders(contracts?: readonly ReminderContract[]) {
  return renderRoutes(
    [
      { path: '/app/erinnerung', element: <RemindersPage contracts={contracts} /> },
      { path: '/app/vertraege/edit/:id', element: <p>Vertragsformular</p> },
    ],
    '/app/erinnerung',
  );
}

const allRights = { wecker: true, vertrag_list: true, vertrag_edit: true, vertrag_details: true };

/** GET /api/users/me of Max with the reminders and contract rights (all on by default). */
export const me =
  (rights: Partial<typeof allRights> = {}) =>
  () => ({ body: { user: demoUser({ config: resolveConfig({ ...allRights, ...rights }) }) } });

/** The calendar day `days` from today (Europe/Berlin), as the server counts. */
export const inDays = (days: number) => addDays(isoDateIn(new Date()), days);

/** 'DD.MM.YYYY' of an ISO date. */
export const german = (iso: string) => iso.split('-').reverse().join('.');

/** Max's household: the demo's contracts as the page gets them (id and title). */
export const contracts: ReminderContract[] = [
  { id: 1, title: 'VW Golf B-MM 1984' },
  { id: 3, title: 'Hausrat Musterstraße 12' },
];

export const ownReminder = (extra: Partial<Reminder> = {}): Reminder => ({
  id: 7,
  quelle: 'eigene',
  datum: inDays(14),
  e_massage: 'Zählerstände für Strom und Gas an den Versorger melden.',
  contract_id: null,
  gesendet_am: null,
  ...extra,
});

export const contractReminder = (extra: Partial<Reminder> = {}): Reminder => ({
  id: null,
  quelle: 'vertrag',
  datum: inDays(30),
  e_massage: 'Versicherungssumme nach der Renovierung der Küche anpassen lassen.',
  contract_id: 3,
  gesendet_am: null,
  ...extra,
});

/** The last body sent with `method` to the reminders API. */
export const bodyOf = (calls: RecordedCall[], method: string) => lastBody(calls, method, '/api/reminders');

/** The list item whose text contains `text`. */
export const itemWith = (text: string) => {
  const list = screen.getByRole('region', { name: 'Deine Erinnerungen' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!item) throw new Error(`no reminder with ${text}`);
  return item;
};

/** The dialog named `name`, open or not (`hidden: true`: also while the native dialog is closed). */
export const dialog = (name: string) => screen.getByRole('dialog', { hidden: true, name });

/** Each test starts signed in (the web test setup clears toasts, storage and stubbed globals). */
export function signedIn() {
  beforeEach(() => setToken('jwt'));
}
