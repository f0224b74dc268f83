import { z } from 'zod';
import type { ConfigFlag } from '../account/config-flags';
import { isFormKey } from '../adviser-forms/form-availability';
import { workspaceTexts } from '../texts/workspace';
import { workspacePresetTexts } from '../texts/workspace-presets';
import { isStorableText } from '../validation/storable-text';
import {
  type adviserSetFeatures,
  adviserSetFlags,
  type CustomerSettingsInput,
  MAX_FORM_SWITCHES,
  type SettingChange,
  settingChanges,
} from './customer-settings';

/**
 * The agency's presets of a customer's switches (issue 27, item 27; ADR 041): a named set of every flag,
 * feature and form switch. Applied, not linked: applying one copies its values onto the customer.
 *
 * GET    /api/berater/vorlagen                  → { vorlagen: Preset[] } (the agency's, default first)
 * POST   /api/berater/vorlagen { name, values } → 201 { vorlage: Preset }
 * PUT    /api/berater/vorlagen/{id} { name, values } → { vorlage: Preset }
 * POST   /api/berater/vorlagen/{id}/standard    → { vorlagen: Preset[] } (the agency's default from now on)
 * DELETE /api/berater/vorlagen/{id}             → { vorlagen: Preset[] } (not the default)
 * POST   /api/berater/kunden/{id}/vorlage { presetId } → { settings } (one audited change)
 * POST   /api/berater/einladungen { …, presetId? } uses the preset, or the agency's default.
 */
export const MAX_PRESETS_PER_AGENCY = 10;
export const PRESET_NAME_MAX_LENGTH = 40;

const texts = workspacePresetTexts;

export type PresetValues = {
  config: Record<ConfigFlag, boolean>;
  features: Record<(typeof adviserSetFeatures)[number], boolean>;
  /** The agency's forms the customer may fill in (form key → on); a form not listed is off. */
  beraterdokumente: Record<string, boolean>;
};

export type Preset = { id: number; name: string; isDefault: boolean; values: PresetValues };

const flag = z.boolean({ error: texts.valueRequired });

export const presetValuesSchema = z.strictObject(
  {
    config: z.strictObject(
      Object.fromEntries(adviserSetFlags.map((key) => [key, flag])) as Record<ConfigFlag, typeof flag>,
      { error: texts.valueRequired },
    ),
    features: z.strictObject({ referrals: flag }, { error: texts.valueRequired }),
    beraterdokumente: z
      .record(z.string().refine(isFormKey, workspaceTexts.settings.formKeyInvalid), flag, {
        error: texts.valueRequired,
      })
      .refine(
        (value) => Object.keys(value).length <= MAX_FORM_SWITCHES,
        workspaceTexts.settings.tooManyForms(MAX_FORM_SWITCHES),
      ),
  },
  { error: texts.valueRequired },
);

export const presetNameSchema = z
  .string({ error: texts.required })
  .trim()
  .min(1, texts.required)
  .max(PRESET_NAME_MAX_LENGTH, texts.nameTooLong(PRESET_NAME_MAX_LENGTH))
  .refine(isStorableText, texts.nameInvalid);

export const presetInputSchema = z.strictObject({
  name: presetNameSchema,
  values: presetValuesSchema,
});
export type PresetInput = z.infer<typeof presetInputSchema>;

export const presetIdSchema = z
  .number({ error: texts.unknownPreset })
  .int(texts.unknownPreset)
  .positive(texts.unknownPreset)
  .max(2_147_483_647, texts.unknownPreset);

/** A preset as the API answers it (its values complete, `presetValuesOf`). */
export const presetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  values: z.object({
    config: z.object(
      Object.fromEntries(adviserSetFlags.map((key) => [key, z.boolean()])) as Record<
        ConfigFlag,
        z.ZodBoolean
      >,
    ),
    features: z.object({ referrals: z.boolean() }),
    beraterdokumente: z.record(z.string(), z.boolean()),
  }),
}) satisfies z.ZodType<Preset>;

/** GET /api/berater/vorlagen and the changes of the whole list (default, removal). */
export const presetListResponseSchema = z.object({ vorlagen: z.array(presetSchema) }) satisfies z.ZodType<{
  vorlagen: Preset[];
}>;

/** POST and PUT of one preset. */
export const presetResponseSchema = z.object({ vorlage: presetSchema }) satisfies z.ZodType<{
  vorlage: Preset;
}>;

/** Body of POST /api/berater/kunden/{id}/vorlage. */
export const presetApplySchema = z.strictObject({ presetId: presetIdSchema });

/** Whether an agency that has `count` presets may add one more. */
export const canAddPreset = (count: number) => count < MAX_PRESETS_PER_AGENCY;

/** Names are unique per agency regardless of case and surrounding spaces; `exceptId` is the one edited. */
export function isPresetNameTaken(
  presets: readonly { id: number; name: string }[],
  name: string,
  exceptId?: number,
): boolean {
  const wanted = name.trim().toLocaleLowerCase('de');
  return presets.some(
    (preset) => preset.id !== exceptId && preset.name.trim().toLocaleLowerCase('de') === wanted,
  );
}

const valuesWith = (on: readonly ConfigFlag[], referrals = false): PresetValues => ({
  config: Object.fromEntries(adviserSetFlags.map((key) => [key, on.includes(key)])) as Record<
    ConfigFlag,
    boolean
  >,
  features: { referrals },
  beraterdokumente: {},
});

/**
 * The two presets every agency starts with (ADR 041). Standard: what a typical broker's customer uses —
 * household, documents, contracts, chat, reminders, claims, own access data, legal pages. Light: the
 * lists to look at, the chat and the own access data.
 */
export const builtInPresets = [
  {
    name: texts.builtInNames.standard,
    isDefault: true,
    values: valuesWith([
      'person_edit',
      'dokumente_list',
      'dokumente_eigene',
      'vertrag_list',
      'vertrag_add',
      'vertrag_edit',
      'vertrag_details',
      'vertrag_info',
      'vertragsspiegel_pdf',
      'nachrichten',
      'wecker',
      'schaden',
      'change_passwort',
      'change_email',
      'nutzungsbedinungen',
      'datenschutz',
      'show_freigaben',
    ]),
  },
  {
    name: texts.builtInNames.light,
    isDefault: false,
    values: valuesWith([
      'dokumente_list',
      'vertrag_list',
      'nachrichten',
      'change_passwort',
      'change_email',
      'nutzungsbedinungen',
      'datenschutz',
      'show_freigaben',
    ]),
  },
] as const satisfies readonly { name: string; isDefault: boolean; values: PresetValues }[];

/** A stored preset's values, complete: a flag added to the app later is off in older presets. */
export function presetValuesOf(stored: unknown): PresetValues {
  const value = (stored ?? {}) as Partial<Record<keyof PresetValues, Record<string, unknown>>>;
  const on = (record: Record<string, unknown> | undefined, key: string) => record?.[key] === true;
  return {
    config: Object.fromEntries(
      adviserSetFlags.map((key) => [key, on(value.config, key)]),
    ) as PresetValues['config'],
    features: { referrals: on(value.features, 'referrals') },
    beraterdokumente: Object.fromEntries(
      Object.entries(value.beraterdokumente ?? {}).map(([key, v]) => [key, v === true]),
    ),
  };
}

/** How many of a preset's flags and features are on, of how many, and how many forms it switches on. */
export function switchesOn(values: PresetValues) {
  const all = [...Object.values(values.config), ...Object.values(values.features)];
  return {
    on: all.filter(Boolean).length,
    total: all.length,
    forms: Object.values(values.beraterdokumente).filter(Boolean).length,
  };
}

type CurrentSettings = Parameters<typeof settingChanges>[0];

/**
 * The settings change that makes a customer's switches the preset's: every flag and feature, and every
 * form the preset lists or the customer has on (a form the preset does not list is off). The account type
 * is no switch and stays.
 */
export function presetSettingsInput(current: CurrentSettings, values: PresetValues): CustomerSettingsInput {
  const forms = new Set([
    ...Object.keys(values.beraterdokumente),
    ...Object.entries(current.config.beraterdokumente)
      .filter(([, on]) => on)
      .map(([key]) => key),
  ]);
  return {
    config: { ...values.config },
    features: { ...values.features },
    beraterdokumente: Object.fromEntries(
      [...forms].map((key) => [key, values.beraterdokumente[key] === true]),
    ),
  };
}

/** What applying the preset changes for this customer (empty: the customer has the preset's values). */
export const presetChanges = (current: CurrentSettings, values: PresetValues): SettingChange[] =>
  settingChanges(current, presetSettingsInput(current, values));
