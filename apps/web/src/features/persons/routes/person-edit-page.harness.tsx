import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { PersonInput } from '@kundenportal/domain/household/person-api';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { clearToasts } from '../../../lib/toast-store';
import { demoUser, type RecordedCall } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { PersonEditPage } from './person-edit-page';

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
  calls.filter((call) => call.method === method && call.path.startsWith('/api/persons')).at(-1)
    ?.body as PersonInput;

/** Each test starts signed in, without toasts, stored data or stubbed globals. */
export function cleanEachTest() {
  beforeEach(() => {
    localStorage.clear();
    clearToasts();
    setToken('jwt');
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });
}
