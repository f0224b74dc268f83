import { accountTexts } from '@kundenportal/domain/texts/account';
import { ValidationError } from '../../lib/app-error';
import { type AccountDeps, limit } from './account-deps';

/** Sign-up page 1 (spec section 4): is the address still free? Limited per client address. */
export async function checkEmail(deps: AccountDeps, input: { email: string }, ip: string) {
  await deps.limiter.consume([limit(deps, `emailcheck:ip:${ip}`, deps.limits.emailcheckPerIp)]);
  if (await deps.repository.emailTaken(input.email)) {
    throw new ValidationError([`email=>${accountTexts.emailTaken}`]);
  }
  return { status: 'success' as const };
}
