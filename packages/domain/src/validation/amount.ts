import { LOCALE } from '../constants';

import { validationTexts } from '../texts/validation';

/** Amount rule of spec section 5. */

export const AMOUNT_DECIMALS = 2;
/** At most 13 integer digits, so cents stay exact in a double and fit a numeric(15,2) column. */
const MAX_INTEGER_DIGITS = 13;

export type AmountResult = { ok: true; value: number } | { ok: false; message: string };

const GERMAN = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/; // '1.234,56', '1234,5', '1234'
const DOTTED = /^(-)?(\d+)\.(\d{1,2})$/; // '1234.56', '1234.5' (a decimal point, not a thousands dot)

function invalid(decimals: number): AmountResult {
  return { ok: false, message: decimals === 0 ? validationTexts.integer : validationTexts.amount };
}

/**
 * Parses a number typed in German ('1.234,56', '1234,5', '1.234') or with a decimal point
 * ('1234.56'), or given as a number, with at most `decimals` decimals (default 2).
 * A dot followed by exactly three digits is a thousands separator ('1.234' is 1234); a dot
 * followed by one or two digits is a decimal point. Spaces around are ignored, none inside.
 * Empty input is an error here; the form engine handles empty optional fields before.
 */
export function parseAmount(input: string | number, decimals: number = AMOUNT_DECIMALS): AmountResult {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return invalid(decimals);
    const text = Math.abs(input).toFixed(decimals);
    if (Number(text) !== Math.abs(input)) return invalid(decimals);
    return parseAmount(`${input < 0 ? '-' : ''}${text.replace('.', ',')}`, decimals);
  }
  const text = input.trim();
  let sign: string | undefined;
  let integer: string;
  let fraction = '';
  const german = GERMAN.exec(text);
  const dotted = german ? null : DOTTED.exec(text);
  if (german) {
    [, sign, integer = '', fraction = ''] = german;
    integer = integer.replaceAll('.', '');
  } else if (dotted) {
    [, sign, integer = '', fraction = ''] = dotted;
  } else {
    return invalid(decimals);
  }
  if (fraction.length > decimals) return invalid(decimals);
  if (integer.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS) return invalid(decimals);
  const value = Number(`${integer}.${fraction || '0'}`);
  return { ok: true, value: sign && value !== 0 ? -value : value };
}

/** Number of decimals of a finite number as written in its shortest form (1.5 → 1, 100 → 0). */
export function decimalPlaces(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** German display: '1.234,56' (decimals fixed, default 2); `unit` appended with a space ('50 %', '12,00 €'). */
export function formatAmount(value: number, options: { decimals?: number; unit?: string } = {}): string {
  const decimals = options.decimals ?? AMOUNT_DECIMALS;
  const key = String(decimals);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  const text = formatter.format(value);
  return options.unit ? `${text} ${options.unit}` : text;
}

/** German display without fixed decimals: 10000 → '10.000', 2.5 → '2,5'. */
export function formatNumber(value: number, unit?: string): string {
  const text = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 20 }).format(value);
  return unit ? `${text} ${unit}` : text;
}
