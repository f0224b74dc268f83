import { MANDATE_FORM_KEYS } from '@kundenportal/domain/bestandsuebertragung/mandate';
import type {
  CustomerTransfer,
  Transfer,
  TransfersAnswer,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import {
  testTransfer,
  testTransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { RecordedCall } from '../../../test/fetch-mock';
import { lastBody } from '../../../test/form-queries';
import { renderRoutes } from '../../../test/render-routes';
import type { HouseholdContract } from '../transfer-choices';
import { BestandsuebertragungPage } from './bestandsuebertragung-page';

export { cleanEachSignedInTest as cleanEachTest } from '../../../test/clean-each-test';

/** The Bestandsübertragung page's tests: the page at its route with the contracts app/pages hands in. */

/** Where a link or a navigation ended: the path and its query. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} {location.pathname}
      {location.search}
    </p>
  );
}

/** Max (1) and Maria (2). */
export const members = [
  { id: 1, name: 'Max Mustermann' },
  { id: 2, name: 'Maria Mustermann' },
];

export function renderPage(
  contracts: readonly HouseholdContract[] = household,
  rights: { mayAdd?: boolean; mayEdit?: boolean } = { mayAdd: true, mayEdit: true },
) {
  return renderRoutes(
    [
      {
        path: '/app/bestandsuebertragung',
        element: <BestandsuebertragungPage contracts={contracts} persons={members} {...rights} />,
      },
      { path: '/app/berater/form/:form', element: <Landed name="Formular" /> },
      { path: '/app/vertraege/add', element: <Landed name="Neuer Vertrag" /> },
      { path: '/app/vertraege/edit/:id', element: <Landed name="Vertrag bearbeiten" /> },
    ],
    '/app/bestandsuebertragung',
  );
}

/** Max's household: his car with this broker, three elsewhere (one without a number), one in a transfer. */
export const household: HouseholdContract[] = [
  { id: 1, title: 'VW Golf', versicherer: 'Allianz', nummer: 'AS-1', betreuung: 'makler', personId: 1 },
  {
    id: 31,
    title: 'Kfz Zweitwagen',
    versicherer: 'HUK-COBURG',
    nummer: 'KH 4711 0815',
    betreuung: 'anderer_vermittler',
    personId: 1,
  },
  { id: 32, title: 'Hausrat', versicherer: 'ERGO', nummer: 'HR-22', betreuung: 'versicherer', personId: 1 },
  {
    id: 33,
    title: 'Privathaftpflicht',
    versicherer: 'R+V',
    nummer: 'PH-9',
    betreuung: 'unbekannt',
    personId: 1,
  },
  { id: 34, title: 'Rechtsschutz', versicherer: 'ARAG', nummer: null, betreuung: 'unbekannt', personId: 1 },
];

/** The customer's transfer: the form to sign while the mandate is missing (its own, else its level's). */
export const customerTransfer = (
  transfer: Transfer & { formKey?: string | null; personId?: number | null },
): CustomerTransfer => ({
  personId: 1,
  ...transfer,
  formKey:
    transfer.formKey ?? (transfer.status === 'zu_unterschreiben' ? MANDATE_FORM_KEYS[transfer.level] : null),
});

/** GET /api/bestandsuebertragung: contract 31 in a sent transfer, both levels, no mandate yet. */
export function answer(
  overrides: { transfers?: (Transfer & { formKey?: string | null })[] } & Partial<
    Pick<TransfersAnswer, 'levels' | 'mandate' | 'mandates'>
  > = {},
) {
  const { transfers = [testTransfer()], ...rest } = overrides;
  return {
    transfers: transfers.map(customerTransfer),
    levels: ['datenauskunft', 'maklermandat'],
    mandate: null,
    mandates: [],
    ...rest,
  } satisfies TransfersAnswer;
}

/** A transfer of contract 32 not sent yet (withdrawable). */
export const unsentTransfer = testTransfer({
  id: 8,
  createdAt: '2026-11-20T09:00:00.000Z',
  contracts: [
    testTransferContract({
      contractId: 32,
      versicherer: 'ERGO',
      nummer: 'HR-22',
      sparte: 'hausrat',
      status: 'beantragt',
      datum: '2026-11-20',
      gesendetAm: null,
      erfasstAm: '2026-11-20',
      verlauf: [{ status: 'beantragt', datum: '2026-11-20', notiz: null, erfasstAm: '2026-11-20' }],
    }),
  ],
});

export const bodyOf = (calls: RecordedCall[], method: string) =>
  lastBody(calls, method, '/api/bestandsuebertragung');

export const region = (name: string) => screen.getByRole('region', { name });

/** The list item of a region whose text contains `text`. */
export function itemWith(regionName: string, text: string): HTMLElement {
  const item = within(region(regionName))
    .getAllByRole('listitem')
    .find(
      (candidate) =>
        candidate.textContent?.includes(text) &&
        candidate.parentElement?.parentElement === region(regionName),
    );
  if (!item) throw new Error(`no entry with ${text}`);
  return item;
}
