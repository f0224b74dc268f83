import {
  testAgencyTransfer,
  testTransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import { describe, expect, it } from 'vitest';
import { boardColumns } from './board-columns';

const huk = testTransferContract({ contractId: 1, versicherer: 'HUK-COBURG' });
const allianz = testTransferContract({ contractId: 2, versicherer: 'Allianz' });

const transfers = [
  testAgencyTransfer({ id: 1, state: 'wartet', contracts: [huk] }),
  testAgencyTransfer({ id: 2, state: 'ueberfaellig', contracts: [allianz, huk] }),
  testAgencyTransfer({ id: 3, state: 'wartet', contracts: [allianz] }),
  testAgencyTransfer({ id: 4, state: 'erledigt', contracts: [huk] }),
];

const ids = (columns: ReturnType<typeof boardColumns>) =>
  Object.fromEntries(columns.map((column) => [column.state, column.transfers.map((t) => t.id)]));

describe('the board’s columns', () => {
  it('are the four states in their order, each with its transfers in the answer’s order', () => {
    const columns = boardColumns(transfers, '');
    expect(columns.map((column) => column.state)).toEqual(['offen', 'wartet', 'ueberfaellig', 'erledigt']);
    expect(ids(columns)).toEqual({ offen: [], wartet: [1, 3], ueberfaellig: [2], erledigt: [4] });
  });

  it('keep, with an insurer chosen, the transfers with a contract at that insurer only', () => {
    expect(ids(boardColumns(transfers, 'Allianz'))).toEqual({
      offen: [],
      wartet: [3],
      ueberfaellig: [2],
      erledigt: [],
    });
    expect(ids(boardColumns(transfers, 'ÖRAG'))).toEqual({
      offen: [],
      wartet: [],
      ueberfaellig: [],
      erledigt: [],
    });
  });
});
