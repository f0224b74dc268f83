import { z } from 'zod';
import { errorResponseSchema } from '../api/error-response';

/** The answers and the query of the account routes (sign-up, activation, password, e-mail), for the route schemas. */

/** POST /api/emailcheck, /api/smstoken: the address may sign up, the SMS is on its way. */
export const statusSuccessSchema = z.object({ status: z.literal('success') });
export type StatusSuccess = z.infer<typeof statusSuccessSchema>;

/** POST /api/password/forgot_request, /api/berater/passwort/vergessen: alike whether or not the address has an account. */
export const resetLinkSentSchema = z.object({ send: z.literal(true) });
export type ResetLinkSent = z.infer<typeof resetLinkSentSchema>;

/** POST /api/password/forgot_request's 422: `send` and `fehler_art` next to the errors, for the spec's client. */
export const forgotRefusalSchema = errorResponseSchema.extend({
  send: z.literal(false),
  fehler_art: z.string(),
});
export type ForgotRefusal = z.infer<typeof forgotRefusalSchema>;

/** GET /api/activate/{code}: whom an activation link belongs to. */
export const activationSchema = z.object({ email: z.string(), first_name: z.string() });
export type Activation = z.infer<typeof activationSchema>;

/** POST /api/complete?token={code}: the activation code. */
export const completeQuerySchema = z.object({ token: z.string().optional() });

/** POST /api/email/confirm: the account's e-mail address now. */
export const emailConfirmedSchema = z.object({ email: z.string() });
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;
