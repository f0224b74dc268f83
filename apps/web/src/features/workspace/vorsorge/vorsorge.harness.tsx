import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import type { VorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { CustomerVorsorge } from './customer-vorsorge';

/**
 * The household page's Bedarfscheck and Vorsorgestatus (ADR 192) for its tests: the sections as app/pages
 * composes them for customer 10, with the household (Max 11, Erika 12, a Privathaftpflicht 31 and a car
 * policy 32) and both answers mocked.
 */
const contract = {
  personId: 11,
  label: null,
  status: 'A',
  beitrag: null,
  zahlungsweise: null,
  beginn: null,
  ablauf: null,
  betreuung: 'makler',
  bereitgestellt: false,
} as const;

const person = {
  geburtsdatum: '1985-04-12',
  email: null,
  phone: null,
  mobil: null,
  address: null,
  addressnumber: null,
  streetcode: null,
  city: null,
};

export const household: CustomerHousehold = {
  kunde: {
    id: 10,
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max@example.com',
    phone: null,
    accountTyp: 'makler',
    active: true,
    config: {},
    features: {},
    createdAt: '2026-01-01T10:00:00.000Z',
  },
  persons: [
    { ...person, id: 11, isMain: true, firstname: 'Max', lastname: 'Mustermann' },
    { ...person, id: 12, isMain: false, firstname: 'Erika', lastname: 'Mustermann' },
  ],
  contracts: [
    { ...contract, id: 31, sparte: 'privathaftpflicht', gesellschaft: 'R+V', nummer: 'PH 100' },
    { ...contract, id: 32, sparte: 'kfz', gesellschaft: 'HUK-COBURG', nummer: null, label: 'VW Golf' },
  ],
  documents: [],
};

type Reply = { status?: number; body?: unknown };

export function renderSections({
  switchedOn,
  needs,
  pension,
}: {
  switchedOn: boolean;
  needs: BedarfscheckAnswer | Reply;
  pension: VorsorgestatusAnswer | Reply;
}) {
  const reply = (answer: object) => ('personen' in answer ? { body: answer } : answer);
  const api = mockFetch({
    'GET /api/berater/kunden/10': () => ({ body: household }),
    'GET /api/berater/kunden/10/bedarfscheck': () => reply(needs),
    'GET /api/berater/kunden/10/vorsorgestatus': () => reply(pension),
  });
  const kunde = { id: 10, config: { bedarfscheck: switchedOn } };
  const view = renderRoutes([{ path: '/kunde', element: <CustomerVorsorge kunde={kunde} /> }], '/kunde');
  return { ...view, api };
}
