import { commonTexts } from './common';

/** The tour slider (spec section 4). Ours; the spec shows none. */
export const tourTexts = {
  back: 'Zurück',
  next: 'Weiter',
  position: commonTexts.stepOf,
  roleDescription: 'Schritte',
  slideRoleDescription: 'Schritt',
} as const;
