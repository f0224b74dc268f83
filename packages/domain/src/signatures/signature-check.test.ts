import { describe, expect, it } from 'vitest';
import { signatureTexts } from '../texts/signatures';
import { idCheckProblems } from './signature-check';

const ID = '0b8c3f0e-6a51-4c1e-9f4b-2d7e8a9c1b23';
const HASH = 'a'.repeat(64);

describe('idCheckProblems', () => {
  it('takes the footer’s ID and hash, also pasted with spaces around or in capitals', () => {
    expect(idCheckProblems({ id: ID, hash: HASH })).toEqual([]);
    expect(idCheckProblems({ id: ` ${ID.toUpperCase()}\n`, hash: ` ${HASH.toUpperCase()} ` })).toEqual([]);
  });

  it('names each missing or malformed field with its German message', () => {
    expect(idCheckProblems({ id: '', hash: '' })).toEqual([
      `dokument_id=>${signatureTexts.idRequired}`,
      `hash=>${signatureTexts.hashRequired}`,
    ]);
    expect(idCheckProblems({ id: ID.replaceAll('-', ''), hash: HASH.slice(1) })).toEqual([
      `dokument_id=>${signatureTexts.idInvalid}`,
      `hash=>${signatureTexts.hashInvalid}`,
    ]);
    expect(idCheckProblems({ id: `${ID}x`, hash: `${'g'.repeat(64)}` })).toHaveLength(2);
  });
});
