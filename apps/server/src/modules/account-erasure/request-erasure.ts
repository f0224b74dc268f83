import { erasureDueAt } from '@kundenportal/domain/account-erasure/account-erasure-api';
import type { PasskeyLoginVerifyInput } from '@kundenportal/domain/auth/passkey-schemas';
import { passwordTexts } from '@kundenportal/domain/texts/password';
import type { FastifyInstance } from 'fastify';
import { writeCustomerAudit } from '../../lib/adviser-audit';
import { AppError, ValidationError } from '../../lib/app-error';
import type { LoginThrottle } from '../../lib/login-throttle';
import { verifyPassword } from '../../lib/password-hash';
import { tooManyRequests } from '../../lib/rate-limiter';
import type { AccountErasureRepository } from './repository';

/** A passkey's confirmation of an action (the passkeys plugin's `app.passkeyConfirmation`, ADR 246). */
export type PasskeyConfirmation = FastifyInstance['passkeyConfirmation'];

export type AccountErasureDeps = {
  repository: AccountErasureRepository;
  /** A wrong password counts as a failed login of the account, as on a password change. */
  loginThrottle: LoginThrottle;
  now: () => Date;
};

const answer = (dueAt: Date) => ({ loeschung: { faellig_am: dueAt.toISOString() } });

/**
 * POST /api/users/loeschen: with the password confirmed, the erasure is due in 14 days; asked again while
 * pending, the first date stands. The request is in the agency's log (the customer's own step).
 */
export async function requestErasure(deps: AccountErasureDeps, userId: number, password: string, ip: string) {
  const customer = await deps.repository.findCustomer(userId);
  if (customer?.role !== 'customer') throw new AppError('user_not_found');
  const attempt = await deps.loginThrottle.begin(customer.email, ip, tooManyRequests);
  if (!customer.passwordHash || !(await verifyPassword(password, customer.passwordHash))) {
    throw new ValidationError([`password=>${passwordTexts.wrongCurrent}`]);
  }
  await attempt.release();
  return recordErasure(deps, customer);
}

/**
 * POST /api/users/loeschen/passkey (ADR 246): the same request, confirmed by one of the account's passkeys
 * answering a challenge made for this action (a failure is refused like a wrong password).
 */
export async function requestErasureWithPasskey(
  deps: AccountErasureDeps & { passkeys: PasskeyConfirmation },
  userId: number,
  input: PasskeyLoginVerifyInput,
  ip: string,
) {
  const customer = await deps.repository.findCustomer(userId);
  if (customer?.role !== 'customer') throw new AppError('user_not_found');
  await deps.passkeys.confirm(userId, input, 'konto-loeschen', ip);
  return recordErasure(deps, customer);
}

type Customer = NonNullable<Awaited<ReturnType<AccountErasureDeps['repository']['findCustomer']>>>;

async function recordErasure(deps: AccountErasureDeps, customer: Customer) {
  const userId = customer.id;
  const requestedAt = deps.now();
  const dueAt = erasureDueAt(requestedAt);
  return deps.repository.transaction(async (tx) => {
    if (await deps.repository.request(tx, userId, requestedAt, dueAt)) {
      if (customer.agentId !== null) {
        await writeCustomerAudit(tx, { userId, agencyId: customer.agentId }, 'erasure_requested', [
          { key: 'faellig_am', before: null, after: dueAt.toISOString() },
        ]);
      }
      return answer(dueAt);
    }
    const pending = await deps.repository.pending(userId, tx);
    return answer(pending?.dueAt ?? dueAt);
  });
}

/** DELETE /api/users/loeschen: the customer changed their mind (nothing pending: nothing to do). */
export async function cancelErasure(deps: AccountErasureDeps, userId: number) {
  const customer = await deps.repository.findCustomer(userId);
  if (customer?.role !== 'customer') throw new AppError('user_not_found');
  await deps.repository.transaction(async (tx) => {
    const cancelled = await deps.repository.cancel(tx, userId);
    if (cancelled && customer.agentId !== null) {
      await writeCustomerAudit(tx, { userId, agencyId: customer.agentId }, 'erasure_cancelled', [
        { key: 'faellig_am', before: cancelled.dueAt.toISOString(), after: null },
      ]);
    }
  });
  return { loeschung: null, aufbewahrung: await deps.repository.retained(userId, deps.now()) };
}

/** GET /api/users/loeschen: the pending erasure, if any, and what it keeps (ADR 245). */
export async function erasureState(deps: AccountErasureDeps, userId: number) {
  const [pending, aufbewahrung] = await Promise.all([
    deps.repository.pending(userId),
    deps.repository.retained(userId, deps.now()),
  ]);
  return { loeschung: pending ? { faellig_am: pending.dueAt.toISOString() } : null, aufbewahrung };
}
