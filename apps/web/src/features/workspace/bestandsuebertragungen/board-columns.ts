import {
  BOARD_STATES,
  type BoardState,
  involvesInsurer,
} from '@kundenportal/domain/bestandsuebertragung/board-state';
import type { AgencyTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';

export type BoardColumn = { state: BoardState; transfers: AgencyTransfer[] };

/**
 * The board's four columns in their order (offen, wartet, überfällig, erledigt), each with the transfers
 * of that state (the server's `state`, board-state.ts's overallState at the time of the answer) in the
 * answer's order, newest first; with an insurer chosen only the transfers with a contract there.
 */
export function boardColumns(transfers: readonly AgencyTransfer[], insurer: string): BoardColumn[] {
  const shown = insurer ? transfers.filter((transfer) => involvesInsurer(transfer, insurer)) : transfers;
  return BOARD_STATES.map((state) => ({
    state,
    transfers: shown.filter((transfer) => transfer.state === state),
  }));
}
