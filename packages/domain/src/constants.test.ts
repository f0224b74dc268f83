import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  LOGIN_ERROR_TOAST_DURATION_MS,
  MAX_UPLOAD_BYTES,
  STICKY_HEADER_SCROLL_PX,
  TOAST_DURATION_MS,
  UNLIMITED_NUMBER,
} from './constants';

describe('business constants (spec section 9)', () => {
  it('has the spec values', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(LOGIN_ERROR_TOAST_DURATION_MS).toBe(10_000);
    expect(STICKY_HEADER_SCROLL_PX).toBe(10);
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect(UNLIMITED_NUMBER).toBe(999999999);
    expect(BREAKPOINTS).toEqual({ small: 335, tablet: 768, desktop: 992, tabletMinHeight: 500 });
  });
});
