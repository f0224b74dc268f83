import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest, describedError, descriptions, input, setup, type } from './form-fields.harness';

cleanEachTest();

describe('FormFields: numbers', () => {
  it('numfield: German input, whole numbers with decimals 0, bounds', () => {
    const { submit, submitted } = setup([
      { name: 'kinder', title: 'Kinder', type: 'numfield', min: 0, max: 20, step: 1, decimals: 0 },
    ]);
    expect(input('Kinder').getAttribute('inputmode')).toBe('numeric');
    type('Kinder', '2,5');
    submit();
    expect(describedError(input('Kinder'))).toBe('Gebe eine gültige ganze Zahl ein.');
    type('Kinder', '21');
    submit();
    expect(describedError(input('Kinder'))).toBe('Der Wert darf höchstens 20 betragen.');
    type('Kinder', '3');
    submit();
    expect(submitted()).toEqual({ kinder: 3 });
  });

  it('numfield_hasrange: slider and number input are linked, euro amounts with comma decimals', () => {
    const { submit, submitted } = setup([
      {
        name: 'netto',
        title: 'Nettoeinkommen',
        type: 'numfield_hasrange',
        min: 0,
        max: 10_000,
        step: 100,
        decimals: 2,
        unit: '€',
      },
    ]);
    const slider = screen.getByRole('slider', { name: 'Nettoeinkommen – Schieberegler' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step]).toEqual(['0', '10000', '100']);
    expect(input('Nettoeinkommen').getAttribute('inputmode')).toBe('decimal');
    expect(descriptions(input('Nettoeinkommen'))).toEqual(['€']);
    fireEvent.change(slider, { target: { value: '1200' } });
    expect(input('Nettoeinkommen').value).toBe('1.200,00');
    type('Nettoeinkommen', '2500,5');
    // A browser snaps the slider to its step (2500); happy-dom keeps 2500.5.
    expect(Number(slider.value)).toBeCloseTo(2500, -1);
    fireEvent.blur(input('Nettoeinkommen'));
    expect(input('Nettoeinkommen').value).toBe('2.500,50');
    submit();
    expect(submitted()).toEqual({ netto: 2500.5 });
    type('Nettoeinkommen', '12,345');
    submit();
    expect(describedError(input('Nettoeinkommen'))).toBe(
      'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
    );
  });

  it('range: a percentage slider with its number input', () => {
    const { submit, submitted } = setup([
      { name: 'anteil', title: 'Anteil', type: 'range', min: 0, max: 100, step: 1, decimals: 0, unit: '%' },
    ]);
    const slider = screen.getByRole('slider', { name: 'Anteil – Schieberegler' });
    fireEvent.change(slider, { target: { value: '40' } });
    expect(input('Anteil').value).toBe('40');
    expect(slider.getAttribute('aria-valuetext')).toBe('40 %');
    submit();
    expect(submitted()).toEqual({ anteil: 40 });
  });

  it("numfield_unbegrenzt: the 'unbegrenzt' toggle switches to the sentinel 999999999 and back", () => {
    const { submit, submitted } = setup([
      { name: 'laufzeit', title: 'Laufzeit', type: 'numfield_unbegrenzt', min: 1, max: 99, decimals: 0 },
    ]);
    type('Laufzeit', '12');
    const toggle = screen.getByRole('switch', { name: 'Laufzeit: unbegrenzt' }) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(input('Laufzeit').value).toBe('unbegrenzt');
    expect(input('Laufzeit').disabled).toBe(true);
    submit();
    expect(submitted()).toEqual({ laufzeit: 999_999_999 });
    fireEvent.click(toggle);
    expect(input('Laufzeit').value).toBe('12');
    submit();
    expect(submitted()).toEqual({ laufzeit: 12 });
  });
});

describe('FormFields: choices', () => {
  it("dropdown: a select with the 'Bitte wählen' entry first", () => {
    const { submit, submitted } = setup([
      {
        name: 'stand',
        title: 'Familienstand',
        type: 'dropdown',
        required: true,
        options: [
          { value: 'LD', label: 'ledig' },
          { value: 'VH', label: 'verheiratet' },
        ],
      },
    ]);
    const select = screen.getByLabelText('Familienstand') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Bitte wählen',
      'ledig',
      'verheiratet',
    ]);
    submit();
    expect(describedError(select)).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(document.activeElement).toBe(select);
    fireEvent.change(select, { target: { value: 'VH' } });
    submit();
    expect(submitted()).toEqual({ stand: 'VH' });
  });

  it('radio: a labelled radio group; an error marks the group and focuses its first radio', () => {
    const { submit, submitted } = setup([
      {
        name: 'kv',
        title: 'Krankenversicherung',
        type: 'radio',
        required: true,
        options: [
          { value: 'pflicht', label: 'gesetzlich' },
          { value: 'privat', label: 'privat' },
        ],
      },
    ]);
    const group = screen.getByRole('radiogroup', { name: 'Krankenversicherung' });
    expect(group.getAttribute('aria-required')).toBe('true');
    submit();
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(group)).toEqual(['Dieses Feld ist ein Pflichtfeld.']);
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'gesetzlich' }));
    fireEvent.click(within(group).getByRole('radio', { name: 'privat' }));
    expect(group.getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(submitted()).toEqual({ kv: 'privat' });
  });

  it('radio_switch_toggle: a two-option switch (m/w) with its default', () => {
    const { submit, submitted } = setup([
      {
        name: 'gender',
        title: 'Geschlecht',
        type: 'radio_switch_toggle',
        default: 'm',
        options: [
          { value: 'm', label: 'männlich' },
          { value: 'w', label: 'weiblich' },
        ],
      },
    ]);
    const group = screen.getByRole('radiogroup', { name: 'Geschlecht' });
    expect((within(group).getByRole('radio', { name: 'männlich' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'weiblich' }));
    submit();
    expect(submitted()).toEqual({ gender: 'w' });
  });

  it("checkbox: '0' until checked, then '1'", () => {
    const { submit, submitted } = setup([
      { name: 'raucher', title: 'Raucher', type: 'checkbox', default: '0' },
    ]);
    submit();
    expect(submitted()).toEqual({ raucher: '0' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Raucher' }));
    submit();
    expect(submitted()).toEqual({ raucher: '1' });
  });
});
