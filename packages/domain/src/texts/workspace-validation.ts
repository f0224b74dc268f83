/** The workspace's messages of a form field's rule, addressed with "Sie" (issue 28: defined once, its areas refer to them). */
export const workspaceValidationTexts = {
  required: 'Bitte füllen Sie dieses Feld aus.',
  tooShort: (min: number) => `Bitte geben Sie mindestens ${min} Zeichen ein.`,
  tooLong: (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
} as const;
