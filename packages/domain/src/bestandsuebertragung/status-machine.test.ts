import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/error-codes';
import { auditActionLabel } from '../workspace/audit-log';
import {
  CONTRACT_TRANSFER_STATUSES,
  type ContractTransferStatus,
  canTransferTransition,
  canTransition,
  canWithdraw,
  contractStepRefusal,
  customerTransferState,
  FINAL_CONTRACT_STATUSES,
  isFinalStatus,
  nextStatuses,
  nextTransferStatuses,
  SETTABLE_CONTRACT_STATUSES,
  STEP_AUDIT_ACTIONS,
  STEP_REFUSAL_CODES,
  TRANSFER_STATUSES,
  type TransferStatus,
} from './status-machine';

const anyStatus = fc.constantFrom(...CONTRACT_TRANSFER_STATUSES);
const anyTransferStatus = fc.constantFrom(...TRANSFER_STATUSES);

/** Every status a contract reaches when each attempted step is taken only where the machine allows it. */
function walk(start: ContractTransferStatus, attempts: readonly ContractTransferStatus[]) {
  const path = [start];
  for (const to of attempts) {
    const from = path[path.length - 1] as ContractTransferStatus;
    if (canTransition(from, to)) path.push(to);
  }
  return path;
}

describe('the contract status machine (ADR 153)', () => {
  it('goes beantragt → gesendet → bestätigt | abgelehnt | Rückfrage, and from a Rückfrage on', () => {
    expect(nextStatuses('beantragt')).toEqual(['gesendet']);
    expect(nextStatuses('gesendet')).toEqual(['gesendet', 'bestaetigt', 'abgelehnt', 'rueckfrage']);
    expect(nextStatuses('rueckfrage')).toEqual(['gesendet', 'rueckfrage', 'bestaetigt', 'abgelehnt']);
    expect(nextStatuses('bestaetigt')).toEqual([]);
    expect(nextStatuses('abgelehnt')).toEqual([]);
    expect(canTransition('beantragt', 'bestaetigt')).toBe(false);
    expect(canTransition('beantragt', 'rueckfrage')).toBe(false);
  });

  it('agrees with itself: a step is allowed exactly when it is among the next statuses', () => {
    fc.assert(
      fc.property(anyStatus, anyStatus, (from, to) => {
        expect(canTransition(from, to)).toBe(nextStatuses(from).includes(to as never));
      }),
    );
  });

  it('has no path from a final status back: whatever is attempted, a final status stays', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FINAL_CONTRACT_STATUSES),
        fc.array(anyStatus, { maxLength: 30 }),
        (final, attempts) => {
          expect(walk(final, attempts)).toEqual([final]);
        },
      ),
    );
  });

  it('never leaves a final status once reached on any generated path, and never returns to beantragt', () => {
    fc.assert(
      fc.property(fc.array(anyStatus, { maxLength: 40 }), (attempts) => {
        const path = walk('beantragt', attempts);
        const firstFinal = path.findIndex(isFinalStatus);
        if (firstFinal >= 0) expect(path.slice(firstFinal + 1)).toEqual([]);
        expect(path.slice(1)).not.toContain('beantragt');
        // Nothing reaches the insurer's answer without the letter having gone out first.
        const firstAnswer = path.findIndex((status) => status !== 'beantragt' && status !== 'gesendet');
        if (firstAnswer >= 0) expect(path.slice(0, firstAnswer)).toContain('gesendet');
      }),
    );
  });
});

describe('the transfer status machine (ADR 153)', () => {
  it('goes from zu_unterschreiben to beantragt once signed, either to zurueckgezogen, and never back', () => {
    expect(nextTransferStatuses('zu_unterschreiben')).toEqual(['beantragt', 'zurueckgezogen']);
    expect(nextTransferStatuses('beantragt')).toEqual(['zurueckgezogen']);
    expect(nextTransferStatuses('zurueckgezogen')).toEqual([]);
    fc.assert(
      fc.property(fc.array(anyTransferStatus, { maxLength: 20 }), (attempts) => {
        const path: TransferStatus[] = ['zu_unterschreiben'];
        for (const to of attempts) {
          const from = path[path.length - 1] as TransferStatus;
          if (canTransferTransition(from, to)) path.push(to);
        }
        expect(new Set(path).size).toBe(path.length);
        const withdrawn = path.indexOf('zurueckgezogen');
        if (withdrawn >= 0) expect(withdrawn).toBe(path.length - 1);
      }),
    );
  });
});

/** A transfer whose contracts stand where their paths end. */
const transferOf = (status: TransferStatus, paths: ContractTransferStatus[][]) => ({
  status,
  contracts: paths.map((path) => ({ status: path[path.length - 1] as ContractTransferStatus })),
});

describe('withdrawing a transfer (ADR 153)', () => {
  it('is possible only before any contract was sent, and not twice', () => {
    expect(canWithdraw({ status: 'zu_unterschreiben', contracts: [{ status: 'beantragt' }] })).toBe(true);
    expect(
      canWithdraw({ status: 'beantragt', contracts: [{ status: 'beantragt' }, { status: 'beantragt' }] }),
    ).toBe(true);
    expect(
      canWithdraw({ status: 'beantragt', contracts: [{ status: 'beantragt' }, { status: 'gesendet' }] }),
    ).toBe(false);
    expect(canWithdraw({ status: 'zurueckgezogen', contracts: [{ status: 'beantragt' }] })).toBe(false);
  });

  it('holds for generated transfers: withdrawable exactly while not withdrawn and nothing was sent', () => {
    fc.assert(
      fc.property(
        anyTransferStatus,
        fc.array(fc.array(anyStatus, { maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        (status, attempts) => {
          const paths = attempts.map((steps) => walk('beantragt', steps));
          const sent = paths.some((path) => path.length > 1);
          expect(canWithdraw(transferOf(status, paths))).toBe(status !== 'zurueckgezogen' && !sent);
        },
      ),
    );
  });

  it('never becomes possible again once a contract was sent, whatever follows', () => {
    fc.assert(
      fc.property(fc.array(anyStatus, { minLength: 1, maxLength: 30 }), (attempts) => {
        const path = walk('beantragt', attempts);
        path.forEach((_, index) => {
          const withdrawable = canWithdraw(transferOf('beantragt', [path.slice(0, index + 1)]));
          expect(withdrawable).toBe(index === 0);
        });
      }),
    );
  });
});

describe('the transfer’s state on the customer’s page', () => {
  it('is done exactly when a requested transfer’s every contract is final, and stays so whatever is attempted', () => {
    fc.assert(
      fc.property(
        anyTransferStatus,
        fc.array(fc.array(anyStatus, { maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        fc.array(anyStatus, { maxLength: 12 }),
        (status, attempts, more) => {
          const paths = attempts.map((steps) => walk('beantragt', steps));
          const decided = paths.every((path) =>
            isFinalStatus(path[path.length - 1] as ContractTransferStatus),
          );
          const state = customerTransferState(transferOf(status, paths));
          expect(state).toBe(status === 'beantragt' && decided ? 'abgeschlossen' : status);
          if (state !== 'abgeschlossen') return;
          // Nothing follows a final status: further attempts leave the transfer done.
          const later = paths.map((path) => walk(path[path.length - 1] as ContractTransferStatus, more));
          expect(customerTransferState(transferOf(status, later))).toBe('abgeschlossen');
        },
      ),
    );
  });

  it('is its own status without contracts', () => {
    expect(customerTransferState({ status: 'beantragt', contracts: [] })).toBe('beantragt');
  });
});

describe('a workspace step on a contract', () => {
  it('waits for the signed mandate, ends with a withdrawal or a final status, else follows the machine', () => {
    expect(contractStepRefusal('zu_unterschreiben', 'beantragt', 'gesendet')).toBe('not_signed');
    expect(contractStepRefusal('zurueckgezogen', 'beantragt', 'gesendet')).toBe('withdrawn');
    expect(contractStepRefusal('beantragt', 'bestaetigt', 'abgelehnt')).toBe('final');
    expect(contractStepRefusal('beantragt', 'beantragt', 'bestaetigt')).toBe('not_allowed');
    expect(contractStepRefusal('beantragt', 'beantragt', 'gesendet')).toBeNull();
    expect(contractStepRefusal('beantragt', 'rueckfrage', 'gesendet')).toBeNull();
  });

  it('is allowed for generated steps exactly when the transfer is requested and the machine allows it', () => {
    fc.assert(
      fc.property(anyTransferStatus, anyStatus, anyStatus, (transfer, from, to) => {
        const refusal = contractStepRefusal(transfer, from, to);
        expect(refusal === null).toBe(transfer === 'beantragt' && canTransition(from, to));
      }),
    );
  });
});

describe('what the server answers and logs for a step', () => {
  it('refuses each refusal with a 409 of the error catalogue', () => {
    for (const code of Object.values(STEP_REFUSAL_CODES)) expect(errorCatalogue[code].status).toBe(409);
    expect(errorCatalogue.transfer_already_sent.status).toBe(409);
    expect(errorCatalogue.could_not_find_transfer.status).toBe(404);
  });

  it('logs each step the workspace takes under an action with a German label', () => {
    for (const status of SETTABLE_CONTRACT_STATUSES) {
      const action = STEP_AUDIT_ACTIONS[status];
      expect(auditActionLabel(action)).not.toBe(action);
    }
    expect(auditActionLabel('transfer_confirmed')).toBe('Bestandsübertragung bestätigt');
  });
});
