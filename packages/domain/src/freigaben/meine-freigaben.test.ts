import { describe, expect, it } from 'vitest';
import {
  freigabenNewestFirst,
  type ProvidedContractItem,
  type ProvidedDocumentItem,
} from './meine-freigaben';

const vertrag = (id: number, at: string, neu = false): ProvidedContractItem => ({
  id,
  person_id: 1,
  sparte: 'hausrat',
  gesellschaft: 'ERGO',
  name: null,
  nummer: null,
  bereitgestellt_am: at,
  neu,
});
const dokument = (id: number, at: string, neu = false): ProvidedDocumentItem => ({
  id,
  filename: `f${id}`,
  original_filename: `Datei ${id}.pdf`,
  type: 'person',
  owner_id: 1,
  mime: 'application/pdf',
  size: 10,
  bereitgestellt_am: at,
  neu,
});

describe('Meine Freigaben in one list', () => {
  it('puts contracts and documents together, newest first, a tie contracts first then the higher id', () => {
    const entries = freigabenNewestFirst({
      vertraege: [vertrag(1, '2026-11-01T10:00:00.000Z'), vertrag(2, '2026-11-03T10:00:00.000Z', true)],
      dokumente: [dokument(7, '2026-11-02T10:00:00.000Z'), dokument(8, '2026-11-03T10:00:00.000Z')],
    });
    expect(entries.map((entry) => `${entry.kind}${entry.item.id}${entry.neu ? '*' : ''}`)).toEqual([
      'vertrag2*',
      'dokument8',
      'dokument7',
      'vertrag1',
    ]);
  });
});
