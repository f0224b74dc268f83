import { z } from 'zod';
import { type ConfigFlag, configFlagDefaults, type Features, type UserConfig } from '../account/config-flags';
import { accountTypes } from '../account/user';
import { isFormKey } from '../adviser-forms/form-availability';
import { workspaceTexts } from '../texts/workspace';

/** The config flags an adviser sets per customer (spec section 6), in the order the workspace shows them. */
export const adviserSetFlags = Object.keys(configFlagDefaults) as ConfigFlag[];

/** The features an adviser switches per customer. */
export const adviserSetFeatures = ['referrals'] as const;

const flagSwitches = z.strictObject(
  Object.fromEntries(adviserSetFlags.map((flag) => [flag, z.boolean().optional()])) as Record<
    ConfigFlag,
    z.ZodOptional<z.ZodBoolean>
  >,
);

/** At most this many form switches in one change (an agency has far fewer forms). */
export const MAX_FORM_SWITCHES = 100;

/**
 * Body of PUT /api/berater/kunden/{id}/einstellungen (issue 14): the flags, features and account type
 * to change — only what is listed changes; an unknown flag or a value that is no boolean is a 422.
 */
export const customerSettingsSchema = z
  .strictObject({
    config: flagSwitches.optional(),
    features: z.strictObject({ referrals: z.boolean().optional() }).optional(),
    accountTyp: z.enum(accountTypes).optional(),
    /** Which of the agency's forms the customer may fill in (form key → on); the server knows the keys. */
    beraterdokumente: z
      .record(z.string().refine(isFormKey, workspaceTexts.settings.formKeyInvalid), z.boolean())
      .refine(
        (value) => Object.keys(value).length <= MAX_FORM_SWITCHES,
        workspaceTexts.settings.tooManyForms(MAX_FORM_SWITCHES),
      )
      .optional(),
  })
  .refine(
    (value) =>
      Object.keys(value.config ?? {}).length +
        Object.keys(value.features ?? {}).length +
        Object.keys(value.beraterdokumente ?? {}).length >
        0 || value.accountTyp !== undefined,
    { error: workspaceTexts.settings.nothingToChange },
  );

export type CustomerSettingsInput = z.infer<typeof customerSettingsSchema>;

/** One changed value for the audit log: [before, after]. */
export type SettingChange = { key: string; before: unknown; after: unknown };

/**
 * What a settings change really changes, given the stored (resolved) values: unchanged values are left
 * out, so a change that changes nothing writes no audit entry.
 */
export function settingChanges(
  current: {
    config: Record<string, unknown> & { beraterdokumente: Record<string, boolean> };
    features: Record<string, unknown>;
    accountTyp: string;
  },
  input: CustomerSettingsInput,
): SettingChange[] {
  const changes: SettingChange[] = [];
  for (const [flag, value] of Object.entries(input.config ?? {})) {
    if (value !== undefined && current.config[flag] !== value)
      changes.push({ key: `config.${flag}`, before: current.config[flag], after: value });
  }
  for (const [feature, value] of Object.entries(input.features ?? {})) {
    if (value !== undefined && current.features[feature] !== value)
      changes.push({ key: `features.${feature}`, before: current.features[feature], after: value });
  }
  for (const [key, value] of Object.entries(input.beraterdokumente ?? {})) {
    const before = current.config.beraterdokumente[key] === true;
    if (before !== value) changes.push({ key: `beraterdokumente.${key}`, before, after: value });
  }
  if (input.accountTyp !== undefined && input.accountTyp !== current.accountTyp)
    changes.push({ key: 'accountTyp', before: current.accountTyp, after: input.accountTyp });
  return changes;
}

/** A customer's switches as they are after a change (PUT …/einstellungen, POST …/vorlage). */
export type CustomerSettings = { config: UserConfig; features: Features; accountTyp: string };

const flagValues = Object.fromEntries(adviserSetFlags.map((flag) => [flag, z.boolean()])) as Record<
  ConfigFlag,
  z.ZodBoolean
>;

/**
 * The answer of a settings change: every flag (and `mvp_*` ones as stored), the forms, the features and
 * the account type.
 */
export const customerSettingsResponseSchema = z.object({
  settings: z.object({
    config: z
      .object({ ...flagValues, beraterdokumente: z.record(z.string(), z.boolean()) })
      .catchall(z.unknown()),
    features: z.object({ referrals: z.boolean() }).catchall(z.boolean()),
    accountTyp: z.string(),
  }),
}) satisfies z.ZodType<{
  settings: Omit<CustomerSettings, 'config'> & { config: Omit<UserConfig, `mvp_${string}`> };
}>;
