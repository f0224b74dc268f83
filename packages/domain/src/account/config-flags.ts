/**
 * Account config flags of spec section 6 with their defaults: all false except show_freigaben.
 * Names are verbatim from the spec (including 'nutzungsbedinungen'). The spec also names a family
 * `mvp_*`; such keys are carried through as given by the adviser's system and default to false.
 */
export const configFlagDefaults = {
  berater_einladen: false,
  person_edit: false,
  dokumente_list: false,
  dokumente_eigene: false,
  vertrag_add: false,
  vertrag_list: false,
  vertrag_optimieren: false,
  vertrag_edit: false,
  vertrag_details: false,
  vertrag_info: false,
  vertrag_bereitstellen: false,
  vergleichsrechner: false,
  bedarfscheck: false,
  liquiditaet: false,
  schaden: false,
  wecker: false,
  nachrichten: false,
  nutzungsbedinungen: false,
  datenschutz: false,
  change_passwort: false,
  change_email: false,
  vertragsspiegel_pdf: false,
  show_freigaben: true,
  bestandsuebertragung: false,
} as const satisfies Record<string, boolean>;

export type ConfigFlag = keyof typeof configFlagDefaults;

/** Advisor document keys (spec section 3). */
export const beraterdokumentKeys = ['maklervollmacht', 'einwilligungserklaerung', 'erstinformation'] as const;

export type UserConfig = { [K in ConfigFlag]: boolean } & {
  beraterdokumente: Record<string, boolean>;
  [mvpFlag: `mvp_${string}`]: boolean;
};

/** Merges stored overrides onto the defaults; unknown keys other than `mvp_*` are dropped. */
export function resolveConfig(stored: Record<string, unknown> | null | undefined): UserConfig {
  const config: Record<string, unknown> = { ...configFlagDefaults, beraterdokumente: {} };
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (key === 'beraterdokumente' && value && typeof value === 'object') {
      config.beraterdokumente = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, v === true]),
      );
    } else if (Object.hasOwn(configFlagDefaults, key) || key.startsWith('mvp_')) {
      config[key] = value === true;
    }
  }
  return config as UserConfig;
}

export const featureDefaults = { referrals: false } as const;
export type Features = { referrals: boolean } & Record<string, boolean>;

export function resolveFeatures(stored: Record<string, unknown> | null | undefined): Features {
  const features: Record<string, boolean> = { ...featureDefaults };
  for (const [key, value] of Object.entries(stored ?? {})) features[key] = value === true;
  return features as Features;
}
