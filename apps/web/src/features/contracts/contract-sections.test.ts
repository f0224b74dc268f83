import { describe, expect, it } from 'vitest';
import { contractSections } from './contract-sections';
import { contractDefinitions } from './use-contract-form';

const persons = [{ value: '11', label: 'Max Mustermann' }];

describe('contract form sections', () => {
  it('places every field of the form exactly once', () => {
    const definitions = contractDefinitions(persons);
    const placed = contractSections(definitions, 'riester').flatMap((section) =>
      section.parts.flatMap((part) => (part.kind === 'note' ? [] : part.definitions.map((d) => d.name))),
    );
    expect([...placed].sort()).toEqual(definitions.map((definition) => definition.name).sort());
  });

  it('groups the periods as fieldsets with short labels', () => {
    const groups = contractSections(contractDefinitions(persons)).flatMap((section) =>
      section.parts.flatMap((part) =>
        part.kind === 'group'
          ? [[part.legend, part.definitions.map((d) => `${d.name}:${d.title}`)] as const]
          : [],
      ),
    );
    expect(groups).toEqual([
      ['Mindestlaufzeit', ['mindestlaufzeit_wert:Dauer', 'mindestlaufzeit_einheit:Einheit']],
      [
        'Verlängerung',
        [
          'automatische_verlaengerung:Laufzeit',
          'kf_verlaengert_wert:Verlängert sich um',
          'kf_verlaengert_einheit:Einheit',
        ],
      ],
      ['Kündigungsfrist', ['kf_wert:Dauer', 'kf_einheit:Einheit', 'kf_ende:Kündigung zum']],
    ]);
  });

  it('shows the expected pension only for a pension Sparte', () => {
    const names = (sparte: string | null) =>
      contractSections(contractDefinitions(persons), sparte).flatMap((section) =>
        section.parts.flatMap((part) => (part.kind === 'note' ? [] : part.definitions.map((d) => d.name))),
      );
    for (const sparte of ['riester', 'bav']) {
      expect(names(sparte)).toEqual(expect.arrayContaining(['rente_garantiert_mtl', 'rente_prognose_mtl']));
    }
    for (const sparte of ['hausrat', null]) {
      expect(names(sparte)).not.toContain('rente_garantiert_mtl');
      expect(names(sparte)).not.toContain('rente_prognose_mtl');
    }
  });

  it('still shows a field no section names, in the first section', () => {
    const extra = { name: 'neu', title: 'Neues Feld', type: 'textfield' as const };
    const [first] = contractSections([...contractDefinitions(persons), extra]);
    expect(first?.parts.at(-1)).toEqual({ kind: 'fields', definitions: [extra] });
  });
});
