import { z } from 'zod';
import { bestandsuebertragungTexts } from '../texts/bestandsuebertragung';
import { validationTexts } from '../texts/validation';
import { workspaceAgencyTexts } from '../texts/workspace-agency';
import { isValidEmail } from '../validation/email';
import { parsePhone } from '../validation/phone';
import { isStorableText } from '../validation/storable-text';

const texts = bestandsuebertragungTexts.workspace.insurerSettings;

/**
 * Where a letter to an insurer goes (issue 29): the insurers table's postal address and, where known, the
 * e-mail address for broker changes — each with its public source — and the agency's own settings per
 * insurer over it: its intermediary number there, and an address or e-mail of its own.
 */
export type InsurerAddress = {
  /** Street and number, or a PO box ('Postfach 12 34'). */
  strasse: string;
  plz: string;
  ort: string;
};

/** An entry of the insurers' address table: the address, the broker-change e-mail if known, and the source. */
export type InsurerContactEntry = InsurerAddress & { email: string | null; quelle: string };

/**
 * The agency's settings for one insurer; '' where nothing is entered. `schadenhotline`: the claims hotline
 * the customers' Notfallkarte shows for the insurer, over the domain's table (issue 32).
 */
export type AgencyInsurerSettings = InsurerAddress & {
  vermittlernummer: string;
  email: string;
  schadenhotline: string;
};

const text = (max: number) =>
  z
    .string({ error: workspaceAgencyTexts.required })
    .trim()
    .max(max, { error: workspaceAgencyTexts.tooLong(max) })
    .refine(isStorableText, workspaceAgencyTexts.invalidText);

/** The body of the agency's settings per insurer: all fields, '' for none; the address whole or not at all. */
export const agencyInsurerSettingsSchema = z
  .strictObject({
    vermittlernummer: text(40),
    strasse: text(120),
    plz: z
      .string({ error: workspaceAgencyTexts.streetcodeInvalid })
      .trim()
      .refine((value) => value === '' || /^\d{5}$/.test(value), workspaceAgencyTexts.streetcodeInvalid),
    ort: text(120),
    email: z
      .string({ error: workspaceAgencyTexts.emailInvalid })
      .trim()
      .refine((value) => value === '' || isValidEmail(value), workspaceAgencyTexts.emailInvalid),
    // Optional in the body (a client of issue 29 sends none): '' keeps the table's number.
    schadenhotline: z
      .string({ error: validationTexts.phone })
      .trim()
      .max(40, validationTexts.phone)
      .refine((value) => value === '' || parsePhone(value).ok, validationTexts.phone)
      .default(''),
  })
  .superRefine((body, context) => {
    const given = [body.strasse, body.plz, body.ort].filter(Boolean).length;
    if (given > 0 && given < 3)
      context.addIssue({ code: 'custom', path: ['strasse'], message: texts.addressIncomplete, input: body });
  }) satisfies z.ZodType<AgencyInsurerSettings, unknown>;

/**
 * The letter's recipient: the agency's address if it entered one, else the table's; the agency's e-mail if
 * entered, else the table's. No address at all: null (the letter cannot go out until the agency adds one).
 */
export function letterRecipient(
  entry: InsurerContactEntry | null,
  settings: AgencyInsurerSettings | null,
): { address: InsurerAddress; email: string | null } | null {
  const own = settings?.strasse && settings.plz && settings.ort ? settings : null;
  const address = own ?? entry;
  if (!address) return null;
  return {
    address: { strasse: address.strasse, plz: address.plz, ort: address.ort },
    email: settings?.email || entry?.email || null,
  };
}

/** The address as a letter's lines: street, then postcode and town. */
export function addressLines(address: InsurerAddress): string[] {
  return [address.strasse, `${address.plz} ${address.ort}`];
}
