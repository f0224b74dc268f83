import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  SMS_CODE_LENGTH,
} from '../constants';
import { accountTexts } from '../texts/account';
import { formTexts } from '../texts/form';
import { messages } from '../texts/messages';
import { emailSchema } from '../validation/email';
import { parseMobile } from '../validation/phone';
import { newPasswordErrors } from './password-policy';

/**
 * Request bodies of the account flows (spec sections 3 and 7), shared by the forms and the server.
 * Field names are the spec's. Password rules come from password-policy.ts; the server adds the
 * common-password check (the list is too large for the browser). Every body is strict: a field not
 * listed is refused (422 'field=>…', errors/unknown-fields.ts), never silently dropped.
 */
const requiredText = (max = NAME_MAX_LENGTH) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max);
const flag = z.enum(['0', '1'], { error: messages.required });

function checkNewPassword(
  value: Record<string, unknown>,
  ctx: z.RefinementCtx,
  fields: { password: string; confirmation: string },
) {
  const errors = newPasswordErrors(
    String(value[fields.password] ?? ''),
    String(value[fields.confirmation] ?? ''),
  );
  if (errors.password) ctx.addIssue({ code: 'custom', path: [fields.password], message: errors.password });
  if (errors.confirmation)
    ctx.addIssue({ code: 'custom', path: [fields.confirmation], message: errors.confirmation });
}

/** The consents to the terms and the privacy text: sign-up and activation ask for both (issue 27). */
function checkConsents(
  value: { agb_check: string; datenschutzerklaerung_check: string },
  ctx: z.RefinementCtx,
) {
  if (value.agb_check !== '1')
    ctx.addIssue({ code: 'custom', path: ['agb_check'], message: accountTexts.termsRequired });
  if (value.datenschutzerklaerung_check !== '1') {
    ctx.addIssue({
      code: 'custom',
      path: ['datenschutzerklaerung_check'],
      message: accountTexts.privacyRequired,
    });
  }
}

/** POST /api/emailcheck */
export const emailCheckSchema = z.strictObject({ email: emailSchema });

/** POST /api/smstoken — `phone` as typed, `country` of the country picker (default DE). */
export const smsTokenSchema = z
  .strictObject({
    phone: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(PHONE_INPUT_MAX_LENGTH),
    country: z.string().length(2).default('DE'),
    sendsms: z.literal('send'),
  })
  .superRefine((value, ctx) => {
    const parsed = parseMobile(value.phone, value.country);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: parsed.message });
  });

/** POST /api/signup — the sign-up object of spec section 3; `token` is the SMS code. */
export const signupSchema = z
  .strictObject({
    firstname: requiredText().pipe(z.string().min(NAME_MIN_LENGTH, formTexts.minLength(NAME_MIN_LENGTH))),
    lastname: requiredText().pipe(z.string().min(NAME_MIN_LENGTH, formTexts.minLength(NAME_MIN_LENGTH))),
    email: emailSchema,
    password: z.string({ error: messages.required }),
    password_confirmation: z.string({ error: messages.required }),
    agb_check: flag,
    datenschutzerklaerung_check: flag,
    phone: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(PHONE_INPUT_MAX_LENGTH),
    /** The spec's sign-up object also names the number as `mobilenumber`: optional, the same number. */
    mobilenumber: z.string().trim().max(PHONE_INPUT_MAX_LENGTH).optional(),
    country: z.string().length(2).default('DE'),
    // An empty code is a missing one, not a wrong one (issue 27): the pattern leaves it to `min`. (An
    // aborting check would skip the object's own checks, the password and the consents.)
    token: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .regex(new RegExp(`^(\\d{${SMS_CODE_LENGTH}})?$`), accountTexts.smsCodeInvalid),
    registered_platform: z.string().max(40).default('web'),
    referrer: z.string().trim().max(100).optional(),
    referrer_text: z.string().trim().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    checkNewPassword(value, ctx, { password: 'password', confirmation: 'password_confirmation' });
    checkConsents(value, ctx);
    const phone = parseMobile(value.phone, value.country);
    if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.message });
    if (value.mobilenumber) {
      const mobile = parseMobile(value.mobilenumber, value.country);
      if (!mobile.ok) ctx.addIssue({ code: 'custom', path: ['mobilenumber'], message: mobile.message });
      else if (phone.ok && mobile.digits !== phone.digits)
        ctx.addIssue({ code: 'custom', path: ['mobilenumber'], message: accountTexts.mobileNotPhone });
    }
  });

/** POST /api/complete?token={code} — account activation sets the password and accepts terms and privacy. */
export const completeSchema = z
  .strictObject({
    password: z.string({ error: messages.required }),
    password_confirmation: z.string({ error: messages.required }),
    agb_check: flag,
    datenschutzerklaerung_check: flag,
  })
  .superRefine((value, ctx) => {
    checkNewPassword(value, ctx, { password: 'password', confirmation: 'password_confirmation' });
    checkConsents(value, ctx);
  });

/** POST /api/password/forgot_request */
export const forgotRequestSchema = z.strictObject({ email: emailSchema });

const resetCode = z.string({ error: messages.required }).trim().min(1, accountTexts.linkInvalid).max(200);

/** POST /api/password/forgot */
export const resetPasswordSchema = z
  .strictObject({
    code: resetCode,
    password: z.string({ error: messages.required }),
    password_confirmation: z.string({ error: messages.required }),
  })
  .superRefine((value, ctx) =>
    checkNewPassword(value, ctx, { password: 'password', confirmation: 'password_confirmation' }),
  );

/**
 * POST /api/password/forgot_check and /api/berater/passwort/pruefen: whether a reset link still works,
 * asked when its page opens (issue 27, ADR 040); the code is not used up.
 */
export const resetCodeCheckSchema = z.strictObject({ code: resetCode });

/** Its answer: the same `false` for an unknown, used, expired or other side's code. */
export const resetCodeCheckResponseSchema = z.strictObject({ valid: z.boolean() });
export type ResetCodeCheck = z.infer<typeof resetCodeCheckResponseSchema>;

/** POST /api/password/change — `password` is the current one. */
export const changePasswordSchema = z
  .strictObject({
    password: z.string({ error: messages.required }).min(1, messages.required).max(PASSWORD_INPUT_MAX_LENGTH),
    neues_passwort: z.string({ error: messages.required }),
    password_new_confirmation: z.string({ error: messages.required }),
  })
  .superRefine((value, ctx) =>
    checkNewPassword(value, ctx, { password: 'neues_passwort', confirmation: 'password_new_confirmation' }),
  );

/** POST /api/email/change — re-authenticates with the password; the new address must confirm. */
export const changeEmailSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: messages.required }).min(1, messages.required).max(PASSWORD_INPUT_MAX_LENGTH),
});

/** POST /api/email/confirm */
export const confirmEmailSchema = z.strictObject({
  code: z.string({ error: messages.required }).trim().min(1).max(200),
});

export type SignupInput = z.infer<typeof signupSchema>;
/** The body of a password change (the customer's and the adviser's): `password` is the current one. */
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;
/** The body of setting a new password with a reset code (the customer's and the adviser's). */
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;
