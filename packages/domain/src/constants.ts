/** Business constants of spec sections 5 and 9. */
export const TOAST_DURATION_MS = 2000;
export const LOGIN_ERROR_TOAST_DURATION_MS = 10_000;
export const STICKY_HEADER_SCROLL_PX = 10;
export const BREAKPOINTS = { small: 335, tablet: 768, desktop: 992, tabletMinHeight: 500 } as const;
export const MAX_UPLOAD_BYTES = 26_214_400;
/** A document's name as the customer sees it (issue 9, docs/decisions/018-documents.md), in characters. */
export const DOCUMENT_NAME_MAX_LENGTH = 255;
export const UNLIMITED_NUMBER = 999_999_999;
export const LOCALE = 'de-DE';
export const CURRENCY = 'EUR';
/** The password policy's length bounds (spec section 5), in characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;

/** Input bounds shared by the API schemas and the web app's inputs, in characters. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 255;
/** A phone number as typed (spaces, brackets and a prefix included). */
export const PHONE_INPUT_MAX_LENGTH = 40;
/** A password as typed: above the policy's maximum, so a long one gets the policy's text instead of being cut. */
export const PASSWORD_INPUT_MAX_LENGTH = 200;
export const SMS_CODE_LENGTH = 6;
/** A contract whose cancellation deadline is this many days away or fewer is highlighted (issue 10). */
export const DEADLINE_SOON_DAYS = 30;

/** Tour slider (spec sections 4 and 9): the slide animation and the swipe-error animation, in ms. */
export const TOUR_SLIDE_MS = 250;
export const TOUR_SWIPE_ERROR_MS = 700;
