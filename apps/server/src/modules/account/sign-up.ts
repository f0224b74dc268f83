import { timingSafeEqual } from 'node:crypto';
import type { SignupInput } from '@kundenportal/domain/account/account-schemas';
import { isReferralSlug, referralProblem } from '@kundenportal/domain/referrals/referral-rules';
import { paths } from '@kundenportal/domain/routing/paths';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { parseMobile } from '@kundenportal/domain/validation/phone';
import { ValidationError } from '../../lib/app-error';
import { wantsNotification } from '../../lib/notifications/notification-recipients';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { hashPassword } from '../../lib/password-hash';
import { isUniqueViolation } from '../../lib/unique-violation';
import { type AccountDeps, assertNotCommonPassword, startSession } from './account-deps';
import { hashSmsCode, SMS_MAX_ATTEMPTS } from './codes';
import { welcomeMail } from './mails';

/** Flags a self-registered customer starts with: they may change their own password and e-mail. */
export const SIGNUP_CONFIG = { change_passwort: true, change_email: true };

const emailTaken = () => new ValidationError([`email=>${accountTexts.emailTaken}`]);
const codeInvalid = () => new ValidationError([`token=>${accountTexts.smsCodeInvalid}`]);

/**
 * Sign-up page 3 (spec sections 3, 4): checks the SMS code (newest unexpired one of the number, at most
 * 5 tries), creates the active account with its main person, ties it to the adviser whose sign-up code
 * is the `referrer` (else to none) — or, for a referral link's slug, to the referrer's adviser and records
 * the referral (self-referral and a known mobile number refused, the referrer told by mail) —, sends the
 * welcome mail and logs the customer in.
 */
export async function signUp(deps: AccountDeps, input: SignupInput): Promise<{ token: string }> {
  const phone = parseMobile(input.phone, input.country);
  if (!phone.ok) throw new ValidationError([`phone=>${phone.message}`]);
  await assertNotCommonPassword('password', input.password);
  if (await deps.repository.emailTaken(input.email)) throw emailTaken();

  const attempt = await deps.repository.takeSmsAttempt(phone.digits, SMS_MAX_ATTEMPTS);
  const expected = Buffer.from(hashSmsCode(deps.smsSecret, phone.digits, input.token), 'hex');
  if (!attempt || !timingSafeEqual(Buffer.from(attempt.codeHash, 'hex'), expected)) throw codeInvalid();

  // A referral link's slug (issue 13): the referrer's adviser, and the new customer becomes their referral.
  const referrer =
    input.referrer && isReferralSlug(input.referrer)
      ? await deps.repository.findReferrer(input.referrer)
      : null;
  if (referrer) {
    const problem = referralProblem({
      referrerEmail: referrer.email,
      referrerPhone: referrer.phone,
      newEmail: input.email,
      newPhone: phone.digits,
      alreadyReferred: await deps.repository.phoneKnown(phone.digits),
    });
    if (problem) throw new ValidationError([`referrer=>${problem}`]);
  }
  const agent = referrer
    ? referrer.agentId === null
      ? null
      : { id: referrer.agentId }
    : input.referrer
      ? await deps.repository.findAgentBySignupCode(input.referrer)
      : null;
  const passwordHash = await hashPassword(input.password, deps.scryptLogN);
  const now = new Date();
  try {
    const session = await deps.repository.transaction(async (tx) => {
      if (!(await deps.repository.useSmsCode(tx, attempt.id))) throw codeInvalid();
      const user = await deps.repository.insertCustomer(tx, {
        agentId: agent?.id ?? null,
        email: input.email,
        passwordHash,
        firstName: input.firstname,
        lastName: input.lastname,
        active: true,
        phone: phone.digits,
        registeredPlatform: input.registered_platform,
        referrer: input.referrer || null,
        referrerText: input.referrer_text || null,
        passwordChangedAt: now,
        config: SIGNUP_CONFIG,
        person: { mobil: phone.digits },
      });
      await deps.repository.acceptLegalTexts(tx, user.id, now);
      await enqueue(tx, {
        channel: 'mail',
        payload: welcomeMail({ email: input.email, firstName: input.firstname }, deps.publicUrl),
      });
      if (referrer) {
        await deps.repository.insertReferral(tx, {
          referrerUserId: referrer.id,
          referredUserId: user.id,
          agentId: agent?.id ?? null,
        });
        const name = `${input.firstname} ${input.lastname}`.trim();
        if (await wantsNotification(tx, 'referral_registered', referrer.id))
          await enqueue(tx, {
            channel: 'mail',
            payload: {
              to: referrer.email,
              customerId: user.id,
              subject: referralTexts.registeredSubject(name),
              text:
                referralTexts.registeredText(referrer.firstName, name) +
                notificationTexts.settingsHint(`${deps.publicUrl}/#${paths.notifications}`),
            },
          });
      }
      return startSession(deps, tx, user.id);
    });
    deps.kickOutbox();
    return session;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
