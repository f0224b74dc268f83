import { REFERRAL_PAGE_READS } from '../referrals/referral-api';
import { DEFAULT_ROUTE, FALLBACK_ROUTE } from './paths';

/**
 * What each landing page reads as it opens (GET /api{path}, beyond the profile every app page needs).
 * A logged-in load that lands there starts them with the JavaScript (apps/web app/boot), so the page
 * shows its content once its code has run instead of asking only then. The adviser info page reads
 * only what the customer's flags allow, known after the profile, so it starts none.
 */
export const LANDING_READS: Readonly<Record<string, readonly string[]>> = {
  [DEFAULT_ROUTE]: REFERRAL_PAGE_READS,
  [FALLBACK_ROUTE]: [],
};
