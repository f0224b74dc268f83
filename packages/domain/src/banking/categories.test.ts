import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CategorizedEntry, categorize, counterpartyKey } from './categories';
import { TRANSACTION_CATEGORIES, type TransactionCategory } from './statement';

const entry = (
  euros: number,
  counterpartyName: string | null,
  purpose = '',
  extra: Partial<CategorizedEntry> = {},
): CategorizedEntry => ({
  amountCents: Math.round(euros * 100),
  counterpartyName,
  counterpartyIban: null,
  creditorId: null,
  purpose,
  ...extra,
});

const none = new Map<string, TransactionCategory>();

describe('categorize: one rule a row', () => {
  const rows: [string, CategorizedEntry, TransactionCategory][] = [
    ['salary', entry(3150, 'Muster Maschinenbau GmbH', 'LOHN/GEHALT 10/2026'), 'einkommen'],
    ['salary in a compound word', entry(2890, 'Stadt Köln', 'Monatsgehalt Oktober'), 'einkommen'],
    ['pension', entry(1420.5, 'Deutsche Rentenversicherung Bund', 'RV-Rente 11/26'), 'einkommen'],
    ['child benefit', entry(255, 'Bundesagentur für Arbeit - Familienkasse', 'KG 123FK456789'), 'einkommen'],
    ['civil servant pay', entry(4100, 'Landesamt für Finanzen', 'Bezüge November'), 'einkommen'],
    ['a credit without income words', entry(49.99, 'Zalando SE', 'Erstattung Retoure'), 'sonstiges'],
    [
      'a credit given back is filed where its debit was',
      entry(12.4, 'Stadtwerke Bonn', 'Guthaben Strom'),
      'energie',
    ],
    ['an insurer’s refund', entry(20, 'HUK-COBURG', 'Beitragsrückerstattung 2026'), 'versicherung'],
    ['a returned debit', entry(89, 'Stadtwerke Bonn', 'Abschlag', { reversal: true }), 'energie'],
    [
      'a credit with cost words but no refund stays other',
      entry(12.4, 'Stadtwerke Bonn', 'Strom'),
      'sonstiges',
    ],
    ['interest on a balance is no refund', entry(3.1, null, 'Guthabenzinsen'), 'sonstiges'],
    ['rent', entry(-890, 'Hausverwaltung Schmitz', 'Miete Dezember Whg 3 OG'), 'miete'],
    [
      'rent of a housing cooperative',
      entry(-640, 'Wohnungsbaugenossenschaft Rhein eG', 'Nutzungsgebühr'),
      'miete',
    ],
    ['service charges', entry(-310, 'WEG Lindenstraße 4', 'Hausgeld 12/2026'), 'miete'],
    ['electricity', entry(-78, 'Grünwerk GmbH', 'Abschlag Strom Vertragskonto 4711'), 'energie'],
    ['public utility', entry(-96, 'Stadtwerke Musterstadt GmbH', 'Abschlag 11/2026'), 'energie'],
    ['gas as a whole word', entry(-64, 'Thüga AG', 'Gas Abschlag'), 'energie'],
    ['gas never inside a word', entry(-23.5, 'Gasthaus zur Post', 'Rechnung 88'), 'sonstiges'],
    ['an energy supplier by name', entry(-81, 'E.ON Energie Deutschland GmbH', 'Kd-Nr 1234'), 'energie'],
    ['an insurer of the list by name', entry(-54.3, 'HUK-COBURG', 'Beitrag 12/2026'), 'versicherung'],
    [
      'an insurer with its legal form',
      entry(-12.9, 'Allianz Versicherungs-AG', 'Vertrag AS-556'),
      'versicherung',
    ],
    ['insurance words', entry(-9.5, 'Muster Assekuranz', 'Handyversicherung Vertrag 123'), 'versicherung'],
    [
      'an insurer’s “Rate” is insurance, not a loan',
      entry(-33, 'DEVK', 'Rate KFZ-Vers. K-AB 123'),
      'versicherung',
    ],
    ['loan', entry(-420, 'Sparkasse KölnBonn', 'Darlehen 9988776 Zins/Tilgung'), 'kredit'],
    ['building loan', entry(-650, 'Baufi Bank AG', 'Baudarlehen 1234'), 'kredit'],
    ['instalment', entry(-89, 'Santander Consumer Bank', 'Rate 14 von 36'), 'kredit'],
    ['streaming', entry(-13.99, 'Netflix International B.V.', ''), 'abo'],
    ['mobile', entry(-29.99, 'Telefonica Germany GmbH', 'O2 Rechnung 11/26'), 'abo'],
    ['gym', entry(-34.9, 'FitnessPark Süd', 'Mitgliedsbeitrag'), 'abo'],
    ['broadcasting fee', entry(-55.08, 'Rundfunk ARD, ZDF, DRadio', 'Beitragsnummer 123'), 'abo'],
    ['nothing known', entry(-42.17, 'REWE Markt GmbH', 'Kartenzahlung'), 'sonstiges'],
    ['no counterparty at all', entry(-200, null, 'Bargeldauszahlung'), 'sonstiges'],
  ];
  it.each(rows)('%s', (_name, value, category) => {
    expect(categorize(value, none)).toBe(category);
  });
});

describe('categorize: what the customer taught', () => {
  it('takes the correction for that counterparty over every rule', () => {
    const rent = entry(-890, 'Hausverwaltung Schmitz GmbH', 'Miete Dezember');
    const learned = new Map<string, TransactionCategory>([['name:hausverwaltung schmitz', 'sonstiges']]);
    expect(categorize(rent, learned)).toBe('sonstiges');
  });

  it('teaches credits too (a sublet room is income)', () => {
    const credit = entry(300, 'Lena Vogt', 'Zimmer Januar');
    expect(categorize(credit, new Map([[counterpartyKey(credit) ?? '', 'einkommen']]))).toBe('einkommen');
  });

  it('wins for any entry that names a counterparty, whatever its words (property)', () => {
    const anyEntry = fc.record({
      amountCents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      counterpartyName: fc.option(
        fc.constantFrom('HUK-COBURG', 'Stadtwerke Bonn', 'Netflix', 'Lena Vogt', ' '),
      ),
      counterpartyIban: fc.option(fc.constant('DE89370400440532013000')),
      creditorId: fc.option(fc.constant('DE98ZZZ09999999999')),
      purpose: fc.constantFrom('', 'Miete Dezember', 'Gehalt', 'Darlehen Rate 3', 'Abschlag Strom'),
    });
    fc.assert(
      fc.property(anyEntry, fc.constantFrom(...TRANSACTION_CATEGORIES), (value, category) => {
        const key = counterpartyKey(value);
        fc.pre(key !== null);
        expect(categorize(value, new Map([[key as string, category]]))).toBe(category);
      }),
      { seed: 33, numRuns: 300 },
    );
  });

  it('leaves other counterparties to the rules', () => {
    const learned = new Map<string, TransactionCategory>([['name:hausverwaltung schmitz', 'sonstiges']]);
    expect(categorize(entry(-96, 'Stadtwerke Bonn', 'Abschlag'), learned)).toBe('energie');
  });
});

describe('counterpartyKey', () => {
  it('is the name folded, without legal forms, so spellings of one counterparty meet', () => {
    const a = counterpartyKey(entry(-1, 'Stadtwerke Müllheim GmbH & Co. KG'));
    expect(a).toBe('name:stadtwerke mullheim &');
    expect(counterpartyKey(entry(-1, 'STADTWERKE MUELLHEIM GMBH & CO KG'))).toBe(a);
  });

  it('is the creditor id without a name', () => {
    expect(counterpartyKey(entry(-1, null, '', { creditorId: 'de98zzz09999999999' }))).toBe(
      'glaeubiger:DE98ZZZ09999999999',
    );
  });

  it('is the IBAN without a name or creditor id', () => {
    expect(counterpartyKey(entry(-1, '  ', '', { counterpartyIban: 'DE89 3704 0044 0532 0130 00' }))).toBe(
      'iban:DE89370400440532013000',
    );
  });

  it('is null when the entry names nobody', () => {
    expect(counterpartyKey(entry(-1, null, 'Auszahlung'))).toBeNull();
  });
});
