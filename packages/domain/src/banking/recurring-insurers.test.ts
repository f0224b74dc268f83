import { describe, expect, it } from 'vitest';
import { insurerOfCreditorName, insurersByCreditorId } from './recurring-insurers';

describe('insurerOfCreditorName', () => {
  it.each([
    ['HUK-COBURG', 'HUK-COBURG'],
    ['HUK-COBURG Versicherungsgruppe', 'HUK-COBURG'],
    ['huk coburg allgemeine versicherung ag', 'HUK-COBURG Allgemeine'],
    ['Allianz Versicherungs-AG', 'Allianz'],
    ['Allianz Lebensversicherungs-AG', 'Allianz Leben'],
    ['WUERTTEMBERGISCHE VERSICHERUNG AG', 'Württembergische'],
    ['R+V Allgemeine Versicherung AG', 'R+V'],
    ['Debeka Allgemeine Versicherung', 'Debeka Allgemeine'],
    ['DEVK Versicherungen', 'DEVK'],
    ['ARAG SE', 'ARAG'],
    ['ADAC Autoversicherung AG', 'ADAC Autoversicherung'],
    ['Barmenia Krankenversicherung AG', 'Barmenia Kranken'],
  ])('%s is %s', (name, kurzname) => {
    expect(insurerOfCreditorName(name)?.kurzname).toBe(kurzname);
  });

  it('takes a full name the bank cut off', () => {
    expect(insurerOfCreditorName('Gothaer Allgemeine Versich')?.kurzname).toBe('Gothaer');
  });

  it.each([
    ['Allianzwerk Bau GmbH'],
    ['Stadtwerke Coburg'],
    ['ADAC e.V.'],
    ['ADLER Modemärkte AG'],
    ['Europa-Park GmbH & Co Mack KG'],
    ['HU'],
    [''],
    [null],
  ])('knows no insurer in %s', (name) => {
    expect(insurerOfCreditorName(name)).toBeNull();
  });
});

describe('insurersByCreditorId', () => {
  it('gives a creditor id the insurer one of its entries names', () => {
    const found = insurersByCreditorId([
      { creditorId: 'DE12ZZZ00000000001', counterpartyName: 'HUK-COB.' },
      { creditorId: 'DE12ZZZ00000000001', counterpartyName: 'HUK-COBURG' },
      { creditorId: 'DE34ZZZ00000000002', counterpartyName: 'Stadtwerke Bonn' },
    ]);
    expect([...found].map(([id, insurer]) => [id, insurer.kurzname])).toEqual([
      ['DE12ZZZ00000000001', 'HUK-COBURG'],
    ]);
  });
});
