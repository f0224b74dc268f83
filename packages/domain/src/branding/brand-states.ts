import {
  contrastRatio,
  darken,
  lighten,
  luminance,
  MIN_NON_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
} from './contrast';

/**
 * The colours of interactive states (issue 27, item 18): hover, active and the focus ring are derived from
 * a brand's colours here, once; the web app's CSS draws every state of a button or link only from these
 * custom properties (apps/web/src/components/ui/button.module.css, styles/global.css), and the brand rule
 * checks every pair below — so no brand can make a state unreadable (Berger's hover was its own colour on
 * itself: the global a:hover colour won over the button's text colour).
 */

/** The app's own focus ring (tokens.css --color-focus). */
export const DEFAULT_FOCUS = '#0a5fd6';
/** Colours a brand does not change but states are drawn on (tokens.css). */
export const FIXED_STATE_COLOURS = {
  infoSurface: '#e8f1f9',
  disabledText: '#47525d',
  disabledSurface: '#eceff2',
} as const;

/** A hover shade is the colour moved away from the text drawn on it (darker under light text, else lighter). */
function shade(colour: string, amount: number, textOnIt: string): string {
  return luminance(textOnIt) >= luminance(colour) ? darken(colour, amount) : lighten(colour, amount);
}

export type BaseColours = {
  primary: string;
  onPrimary: string;
  text: string;
  background: string;
  surface: string;
};

export type StateColours = BaseColours &
  typeof FIXED_STATE_COLOURS & { primaryHover: string; primaryActive: string; focus: string };

/** Every colour the states use, for a brand's base colours. */
export function stateColours(base: BaseColours): StateColours {
  const focusFits =
    contrastRatio(DEFAULT_FOCUS, base.background) >= MIN_NON_TEXT_CONTRAST &&
    contrastRatio(DEFAULT_FOCUS, base.surface) >= MIN_NON_TEXT_CONTRAST;
  return {
    ...base,
    ...FIXED_STATE_COLOURS,
    primaryHover: shade(base.primary, 0.2, base.onPrimary),
    primaryActive: shade(base.primary, 0.35, base.onPrimary),
    // The text colour contrasts with both backgrounds by the rule itself.
    focus: focusFits ? DEFAULT_FOCUS : base.text,
  };
}

export type StateColourName = keyof StateColours;

/** One state of a control as the CSS draws it: its text (or ring) on its background, and the minimum. */
export type InteractiveState = {
  control: 'Schaltfläche' | 'Zweite Schaltfläche' | 'Link' | 'Navigation' | 'Fokusrahmen';
  state: 'Ruhe' | 'Maus darüber' | 'gedrückt' | 'Fokus' | 'deaktiviert' | 'aktuell';
  foreground: StateColourName;
  background: StateColourName;
  min: number;
};

const text = (
  control: InteractiveState['control'],
  state: InteractiveState['state'],
  foreground: StateColourName,
  background: StateColourName,
): InteractiveState => ({ control, state, foreground, background, min: MIN_TEXT_CONTRAST });

/**
 * Every state of the app's buttons and links, as the CSS draws it. Text pairs need WCAG AA 4.5:1, the focus
 * ring 3:1 against what it is drawn on (WCAG 1.4.11). Disabled controls use fixed colours (no opacity).
 */
export const INTERACTIVE_STATES: readonly InteractiveState[] = [
  text('Schaltfläche', 'Ruhe', 'onPrimary', 'primary'),
  text('Schaltfläche', 'Fokus', 'onPrimary', 'primary'),
  text('Schaltfläche', 'Maus darüber', 'onPrimary', 'primaryHover'),
  text('Schaltfläche', 'gedrückt', 'onPrimary', 'primaryActive'),
  text('Schaltfläche', 'deaktiviert', 'disabledText', 'disabledSurface'),
  text('Zweite Schaltfläche', 'Ruhe', 'primary', 'surface'),
  text('Zweite Schaltfläche', 'Maus darüber', 'primary', 'background'),
  text('Zweite Schaltfläche', 'gedrückt', 'primary', 'background'),
  text('Link', 'Ruhe', 'primary', 'surface'),
  text('Link', 'Ruhe', 'primary', 'background'),
  text('Link', 'Maus darüber', 'primary', 'background'),
  text('Navigation', 'Ruhe', 'text', 'surface'),
  text('Navigation', 'Maus darüber', 'text', 'background'),
  text('Navigation', 'aktuell', 'primary', 'infoSurface'),
  {
    control: 'Fokusrahmen',
    state: 'Fokus',
    foreground: 'focus',
    background: 'background',
    min: MIN_NON_TEXT_CONTRAST,
  },
  {
    control: 'Fokusrahmen',
    state: 'Fokus',
    foreground: 'focus',
    background: 'surface',
    min: MIN_NON_TEXT_CONTRAST,
  },
];

/** The distinct colour pairs of INTERACTIVE_STATES with their minimum (each checked once). */
export function statePairs(): { foreground: StateColourName; background: StateColourName; min: number }[] {
  const seen = new Set<string>();
  return INTERACTIVE_STATES.filter(({ foreground, background }) => {
    const key = `${foreground}/${background}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).map(({ foreground, background, min }) => ({ foreground, background, min }));
}
