import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import { testBedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-examples';
import type { Person } from '@kundenportal/domain/household/person-api';
import { testPerson } from '@kundenportal/domain/household/person-examples';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { BedarfscheckPage, type BedarfscheckPageProps } from './bedarfscheck-page';

export { cleanEachSignedInTest as cleanEachTest } from '../../../test/clean-each-test';

/** The Bedarfscheck page's tests: the page at its route with what app/pages hands in, the result mocked. */

/** Max (11, main, prefilled) and Erika (12, nothing answered yet). */
export function household(): Person[] {
  return [
    testPerson({
      id: 11,
      is_main: true,
      firstname: 'Max',
      lastname: 'Mustermann',
      familienstand: 'VH',
      details: {
        situation: '1',
        einkuenfte_gesamt_netto_mtl: 3100,
        kinderanzahl: 2,
        wohnstatus: 'miete_wohnung',
        kfzhalter: '1',
        katze: '1',
      },
    }),
    testPerson({ id: 12, is_main: false, firstname: 'Erika', lastname: 'Mustermann', details: {} }),
  ];
}

export function renderPage(
  props: Partial<BedarfscheckPageProps> = {},
  answer: BedarfscheckAnswer = testBedarfscheckAnswer(),
) {
  const api = mockFetch({ 'GET /api/bedarfscheck': () => ({ body: answer }) });
  const saveAnswers = vi.fn(async () => ({}));
  const view = renderRoutes(
    [
      {
        path: '/app/bedarfscheck',
        element: (
          <BedarfscheckPage
            persons={household()}
            saveAnswers={saveAnswers}
            contracts={[
              { id: 31, title: 'Privathaftpflicht – R+V' },
              { id: 32, title: 'VW Golf – HUK-COBURG' },
            ]}
            {...props}
          />
        ),
      },
    ],
    '/app/bedarfscheck',
  );
  return { ...view, api, saveAnswers };
}

/** The step heading shown (the others are hidden). */
export const shownStep = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .find(
      (heading) => heading.closest('[aria-roledescription="Schritt"]') && !heading.closest('[aria-hidden]'),
    )?.textContent;

export const next = () => screen.getByRole('button', { name: 'Weiter' });
export const back = () => screen.getByRole('button', { name: 'Zurück' });
