import { describe, expect, it } from 'vitest';
import { contractFields } from './catalogue/contract';
import { fieldByName } from './catalogue/index';
import { fieldDisplayText } from './field-display';

const field = (name: string) => {
  const definition = fieldByName(contractFields, name);
  if (!definition) throw new Error(name);
  return definition;
};

describe('fieldDisplayText', () => {
  it('writes dates, amounts with their unit, choices and checkboxes the German way', () => {
    expect(fieldDisplayText(field('v_ende_am'), '2027-01-01')).toBe('01.01.2027');
    expect(fieldDisplayText(field('beitrag'), 1234.5)).toBe('1.234,50 €');
    expect(fieldDisplayText(field('kf_wert'), 3)).toBe('3');
    expect(fieldDisplayText(field('kf_ende'), 'quartal')).toBe('zum Quartalsende');
    expect(fieldDisplayText(field('ablaufberechnung'), 1)).toBe('Ja');
    expect(fieldDisplayText(field('name'), 'Privathaftpflicht Smart')).toBe('Privathaftpflicht Smart');
  });

  it('leaves an empty value empty', () => {
    expect(fieldDisplayText(field('beginn'), null)).toBe('');
    expect(fieldDisplayText(field('name'), '')).toBe('');
  });
});
