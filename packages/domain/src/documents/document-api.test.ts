import { describe, expect, it } from 'vitest';
import { DOCUMENT_NAME_MAX_LENGTH } from '../constants';
import { documentTexts } from '../texts/documents';
import { isKnownDirectory } from './categories';
import { documentLink, documentNameProblem } from './document-api';
import { documentUpdateProblems, documentUpdateSchema } from './document-update';

describe('document names', () => {
  it('takes a name of 1 and of 255 characters, refuses an empty one and 256 characters', () => {
    expect(documentNameProblem('a')).toBeNull();
    expect(documentNameProblem('ä'.repeat(DOCUMENT_NAME_MAX_LENGTH))).toBeNull();
    expect(documentNameProblem('  ')).toBe(documentTexts.nameRequired);
    expect(documentNameProblem('a'.repeat(DOCUMENT_NAME_MAX_LENGTH + 1))).toBe(
      documentTexts.nameTooLong(255),
    );
  });

  it('refuses control characters and paths', () => {
    for (const name of ['a\u0000.pdf', 'a\n.pdf', '../a.pdf', 'a\\b.pdf']) {
      expect(documentNameProblem(name), name).toBe(documentTexts.nameInvalid);
    }
  });
});

describe('document updates', () => {
  it('keeps the stored extension (any case) and knows only the listed directories and eigene', () => {
    expect(documentUpdateProblems({ original_filename: 'Neu.PDF' }, 'alt.pdf')).toEqual([]);
    expect(documentUpdateProblems({ original_filename: 'Neu.txt' }, 'alt.pdf')).toEqual([
      `original_filename=>${documentTexts.keepExtension('pdf')}`,
    ]);
    expect(documentUpdateProblems({ directory: '', kategorie: 'eigene' }, 'a.pdf')).toEqual([]);
    expect(documentUpdateProblems({ directory: 'Versicherungen', kategorie: 'x' }, 'a.pdf')).toEqual([
      `directory=>${documentTexts.unknownDirectory}`,
      `kategorie=>${documentTexts.unknownKategorie}`,
    ]);
  });

  it('refuses a field it does not know', () => {
    expect(documentUpdateSchema.safeParse({ original_filename: 'a.pdf', owner_id: 3 }).success).toBe(false);
  });

  it('knows main/sub directories, not a main directory alone or a climb out', () => {
    expect(isKnownDirectory('Versicherungen/Kfz')).toBe(true);
    expect(isKnownDirectory('Versicherungen')).toBe(false);
    expect(isKnownDirectory('Versicherungen/../Kfz')).toBe(false);
  });

  it('links a file under its owner, the name encoded', () => {
    expect(documentLink('person', 7, 'dok-1.pdf')).toBe('/api/persons/7/documents/dok-1.pdf');
    expect(documentLink('inquire', 2, 'a b.pdf')).toBe('/api/inquire/2/documents/a%20b.pdf');
  });
});
