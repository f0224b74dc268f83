import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, type RecordedCall } from '../../../test/fetch-mock';
import { lastBody } from '../../../test/form-queries';
import { renderRoutes } from '../../../test/render-routes';
import type { ContactPersonContract } from '../use-contact-person-form';
import { ContactPersonsPage } from './contact-persons-page';

export { errorOf, field, fillIn } from '../../../test/form-queries';

/** The contact persons page's tests: the page at its route with the contracts app/pages would hand in. */

export function renderContactPersons(contracts?: readonly ContactPersonContract[]) {
  return renderRoutes(
    [{ path: '/app/ansprechpartner', element: <ContactPersonsPage contracts={contracts} /> }],
    '/app/ansprechpartner',
  );
}

/** GET /api/users/me of Max with the contracts list. */
export const me = () => () => ({
  body: { user: demoUser({ config: resolveConfig({ vertrag_list: true }) }) },
});

/** Max's household: the demo's contracts as the page gets them (id and title). */
export const contracts: ContactPersonContract[] = [
  { id: 1, title: 'VW Golf B-MM 1984' },
  { id: 2, title: 'Familienhaftpflicht' },
  { id: 3, title: 'Hausrat Musterstraße 12' },
];

export const becker = (extra: Partial<ContactPerson> = {}): ContactPerson => ({
  id: 4,
  firma: 'Allianz Versicherungs-AG',
  anrede: 'frau',
  vorname: 'Claudia',
  name: 'Becker',
  street: null,
  zip: null,
  city: null,
  phone: '+498920304050',
  fax: '+498920304059',
  email: 'claudia.becker@allianz.example.com',
  standort: false,
  vertraege: [2],
  ...extra,
});

export const schulz = (extra: Partial<ContactPerson> = {}): ContactPerson => ({
  id: 5,
  firma: 'HUK-COBURG Kundendienstbüro',
  anrede: 'Herr',
  vorname: 'Thomas',
  name: 'Schulz',
  street: 'Friedrichstraße 123',
  zip: '10117',
  city: 'Berlin',
  phone: '+493023456780',
  fax: null,
  email: 'thomas.schulz@huk-coburg.example.com',
  standort: true,
  vertraege: [1],
  ...extra,
});

/** The last body sent with `method` to the contact persons API. */
export const bodyOf = (calls: RecordedCall[], method: string) =>
  lastBody(calls, method, '/api/ansprechpartner');

/** The card (list item) of the contact person named `name`. */
export const cardOf = (name: string) => {
  const list = screen.getByRole('region', { name: 'Deine Ansprechpartner' });
  const card = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.querySelector('h3')?.textContent === name);
  if (!card) throw new Error(`no contact person ${name}`);
  return card;
};

/** The dialog named `name`, open or not (`hidden: true`: also while the native dialog is closed). */
export const dialog = (name: string) => screen.getByRole('dialog', { hidden: true, name });

/** Each test starts signed in (the web test setup clears toasts, storage and stubbed globals). */
export function signedIn() {
  beforeEach(() => setToken('jwt'));
}
