import { CURRENCY, LOCALE } from '../constants';

const euroFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '1.234,50 €' (spec section 9; the space before € is a no-break space), '' for no number. */
export function formatEuro(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? euroFormat.format(amount) : '';
}
