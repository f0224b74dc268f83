import { parseMobile } from '@kundenportal/domain/validation/phone';
import { ValidationError } from '../../lib/app-error';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { type AccountDeps, limit } from './account-deps';
import { hashSmsCode, newSmsCode, SMS_CODE_SECONDS } from './codes';
import { smsCodeMessage } from './mails';

/**
 * Sign-up page 2: sends a 6-digit code to the mobile number (valid 10 minutes, only its keyed hash kept).
 * Limited per number (SMS cost, harassment) and per client address.
 */
export async function sendSmsCode(deps: AccountDeps, input: { phone: string; country: string }, ip: string) {
  const phone = parseMobile(input.phone, input.country);
  if (!phone.ok) throw new ValidationError([`phone=>${phone.message}`]);
  await deps.limiter.consume([
    limit(deps, `smstoken:phone:${phone.digits}`, deps.limits.smsPerPhone),
    limit(deps, `smstoken:ip:${ip}`, deps.limits.smsPerIp),
  ]);
  const code = newSmsCode();
  await deps.repository.transaction(async (tx) => {
    await deps.repository.insertSmsCode(tx, {
      phone: phone.digits,
      codeHash: hashSmsCode(deps.smsSecret, phone.digits, code),
      expiresAt: new Date(Date.now() + SMS_CODE_SECONDS * 1000),
    });
    await enqueue(tx, { channel: 'sms', payload: smsCodeMessage(phone.digits, code) });
  });
  deps.kickOutbox();
  return { status: 'success' as const };
}
