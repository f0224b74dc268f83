import {
  FEATURE_FLAGS_STORAGE_KEY,
  type FeatureFlag,
  resolveFeatureFlags,
} from '@kundenportal/domain/account/feature-flags';
import { readString } from './storage';

/**
 * Whether a browser feature flag is on (spec section 6; packages/domain account/feature-flags.ts):
 * its default unless local storage overrides it. Read when asked, so a change in the developer tools
 * applies without a reload.
 */
export function isFeatureOn(flag: FeatureFlag): boolean {
  return resolveFeatureFlags(readString(FEATURE_FLAGS_STORAGE_KEY))[flag];
}
