import { z } from 'zod';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants';
import { formTexts } from '../texts/form';
import { workspaceTexts } from '../texts/workspace';
import { isValidEmail } from '../validation/email';
import { isStorableText } from '../validation/storable-text';
import { presetIdSchema } from './presets';

const texts = workspaceTexts.invitations;

/**
 * Invitations from the workspace (issue 14): the adviser creates the customer's account and the
 * activation mail goes out (the flow of the admin command `invite`); pending ones can be sent again.
 *
 * GET  /api/berater/einladungen                → { einladungen: Invitation[] } (not yet activated)
 * POST /api/berater/einladungen { email, firstName, lastName, presetId? } → 201 { einladung: Invitation }
 *   (the new customer's switches are the preset's, or the agency's default preset's; ADR 041)
 * POST /api/berater/einladungen/{id}/erneut    → { einladung: Invitation } (a new link; the old one dies)
 */
const name = z
  .string({ error: texts.required })
  .trim()
  .min(1, texts.required)
  .min(NAME_MIN_LENGTH, texts.tooShort(NAME_MIN_LENGTH))
  .max(NAME_MAX_LENGTH, texts.tooLong(NAME_MAX_LENGTH))
  .refine(isStorableText, formTexts.invalidValue);

export const invitationInputSchema = z.strictObject({
  email: z
    .string({ error: texts.required })
    .trim()
    .min(1, texts.required)
    .refine(isValidEmail, texts.emailInvalid),
  firstName: name,
  lastName: name,
  presetId: presetIdSchema.optional(),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const invitationSchema = z.object({
  customerId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** ISO time of the first invitation. */
  invitedAt: z.string(),
  /** ISO time the newest link stops working. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/berater/einladungen: the agency's open invitations. */
export const invitationListSchema = z.object({ einladungen: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** POST /api/berater/einladungen (201) and …/{id}/erneut: the invitation sent. */
export const invitationSentSchema = z.object({ einladung: invitationSchema });
export type InvitationSent = z.infer<typeof invitationSentSchema>;
