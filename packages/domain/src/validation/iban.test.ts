import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationTexts } from '../texts/validation';
import {
  formatIban,
  ibanDetails,
  isValidIban,
  normaliseBic,
  normaliseIban,
  validateBic,
  validateIban,
} from './iban';

/** Builds an IBAN with correct mod-97 check digits for any BBAN, to test structure independently. */
function withCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

const valid = {
  DE: ['DE89370400440532013000', 'DE02120300000000202051', 'DE75512108001245126199'],
  AT: ['AT611904300234573201', 'AT022050302101023600'],
  CH: ['CH9300762011623852957', 'CH5604835012345678009'],
  NL: ['NL91ABNA0417164300', 'NL02ABNA0123456789'],
  GB: ['GB29NWBK60161331926819', 'GB82WEST12345698765432'],
};

describe('withCheckDigits (test helper)', () => {
  it('reproduces the check digits of known IBANs', () => {
    for (const iban of Object.values(valid).flat())
      expect(withCheckDigits(iban.slice(0, 2), iban.slice(4))).toBe(iban);
  });
});

describe('normaliseIban', () => {
  it.each([
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    [' DE89\t3704\u00a00044 0532 0130 00 ', 'DE89370400440532013000'],
    ['gb29nwbk60161331926819', 'GB29NWBK60161331926819'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseIban(input)).toBe(expected);
  });
});

describe('isValidIban', () => {
  for (const [country, ibans] of Object.entries(valid)) {
    it.each(ibans)(`accepts the ${country} IBAN %s`, (iban) => {
      expect(isValidIban(iban)).toBe(true);
      expect(isValidIban(formatIban(iban))).toBe(true);
      expect(isValidIban(formatIban(iban).toLowerCase())).toBe(true);
    });
  }

  const wrongCheckDigits = [
    'DE88370400440532013000',
    'DE89370400440532013001',
    'AT621904300234573201',
    'CH9400762011623852957',
    'NL92ABNA0417164300',
    'GB30NWBK60161331926819',
    'DE00370400440532013000',
    'DE99370400440532013000',
  ];
  it.each(wrongCheckDigits)('rejects wrong check digits %s', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  const wrongLength = [
    'DE8937040044053201300', // 21 instead of 22
    'DE893704004405320130001', // 23
    'AT61190430023457320', // 19 instead of 20
    'CH930076201162385295', // 20 instead of 21
    'NL91ABNA041716430', // 17 instead of 18
    'GB29NWBK6016133192681', // 21 instead of 22
    withCheckDigits('DE', '3704004405320130001'), // right check digits, one digit too many
    withCheckDigits('NL', 'ABNA041716430'), // right check digits, one digit short
  ];
  it.each(wrongLength)('rejects the wrong length %s', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  const wrongStructure = [
    withCheckDigits('DE', '37040044053201300A'), // DE: 18 digits
    withCheckDigits('NL', '1234041716430000'.slice(0, 14)), // NL: 4 letters then 10 digits
    withCheckDigits('GB', '1234601613319268'.padEnd(18, '0')), // GB: 4 letters then 14 digits
    withCheckDigits('AT', '1904300234573A01'),
  ];
  it.each(wrongStructure)('rejects a mod-97-correct IBAN with the wrong structure %s', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  const unknownCountry = [
    withCheckDigits('XX', '370400440532013000'),
    withCheckDigits('ZZ', 'ABNA0417164300'),
    withCheckDigits('US', '370400440532013000'), // a real country without IBAN
    '1289370400440532013000',
  ];
  it.each(unknownCountry)('rejects the unknown country %s', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it.each([
    '',
    ' ',
    'DE',
    'DE89',
    'IBAN',
    'DE89-3704-0044-0532-0130-00',
    'DE89370400440532013000!',
    'X'.repeat(40),
  ])('rejects garbage %j', (input) => {
    expect(isValidIban(input)).toBe(false);
  });

  it('accepts IBANs composed for other registry countries', () => {
    expect(isValidIban('FR1420041010050500013M02606')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
  });

  it('detects every single changed digit of a valid IBAN (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(valid).flat()),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (iban, at, delta) => {
          const positions = [...iban]
            .map((char, index) => (/\d/.test(char) ? index : -1))
            .filter((index) => index >= 2);
          const index = positions[at % positions.length] as number;
          const changed = `${iban.slice(0, index)}${(Number(iban[index]) + delta) % 10}${iban.slice(index + 1)}`;
          expect(isValidIban(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('validateIban', () => {
  it('returns the normalised IBAN', () => {
    expect(validateIban('de89 3704 0044 0532 0130 00')).toEqual({ ok: true, iban: 'DE89370400440532013000' });
  });

  it('rejects with the spec text', () => {
    expect(validateIban('DE88370400440532013000')).toEqual({
      ok: false,
      message: 'Bitte gebe eine gültige IBAN ein.',
    });
    expect(validationTexts.iban).toBe('Bitte gebe eine gültige IBAN ein.');
  });

  it('accepts empty when not required and requires a value when required', () => {
    expect(validateIban('')).toEqual({ ok: true, iban: '' });
    expect(validateIban('   ')).toEqual({ ok: true, iban: '' });
    expect(validateIban(null)).toEqual({ ok: true, iban: '' });
    expect(validateIban(undefined, { required: true })).toEqual({
      ok: false,
      message: 'Dieses Feld ist ein Pflichtfeld.',
    });
  });
});

describe('formatIban', () => {
  it.each([
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['de89 370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['AT611904300234573201', 'AT61 1904 3002 3457 3201'],
    ['CH9300762011623852957', 'CH93 0076 2011 6238 5295 7'],
    ['NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'],
    ['GB29NWBK60161331926819', 'GB29 NWBK 6016 1331 9268 19'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(formatIban(input)).toBe(expected);
  });

  it('shows any input in groups of four (the last one shorter), stable when formatted again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ]{0,40}$/), (input) => {
        const formatted = formatIban(input);
        expect(formatIban(formatted)).toBe(formatted);
        expect(formatted.replaceAll(' ', '')).toBe(normaliseIban(input));
        const groups = formatted ? formatted.split(' ') : [];
        expect(groups.slice(0, -1).every((group) => group.length === 4)).toBe(true);
        expect((groups.at(-1) ?? 'x').length).toBeGreaterThanOrEqual(1);
        expect((groups.at(-1) ?? '').length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('ibanDetails', () => {
  it('derives country and Bankleitzahl of a German IBAN', () => {
    expect(ibanDetails('DE89 3704 0044 0532 0130 00')).toEqual({
      countryCode: 'DE',
      countryName: 'Deutschland',
      sepa: true,
      bban: '370400440532013000',
      bankIdentifier: '37040044',
      bankleitzahl: '37040044',
      accountNumber: '0532013000',
    });
  });

  it('derives the bank code of other countries but no Bankleitzahl', () => {
    expect(ibanDetails('AT611904300234573201')).toMatchObject({
      countryCode: 'AT',
      countryName: 'Österreich',
      bankIdentifier: '19043',
    });
    expect(ibanDetails('CH9300762011623852957')).toMatchObject({ countryCode: 'CH', countryName: 'Schweiz' });
    expect(ibanDetails('NL91ABNA0417164300')).toMatchObject({ countryCode: 'NL', bankIdentifier: 'ABNA' });
    expect(ibanDetails('GB29NWBK60161331926819')).toMatchObject({
      countryCode: 'GB',
      countryName: 'Vereinigtes Königreich',
    });
    expect(ibanDetails('NL91ABNA0417164300')?.bankleitzahl).toBeUndefined();
  });

  it('gives nothing for an invalid IBAN', () => {
    expect(ibanDetails('DE88370400440532013000')).toBeNull();
    expect(ibanDetails('')).toBeNull();
  });
});

describe('validateBic', () => {
  it.each(['COBADEFFXXX', 'COBADEFF', 'cobadeff xxx', 'ABNANL2A', 'NWBKGB2L', 'BKAUATWW', 'UBSWCHZH80A'])(
    'accepts %j',
    (bic) => {
      expect(validateBic(bic)).toEqual({ ok: true, bic: normaliseBic(bic) });
    },
  );

  it.each([
    'COBA',
    'COBADEF',
    'COBADEFFXX',
    'COBADEFFXXXX',
    'COB4DEFF',
    'COBAXXFF',
    'COBA-DE-FF',
    'ÄBCDEFFX',
  ])('rejects %j', (bic) => {
    expect(validateBic(bic)).toEqual({ ok: false, message: validationTexts.bic });
  });

  it('accepts empty unless required', () => {
    expect(validateBic('')).toEqual({ ok: true, bic: '' });
    expect(validateBic(' ', { required: true })).toEqual({
      ok: false,
      message: 'Dieses Feld ist ein Pflichtfeld.',
    });
  });
});
