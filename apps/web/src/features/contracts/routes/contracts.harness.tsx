import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { addDays } from '@kundenportal/domain/contracts/calendar';
import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { demoUser, type RecordedCall } from '../../../test/fetch-mock';
import { lastBody } from '../../../test/form-queries';
import { renderRoutes } from '../../../test/render-routes';
import { ContractAddPage, ContractEditPage } from './contract-edit-page';
import { ContractListPage } from './contract-list-page';
import { ContractViewPage } from './contract-view-page';

export { cleanEachSignedInTest as cleanEachTest } from '../../../test/clean-each-test';
export { errorOf, field, fillIn } from '../../../test/form-queries';

/** The contracts pages' tests: the pages at their routes, a Max-like household, its contracts. */

export function renderContracts(path: string) {
  return renderRoutes(
    [
      { path: '/app/vertraege/list', Component: ContractListPage },
      { path: '/app/vertraege/add', Component: ContractAddPage },
      { path: '/app/vertraege/edit/:id', Component: ContractEditPage },
      { path: '/app/vertraege/view/:id', Component: ContractViewPage },
    ],
    path,
  );
}

const allRights = {
  vertrag_list: true,
  vertrag_add: true,
  vertrag_edit: true,
  vertrag_details: true,
};

/** GET /api/users/me of Max with Maria in the household and the contract rights (all on by default). */
export const me =
  (rights: Partial<Record<keyof typeof allRights | 'vertrag_optimieren' | 'vertrag_info', boolean>> = {}) =>
  () => ({
    body: {
      user: demoUser({
        config: resolveConfig({ ...allRights, ...rights }),
        persons: [
          { ...person, id: 11, firstname: 'Max' },
          { ...person, id: 12, firstname: 'Maria', gender: 'w' },
        ],
      }),
    },
  });

const person = {
  id: 11,
  firstname: 'Max',
  lastname: 'Mustermann',
  gender: 'm' as const,
  geburtsdatum: null,
  hauptadresse: null,
};

/** The calendar day `days` from today (Europe/Berlin), as the server computes deadlines. */
export const inDays = (days: number) => addDays(isoDateIn(new Date()), days);

/** Max's household as the demo has it (apps/server/src/db/demo-contracts.ts), deadlines relative to today. */
export function household(): Contract[] {
  return [
    testContract({
      id: 1,
      sparte: 'kfz',
      gesellschaft: 'HUK-COBURG',
      label: 'VW Golf B-MM 1984',
      nummer: 'KFZ-4711-2023',
      beitrag: 54.3,
      zahlungsweise: 12,
      kuendbar_bis: inDays(12),
    }),
    testContract({
      id: 2,
      sparte: 'privathaftpflicht',
      gesellschaft: 'Allianz',
      label: 'Familienhaftpflicht',
      nummer: 'PH-1234-5678-90',
      beitrag: 89,
      zahlungsweise: 1,
      kuendbar_bis: inDays(90),
    }),
    testContract({
      id: 3,
      sparte: 'hausrat',
      gesellschaft: 'ERGO',
      label: 'Hausrat Musterstraße 12',
      nummer: 'HR 778 123 45',
      beitrag: 38.4,
      zahlungsweise: 4,
      kuendbar_bis: inDays(45),
    }),
    testContract({
      id: 4,
      sparte: 'rechtsschutz',
      status: 'I',
      gesellschaft: 'ARAG',
      label: 'Verkehrsrechtsschutz',
      nummer: 'RS-3300-1',
      beitrag: 14.2,
      zahlungsweise: 12,
    }),
    testContract({
      id: 5,
      sparte: 'reise',
      gesellschaft: 'HanseMerkur',
      label: 'Sommerurlaub Italien',
      nummer: 'RRV-2026-0815',
      beitrag: 79,
      zahlungsweise: 9999,
    }),
    testContract({
      id: 6,
      person_id: 12,
      sparte: 'private_kranken',
      gesellschaft: 'Debeka',
      label: 'Krankenversicherung Maria',
      nummer: 'KV-99812345',
      beitrag: 312.4,
      zahlungsweise: 12,
      kuendbar_bis: inDays(200),
    }),
  ];
}

/** The last body sent with `method` to the contracts API. */
export const bodyOf = (calls: RecordedCall[], method: string) => lastBody(calls, method, '/api/contracts');
