import { describe, expect, it } from 'vitest';
import { isVoucherType, VOUCHER_TYPES, voucherDisplay, voucherName } from './vouchers';

describe('voucherDisplay', () => {
  it('shows amazon dark as a card, paypal yellow as a card, wunschgutschein grey', () => {
    expect(voucherDisplay('amazon')).toEqual({ background: 'dark', card: true });
    expect(voucherDisplay('paypal')).toEqual({ background: 'yellow', card: true });
    expect(voucherDisplay('wunschgutschein')).toEqual({ background: 'grey', card: false });
  });

  it('shows an unknown type grey without a card', () => {
    for (const type of ['bargeld', '', 'Amazon', 'constructor', '__proto__'])
      expect(voucherDisplay(type)).toEqual({ background: 'grey', card: false });
  });
});

describe('voucher types', () => {
  it('are amazon, paypal and wunschgutschein, each with a display name', () => {
    expect(VOUCHER_TYPES.map((voucher) => voucher.type)).toEqual(['amazon', 'paypal', 'wunschgutschein']);
    expect(voucherName('amazon')).toBe('Amazon-Gutschein');
    expect(voucherName('paypal')).toBe('PayPal-Guthaben');
    expect(voucherName('bargeld')).toBe('bargeld');
    expect(isVoucherType('paypal')).toBe(true);
    expect(isVoucherType('PayPal')).toBe(false);
  });
});
