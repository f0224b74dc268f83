/** How a voucher type is shown (spec section 9): amazon dark as a card, paypal yellow as a card, others grey. */
export type VoucherDisplay = { background: 'dark' | 'yellow' | 'grey'; card: boolean };
export type VoucherType = { type: string; displayName: string; display: VoucherDisplay };

export const VOUCHER_TYPES: readonly VoucherType[] = [
  { type: 'amazon', displayName: 'Amazon-Gutschein', display: { background: 'dark', card: true } },
  { type: 'paypal', displayName: 'PayPal-Guthaben', display: { background: 'yellow', card: true } },
  { type: 'wunschgutschein', displayName: 'Wunschgutschein', display: { background: 'grey', card: false } },
];

const DEFAULT_DISPLAY: VoucherDisplay = { background: 'grey', card: false };

export function isVoucherType(type: string): boolean {
  return VOUCHER_TYPES.some((voucher) => voucher.type === type);
}

/** The display of a voucher type; an unknown type is shown the default way (grey, no card). */
export function voucherDisplay(type: string): VoucherDisplay {
  return VOUCHER_TYPES.find((voucher) => voucher.type === type)?.display ?? DEFAULT_DISPLAY;
}

export function voucherName(type: string): string {
  return VOUCHER_TYPES.find((voucher) => voucher.type === type)?.displayName ?? type;
}
