import { describe, expect, it } from 'vitest';
import { formTexts } from './form';

describe('formTexts', () => {
  it('formats bounds in German', () => {
    expect(formTexts.minLength(2)).toBe('Bitte gib mindestens 2 Zeichen ein.');
    expect(formTexts.maxLength(255)).toBe('Bitte gib höchstens 255 Zeichen ein.');
    expect(formTexts.min(0)).toBe('Der Wert muss mindestens 0 betragen.');
    expect(formTexts.max(10000, '€')).toBe('Der Wert darf höchstens 10.000 € betragen.');
    expect(formTexts.max(100, '%')).toBe('Der Wert darf höchstens 100 % betragen.');
    expect(formTexts.unlimited).toBe('unbegrenzt');
  });

  it('describes date bounds in German', () => {
    expect(formTexts.dateBounds('morgen')).toBe('frühestens morgen');
    expect(formTexts.dateBounds(undefined, 'today')).toBe('höchstens heute');
    expect(formTexts.dateBounds('today', 'morgen')).toBe('frühestens heute, höchstens morgen');
    expect(formTexts.dateBounds('2020-01-01', '2030-12-31')).toBe(
      'frühestens 01.01.2020, höchstens 31.12.2030',
    );
    expect(formTexts.dateBounds()).toBe('');
    expect(formTexts.datePlaceholder).toBe('TT.MM.JJJJ');
  });

  it("asks before unsaved changes are left, in the app's Du form and the workspace's Sie", () => {
    expect(formTexts.unsavedChanges).toEqual({
      title: 'Ungespeicherte Änderungen',
      text: 'Du hast Änderungen, die noch nicht gespeichert sind. Seite verlassen und Änderungen verwerfen?',
      textSie:
        'Sie haben Änderungen, die noch nicht gespeichert sind. Seite verlassen und Änderungen verwerfen?',
      discard: 'Verwerfen',
      keepEditing: 'Weiter bearbeiten',
    });
  });
});
