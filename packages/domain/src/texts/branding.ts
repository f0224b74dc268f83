/** An adviser's branding (issue 11). Ours: the spec names logo and stylesheet only. */
export const brandingTexts = {
  names: {
    primary: 'Hauptfarbe',
    primaryHover: 'Hauptfarbe (Maus darüber)',
    primaryActive: 'Hauptfarbe (gedrückt)',
    focus: 'Fokusrahmen',
    infoSurface: 'Hervorhebung der Navigation',
    disabledText: 'Schrift deaktivierter Schaltflächen',
    disabledSurface: 'Fläche deaktivierter Schaltflächen',
    onPrimary: 'Schrift auf der Hauptfarbe',
    text: 'Textfarbe',
    background: 'Hintergrund',
    surface: 'Kartenfarbe',
  },
  colourInvalid: (label: string) => `${label}: Bitte gib eine Farbe als #rgb oder #rrggbb an.`,
  fontInvalid: 'Bitte wähle eine Schrift aus der Liste (system, humanist, geometric, serif).',
  notTokens: 'Das Branding muss eine Liste von Farben, Schrift und Eckenrundung sein.',
  unknownToken: (key: string) =>
    `${key}: Diese Angabe gibt es im Branding nicht (Farben primary, onPrimary, text, background, surface, font, radius).`,
  radiusInvalid: 'Die Eckenrundung muss eine ganze Zahl von 0 bis 16 Pixeln sein.',
  /** `ratio` and `min` as German text, e.g. '3,05' and '4,5' (3 for the focus ring). */
  contrastTooLow: (foreground: string, background: string, ratio: string, min = '4,5') =>
    `Der Kontrast zwischen ${foreground} und ${background} ist zu gering (${ratio}:1, mindestens ${min}:1 nach WCAG AA).`,
  logoInvalid: 'Das Logo muss ein Bild sein (PNG, JPG, GIF, WebP oder SVG).',
  photoInvalid: 'Das Foto muss ein Bild sein (PNG, JPG, GIF, WebP oder SVG).',
} as const;
