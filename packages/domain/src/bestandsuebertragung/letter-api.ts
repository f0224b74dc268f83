import { z } from 'zod';
import { bestandsuebertragungTexts } from '../texts/bestandsuebertragung';
import { messages } from '../texts/messages';
import { workspaceValidationTexts } from '../texts/workspace-validation';
import type { AgencyInsurerSettings, InsurerContactEntry } from './insurer-contact';
import { type AgencyTransfer, agencyTransfersAnswerSchema, letterQuerySchema } from './transfer-api';

const texts = bestandsuebertragungTexts.workspace;

/**
 * The workspace's letters to the insurers and its settings per insurer (issue 29, ADR 160):
 *
 * POST /api/berater/bestandsuebertragungen/{id}/anschreiben LetterSend → { transfer: AgencyTransfer }
 *      'email': the letter PDF goes to the insurer's e-mail for broker changes through the outbox (409
 *      transfer_letter_no_email when none is known); 'post': the downloaded letter went by post. Either sets
 *      that insurer's contracts of the transfer to `gesendet` (today, Europe/Berlin).
 * GET  /api/berater/versicherer-einstellungen → InsurerSettingsList
 * PUT  /api/berater/versicherer-einstellungen/{versicherer} AgencyInsurerSettings → { insurer: InsurerSettingsItem }
 */

export const LETTER_WAYS = ['email', 'post'] as const;
export type LetterWay = (typeof LETTER_WAYS)[number];

/** POST …/{id}/anschreiben's body: the insurer of the transfer (as the letter's query names it) and the way. */
export const letterSendSchema = z.strictObject(
  {
    versicherer: letterQuerySchema.shape.versicherer,
    weg: z.enum(LETTER_WAYS, { error: texts.letterWayInvalid }),
  },
  { error: messages.validationFailed },
);
export type LetterSend = z.infer<typeof letterSendSchema>;

/** One transfer of the board (the board's entry), as the letter's sending answers it. */
export const agencyTransferSchema = agencyTransfersAnswerSchema.shape.transfers.element;
export const agencyTransferAnswerSchema = z.object({
  transfer: agencyTransferSchema,
}) satisfies z.ZodType<{ transfer: AgencyTransfer }>;
export type AgencyTransferAnswer = { transfer: AgencyTransfer };

/** One insurer on the agency's settings page: the table's entry (null: not in it) and the agency's settings. */
export type InsurerSettingsItem = {
  versicherer: string;
  entry: InsurerContactEntry | null;
  /** '' where the agency entered nothing. */
  settings: AgencyInsurerSettings;
  /** Whether a transfer of the agency has a contract at this insurer. */
  inTransfers: boolean;
};

/** The insurers of the address table, of the agency's settings and of its transfers, sorted (de). */
export type InsurerSettingsList = { insurers: InsurerSettingsItem[] };

const insurerContactEntrySchema = z.object({
  strasse: z.string(),
  plz: z.string(),
  ort: z.string(),
  email: z.string().nullable(),
  quelle: z.string().meta({ description: 'the public source of the address (an https URL)' }),
}) satisfies z.ZodType<InsurerContactEntry>;

const settingsSchema = z.object({
  vermittlernummer: z.string(),
  strasse: z.string(),
  plz: z.string(),
  ort: z.string(),
  email: z.string(),
  schadenhotline: z.string(),
}) satisfies z.ZodType<AgencyInsurerSettings>;

const insurerSettingsItemSchema = z.object({
  versicherer: z.string(),
  entry: insurerContactEntrySchema.nullable(),
  settings: settingsSchema,
  inTransfers: z.boolean(),
}) satisfies z.ZodType<InsurerSettingsItem>;

export const insurerSettingsListSchema = z.object({
  insurers: z.array(insurerSettingsItemSchema),
}) satisfies z.ZodType<InsurerSettingsList>;

export const insurerSettingsAnswerSchema = z.object({ insurer: insurerSettingsItemSchema });

/** The insurer's name as the contracts store it (URL-encoded in the path); blank or too long is a 422. */
export const INSURER_NAME_MAX_LENGTH = 255;
export const insurerSettingsParamsSchema = z.object({
  versicherer: z
    .string({ error: texts.insurerSettings.insurerRequired })
    .trim()
    .min(1, { error: texts.insurerSettings.insurerRequired })
    .max(INSURER_NAME_MAX_LENGTH, { error: workspaceValidationTexts.tooLong(INSURER_NAME_MAX_LENGTH) })
    .meta({ description: 'the insurer’s name as a contract names it' }),
});

/** No settings entered: every field ''. */
export const NO_INSURER_SETTINGS: AgencyInsurerSettings = {
  vermittlernummer: '',
  strasse: '',
  plz: '',
  ort: '',
  email: '',
  schadenhotline: '',
};
