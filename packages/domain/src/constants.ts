/** Business constants of spec section 9. */
export const TOAST_DURATION_MS = 2000;
export const LOGIN_ERROR_TOAST_DURATION_MS = 10_000;
export const STICKY_HEADER_SCROLL_PX = 10;
export const BREAKPOINTS = { small: 335, tablet: 768, desktop: 992, tabletMinHeight: 500 } as const;
export const MAX_UPLOAD_BYTES = 26_214_400;
export const UNLIMITED_NUMBER = 999_999_999;
export const LOCALE = 'de-DE';
export const CURRENCY = 'EUR';
