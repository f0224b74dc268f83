import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERACTIVE_STATES, stateColours } from './brand-states';
import { DEFAULT_BRAND, parseBranding } from './brand-tokens';
import { contrastRatio, MIN_NON_TEXT_CONTRAST } from './contrast';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);
/** Brands as an adviser could enter them: any of the five colours, each left out or any hex colour. */
const brand = fc.record(
  { primary: hex, onPrimary: hex, text: hex, background: hex, surface: hex },
  { requiredKeys: [] },
);
/** Readable rest colours are rare among random ones: half the runs take the app's look with one change. */
const brands = fc.oneof(
  brand,
  fc.record({ primary: hex }, { requiredKeys: [] }),
  fc.record({ primary: hex, onPrimary: fc.constantFrom('#ffffff', '#000000') }),
);

describe('interactive states of a brand (issue 27, item 18)', () => {
  it('covers rest, hover, active, focus and disabled of buttons, and links', () => {
    const of = (control: string) =>
      new Set(INTERACTIVE_STATES.filter((s) => s.control === control).map((s) => s.state));
    expect(of('Schaltfläche')).toEqual(new Set(['Ruhe', 'Maus darüber', 'gedrückt', 'Fokus', 'deaktiviert']));
    expect(of('Zweite Schaltfläche')).toEqual(new Set(['Ruhe', 'Maus darüber', 'gedrückt']));
    expect(of('Link')).toEqual(new Set(['Ruhe', 'Maus darüber']));
    expect(of('Fokusrahmen')).toEqual(new Set(['Fokus']));
  });

  it("Berger's green: the hover shade is darker under white text, readable, never the text colour", () => {
    const berger = stateColours({ ...DEFAULT_BRAND, primary: '#1f5f4a', onPrimary: '#ffffff' });
    expect(berger.primaryHover).toBe('#194c3b');
    expect(contrastRatio(berger.onPrimary, berger.primaryHover)).toBeGreaterThan(4.5);
    expect(contrastRatio(berger.onPrimary, berger.primaryActive)).toBeGreaterThan(
      contrastRatio(berger.onPrimary, berger.primaryHover),
    );
  });

  it('a light brand with dark text on its buttons gets lighter hover shades, so they stay readable', () => {
    const light = { ...DEFAULT_BRAND, primary: '#7fb8ff', onPrimary: '#000000', text: '#000000' };
    const colours = stateColours(light);
    expect(contrastRatio('#000000', colours.primaryHover)).toBeGreaterThan(
      contrastRatio('#000000', '#7fb8ff'),
    );
  });

  it('every brand the rule accepts has every state of every control readable (generated brands)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(brands, (tokens) => {
        const parsed = parseBranding(tokens);
        if (!parsed.ok) return;
        accepted += 1;
        const colours = stateColours({ ...DEFAULT_BRAND, ...parsed.tokens });
        for (const state of INTERACTIVE_STATES) {
          const ratio = contrastRatio(colours[state.foreground], colours[state.background]);
          expect(ratio + 1e-9, `${state.control} ${state.state}`).toBeGreaterThanOrEqual(state.min);
        }
      }),
      { numRuns: 1000 },
    );
    expect(accepted).toBeGreaterThan(50);
  });

  it('hover and active never read worse than rest, and the focus ring fits whenever the rest colours do', () => {
    fc.assert(
      fc.property(brand, (tokens) => {
        const base = { ...DEFAULT_BRAND, ...tokens };
        const colours = stateColours(base);
        const rest = contrastRatio(base.onPrimary, base.primary);
        expect(contrastRatio(base.onPrimary, colours.primaryHover) + 1e-9).toBeGreaterThanOrEqual(rest);
        expect(contrastRatio(base.onPrimary, colours.primaryActive) + 1e-9).toBeGreaterThanOrEqual(rest);
        const readable =
          contrastRatio(base.text, base.background) >= 4.5 && contrastRatio(base.text, base.surface) >= 4.5;
        if (readable) {
          expect(contrastRatio(colours.focus, base.background)).toBeGreaterThanOrEqual(MIN_NON_TEXT_CONTRAST);
          expect(contrastRatio(colours.focus, base.surface)).toBeGreaterThanOrEqual(MIN_NON_TEXT_CONTRAST);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a brand whose only problem is a state: the navigation highlight under a pale primary', () => {
    // Readable at rest on white cards and a white page, but not on the navigation's highlight.
    const result = parseBranding({ primary: '#4a74a8', background: '#ffffff' });
    expect(contrastRatio('#4a74a8', '#ffffff')).toBeGreaterThan(4.5);
    expect(result.ok ? [] : result.errors).toEqual([
      expect.stringContaining('Hauptfarbe #4a74a8 und Hervorhebung der Navigation #e8f1f9'),
    ]);
  });
});
