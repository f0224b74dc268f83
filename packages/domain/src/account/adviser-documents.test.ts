import { describe, expect, it } from 'vitest';
import { adviserDocuments } from './adviser-documents';
import { resolveConfig } from './config-flags';
import { type AccountTyp, type Agent, accountTypes } from './user';

const broker: Agent = {
  id: 1,
  typ: '93HGB',
  anrede: 'Herr',
  vorname: 'Thomas',
  name: 'Berger',
  firma: null,
  email: null,
  phone: null,
  mobile: null,
  avatar: null,
  logo: null,
  css: null,
  branding: null,
  empfehlungsgeber_art: 'versicherungsvermittler',
  registernummer: null,
  hauptadresse: { co: null, address: null, addressnumber: null, streetcode: null, city: null },
};

const allOn = resolveConfig({
  beraterdokumente: { maklervollmacht: true, einwilligungserklaerung: true, erstinformation: true },
});

function account(account_typ: AccountTyp, overrides: { agent?: Agent | null; config?: typeof allOn } = {}) {
  return { account_typ, agent: broker, config: allOn, ...overrides };
}

describe('adviserDocuments', () => {
  it('covers every account type', () => {
    expect([...accountTypes].sort()).toEqual(['makler', 'makler_light']);
  });

  it("shows a 'makler' account the documents its adviser switched on, in the spec's order", () => {
    expect(adviserDocuments(account('makler'))).toEqual([
      { key: 'maklervollmacht', title: 'Maklervollmacht' },
      { key: 'einwilligungserklaerung', title: 'Einwilligungserklärung' },
      { key: 'erstinformation', title: 'Erstinformation' },
    ]);
  });

  it('shows a makler_light account none, even with every document switched on (spec section 6)', () => {
    expect(adviserDocuments(account('makler_light'))).toEqual([]);
  });

  it('shows an account without an adviser none', () => {
    expect(adviserDocuments(account('makler', { agent: null }))).toEqual([]);
    expect(adviserDocuments(account('makler_light', { agent: null }))).toEqual([]);
  });

  it('leaves out documents that are off or not set, and keys it does not know', () => {
    const config = resolveConfig({
      beraterdokumente: { maklervollmacht: false, erstinformation: true, sonstiges: true },
    });
    expect(adviserDocuments(account('makler', { config }))).toEqual([
      { key: 'erstinformation', title: 'Erstinformation' },
    ]);
    expect(adviserDocuments(account('makler', { config: resolveConfig({}) }))).toEqual([]);
  });

  it("names the mandate 'Betreuungsauftrag und Vollmacht' when the adviser is not a broker", () => {
    const tiedAgent = { ...broker, typ: '84HGB' };
    expect(adviserDocuments(account('makler', { agent: tiedAgent }))[0]).toEqual({
      key: 'maklervollmacht',
      title: 'Betreuungsauftrag und Vollmacht',
    });
  });
});
