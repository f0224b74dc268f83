import { describe, expect, it } from 'vitest';
import { INSURERS, type Insurer, searchInsurers } from './insurers';

const names = (insurers: readonly Insurer[]) => insurers.map((insurer) => insurer.name);

/** Lower case with umlauts folded the simple way, enough to tell word starts from inner matches. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

describe('INSURERS', () => {
  it('has several hundred entries', () => {
    expect(INSURERS.length).toBeGreaterThanOrEqual(300);
  });

  it('has trimmed, non-empty names and short names', () => {
    for (const insurer of INSURERS) {
      expect(insurer.name).toBe(insurer.name.trim());
      expect(insurer.name).not.toBe('');
      expect(insurer.kurzname).toBe(insurer.kurzname.trim());
      expect(insurer.kurzname).not.toBe('');
    }
  });

  it('has unique names', () => {
    expect(new Set(names(INSURERS)).size).toBe(INSURERS.length);
  });

  it('is sorted by name in German collation', () => {
    const sorted = [...names(INSURERS)].sort((a, b) => a.localeCompare(b, 'de'));
    expect(names(INSURERS)).toEqual(sorted);
  });

  it('has 4-digit BaFin register numbers where present and omits the property otherwise', () => {
    for (const insurer of INSURERS) {
      if ('bafin' in insurer) expect(insurer.bafin).toMatch(/^\d{4}$/);
    }
    const numbers = INSURERS.flatMap((insurer) => (insurer.bafin === undefined ? [] : [insurer.bafin]));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('carries the well-known register numbers', () => {
    const byName = new Map(INSURERS.map((insurer) => [insurer.name, insurer]));
    expect(byName.get('Allianz Versicherungs-AG')).toEqual({
      name: 'Allianz Versicherungs-AG',
      kurzname: 'Allianz',
      bafin: '5312',
    });
    expect(byName.get('DEVK Allgemeine Versicherungs-AG')?.kurzname).toBe('DEVK');
    expect(
      byName.get(
        'HUK-COBURG Haftpflicht-Unterstützungs-Kasse kraftfahrender Beamter Deutschlands a.G. in Coburg',
      )?.kurzname,
    ).toBe('HUK-COBURG');
  });
});

describe('searchInsurers', () => {
  it('returns nothing for an empty or blank query', () => {
    expect(searchInsurers('')).toEqual([]);
    expect(searchInsurers('   ')).toEqual([]);
    expect(searchInsurers('a.G.')).toEqual([]);
  });

  it('finds Allianz Versicherungs-AG first for "allianz"', () => {
    const found = searchInsurers('allianz');
    expect(found[0]?.name).toBe('Allianz Versicherungs-AG');
    expect(found.length).toBeGreaterThan(1);
    for (const insurer of found) expect(plain(`${insurer.kurzname} ${insurer.name}`)).toContain('allianz');
  });

  it('finds HUK-COBURG for "huk"', () => {
    expect(names(searchInsurers('huk'))).toContain(
      'HUK-COBURG Haftpflicht-Unterstützungs-Kasse kraftfahrender Beamter Deutschlands a.G. in Coburg',
    );
    expect(searchInsurers('HUK-Coburg')[0]?.kurzname).toBe('HUK-COBURG');
    expect(searchInsurers('huk coburg')[0]?.kurzname).toBe('HUK-COBURG');
  });

  it('treats ü, ue and u alike', () => {
    for (const query of ['württembergische', 'wurttembergische', 'wuerttembergische', 'WÜRTTEMBERGISCHE']) {
      const found = searchInsurers(query);
      expect(found[0]?.name, query).toBe('Württembergische Versicherung AG');
      expect(names(found), query).toContain('Württembergische Lebensversicherung AG');
    }
    expect(searchInsurers('muenchener verein')[0]).toEqual(searchInsurers('münchener verein')[0]);
    expect(searchInsurers('aerzteversicherung')[0]?.name).toBe('Deutsche Ärzteversicherung AG');
  });

  it('treats ß as ss', () => {
    expect(names(searchInsurers('strassenbahnen'))).toContain(
      'Pensionskasse Deutscher Eisenbahnen und Straßenbahnen VVaG',
    );
  });

  it('ignores legal forms, dots and hyphens', () => {
    expect(searchInsurers('HUK24 AG')[0]?.name).toBe('HUK24 AG');
    expect(searchInsurers('VHV a.G.')[0]?.name).toBe('VHV Allgemeine Versicherung AG');
    expect(searchInsurers('vhv vereinigte hannoversche a.g.')[0]?.name).toBe(
      'VHV Vereinigte Hannoversche Versicherung a.G.',
    );
    expect(searchInsurers('Gothaer Versicherungsbank VVaG')[0]?.name).toBe('Gothaer Versicherungsbank VVaG');
    expect(searchInsurers('r + v leben')[0]?.name).toBe('R + V Lebensversicherung a.G.');
    expect(searchInsurers('ergo-direkt')[0]?.name).toBe('ERGO Direkt Versicherung AG');
    expect(searchInsurers('lloyds')[0]?.kurzname).toBe("Lloyd's");
  });

  /** True once the query only occurs inside words, never again false: word-start matches come first. */
  const expectWordStartsFirst = (found: readonly Insurer[], query: string) => {
    const atWordStart = found.map((insurer) =>
      new RegExp(`(^|[^a-z])${query}`).test(plain(`${insurer.kurzname} ${insurer.name}`)),
    );
    const firstInner = atWordStart.indexOf(false);
    if (firstInner >= 0) expect(atWordStart.slice(firstInner)).not.toContain(true);
    return firstInner;
  };

  it('ranks "ERGO …" matches before names that only contain the query', () => {
    const found = searchInsurers('ergo', 100);
    const ergo = INSURERS.filter((insurer) => insurer.name.startsWith('ERGO '));
    expect(ergo.length).toBeGreaterThan(3);
    expect(found[0]?.name).toBe('ERGO Versicherung AG');
    expect(names(found.slice(0, ergo.length)).sort()).toEqual(names(ergo).sort());
    expectWordStartsFirst(found, 'ergo');
  });

  it('ranks word-start matches before matches inside a word', () => {
    const found = searchInsurers('kranken', 1000);
    const firstInner = expectWordStartsFirst(found, 'kranken');
    expect(firstInner).toBeGreaterThan(10);
    const inner = names(found.slice(firstInner));
    expect(inner).toContain('Bayerische Beamtenkrankenkasse AG');
    expect(inner).toContain('Landeskrankenhilfe V.V.a.G.');
    expect(names(found.slice(0, firstInner))).toContain('DKV Deutsche Krankenversicherung AG');
  });

  it('matches several words in any order', () => {
    expect(names(searchInsurers('kranken allianz'))).toContain('Allianz Private Krankenversicherungs-AG');
  });

  it('respects the limit', () => {
    expect(searchInsurers('versicherung')).toHaveLength(20);
    expect(searchInsurers('versicherung', 5)).toHaveLength(5);
    expect(searchInsurers('versicherung', 0)).toEqual([]);
    expect(searchInsurers('allianz', 1)).toHaveLength(1);
  });
});
