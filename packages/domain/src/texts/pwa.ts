/**
 * German texts of the installable app (issue 7): the web app manifest, the offline notice and the
 * update prompt. The app addresses customers with "Du" like the spec's own texts (docs/decisions/012-…).
 * Test hooks: the notice's heading, the retry button and the update button.
 */
export const pwaTexts = {
  // Web app manifest (what the phone shows when installing).
  manifestName: 'Kundenportal',
  manifestShortName: 'Kundenportal',
  manifestDescription: 'Das Kundenportal Deines Versicherungs- und Finanzberaters.',

  // Offline notice (a banner while the device has no connection).
  offlineHeading: 'Du bist offline.',
  offlineText:
    'Bitte prüfe Deine Internetverbindung. Sobald Du wieder online bist, geht es hier automatisch weiter.',
  /** The page shown instead of a screen whose data could not be loaded offline. */
  offlinePageHeading: 'Keine Internetverbindung',
  offlinePageText:
    'Diese Seite braucht eine Internetverbindung. Deine Anmeldung bleibt bestehen; die Seite lädt von selbst, sobald Du wieder online bist.',
  retry: 'Erneut versuchen',

  // Update prompt (a new build is deployed). Exact text from issue 7.
  updateAvailable: 'Neue Version verfügbar – neu laden',
  updateLater: 'Später',
} as const;
