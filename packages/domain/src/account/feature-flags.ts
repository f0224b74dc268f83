/**
 * The browser's own feature flags (spec section 6: "Feature flags greeting and contract duplicate check
 * on save are on by default and can be overridden in local storage"). Not the account's config flags
 * (config-flags.ts, set by the adviser) nor its server features: these live only on one device, so a
 * tester or a support call can switch a behaviour off without a release.
 *
 * Stored as one JSON object under FEATURE_FLAGS_STORAGE_KEY, e.g. `{"contract_duplicate_check": false}`;
 * a flag left out, an unknown value or an unreadable entry keeps the default.
 */
export const featureFlagDefaults = {
  /** The greeting by time of day (greeting/greeting.ts). */
  greeting: true,
  /** The question before saving a contract whose insurer and number another one has (contracts/duplicates.ts). */
  contract_duplicate_check: true,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof featureFlagDefaults;
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** The key in local storage; the web app's storage adds its prefix ('kundenportal.feature_flags'). */
export const FEATURE_FLAGS_STORAGE_KEY = 'feature_flags';

const ON: readonly unknown[] = [true, 1, '1', 'true', 'on'];
const OFF: readonly unknown[] = [false, 0, '0', 'false', 'off'];

/** The flags for a stored entry (null when there is none): the defaults with the stored overrides. */
export function resolveFeatureFlags(stored: string | null | undefined): FeatureFlags {
  const flags: FeatureFlags = { ...featureFlagDefaults };
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    return flags;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return flags;
  for (const name of Object.keys(featureFlagDefaults) as FeatureFlag[]) {
    const value: unknown = (parsed as Record<string, unknown>)[name];
    if (ON.includes(value)) flags[name] = true;
    else if (OFF.includes(value)) flags[name] = false;
  }
  return flags;
}
