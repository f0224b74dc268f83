/** German texts of "Angemeldete Geräte" (issue 32, ADR 213). Ours. */
export const devicesTexts = {
  intro:
    'Hier siehst du, auf welchen Geräten du angemeldet bist. Beende eine Anmeldung, die du nicht kennst oder nicht mehr brauchst.',
  passwordNotice: 'Wenn du dein Passwort änderst, werden alle anderen Geräte abgemeldet.',
  /** The device in words: "Chrome auf Android". */
  deviceOn: (browser: string, platform: string) => `${browser} auf ${platform}`,
  unknownDevice: 'Unbekanntes Gerät',
  current: 'Dieses Gerät',
  createdAt: 'Angemeldet seit',
  lastUsedAt: 'Zuletzt aktiv',
  end: 'Abmelden',
  endConfirmTitle: 'Gerät abmelden?',
  endConfirm: (device: string) => `${device} wird abgemeldet. Dort musst du dich neu anmelden.`,
  endOthers: 'Alle anderen Geräte abmelden',
  endOthersConfirmTitle: 'Alle anderen Geräte abmelden?',
  endOthersConfirm: 'Alle Geräte außer diesem werden abgemeldet. Dort musst du dich neu anmelden.',
  ended: 'Das Gerät wurde abgemeldet.',
  othersEnded: (count: number) =>
    count === 1 ? 'Ein anderes Gerät wurde abgemeldet.' : `${count} andere Geräte wurden abgemeldet.`,
  noOthers: 'Du bist auf keinem anderen Gerät angemeldet.',
} as const;
