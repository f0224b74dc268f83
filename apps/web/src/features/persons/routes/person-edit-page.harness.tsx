import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { PersonInput } from '@kundenportal/domain/household/person-api';
import { screen, within } from '@testing-library/react';
import { demoUser, type RecordedCall } from '../../../test/fetch-mock';
import { lastBody } from '../../../test/form-queries';
import { renderRoutes } from '../../../test/render-routes';
import { PersonEditPage } from './person-edit-page';

export { cleanEachSignedInTest as cleanEachTest } from '../../../test/clean-each-test';
export { errorOf, fillIn } from '../../../test/form-queries';

/** The person edit page tests' helpers: the page at its route, the signed-in user, entry lookups. */

export function renderPage(id: number | string) {
  return renderRoutes(
    [
      { path: '/app/person/edit/:id', Component: PersonEditPage },
      { path: '/app/person/list', element: <p>Personenliste</p> },
    ],
    `/app/person/edit/${id}`,
  );
}

export const me =
  (personEdit = true) =>
  () => ({
    body: { user: demoUser({ config: resolveConfig({ person_edit: personEdit }) }) },
  });

/** The group (fieldset) of one address or bank connection, e.g. 'Adresse 2'. */
export const entry = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
export const inEntry = (name: string, label: string) =>
  within(entry(name)).getByLabelText(label) as HTMLInputElement;
export const bodyOf = (calls: RecordedCall[], method: string) =>
  lastBody(calls, method, '/api/persons') as PersonInput;
