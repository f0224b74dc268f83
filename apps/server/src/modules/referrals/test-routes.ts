import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/app-error';
import { confirmReferral, payReferral, ReferralAdminError } from './admin-referrals';

const confirmBody = z.strictObject({
  email: z.string().min(1).max(320),
  voucherType: z.string().min(1).max(50),
  bonusCents: z.number().int().min(0).max(1_000_000).optional(),
});
const payBody = z.strictObject({ email: z.string().min(1).max(320) });

/**
 * Test hooks, registered only with TEST_CLOCK=true (refused in production, config.ts): the adviser's
 * confirmation and payout of a referral — what `npm run admin -- referral-confirm / referral-payout` do —
 * for the end-to-end tests, whose embedded database the admin command cannot open while the server runs.
 * The adviser workspace (issue 14) replaces them with screens.
 */
export const referralTestRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const refusal = (error: unknown): never => {
    if (error instanceof ReferralAdminError) throw new ValidationError([`email=>${error.message}`]);
    throw error;
  };
  app.post('/test/referrals/confirm', { config: { clientCheck: false } }, async (request) => {
    const parsed = confirmBody.safeParse(request.body);
    if (!parsed.success) throw new ValidationError(['email=>Bitte gib email und voucherType an.']);
    const result = await confirmReferral(db, {
      referredEmail: parsed.data.email,
      voucherType: parsed.data.voucherType,
      bonusCents: parsed.data.bonusCents ?? 0,
    }).catch(refusal);
    app.outbox.kick();
    return result;
  });
  app.post('/test/referrals/pay', { config: { clientCheck: false } }, async (request) => {
    const parsed = payBody.safeParse(request.body);
    if (!parsed.success) throw new ValidationError(['email=>Bitte gib email an.']);
    const result = await payReferral(db, { referredEmail: parsed.data.email, publicUrl }).catch(refusal);
    app.outbox.kick();
    return result;
  });
};
