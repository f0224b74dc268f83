/** The tour slider (spec section 4). Ours; the spec shows none. */
export const tourTexts = {
  back: 'Zurück',
  next: 'Weiter',
  position: (step: number, steps: number) => `Schritt ${step} von ${steps}`,
  roleDescription: 'Schritte',
  slideRoleDescription: 'Schritt',
} as const;
