/**
 * The sign-up wizard's page rules (spec section 4): page 1 e-mail (and name), page 2 mobile number,
 * page 3 SMS code, password and consents. `smsSent` is true once a code went out in this wizard.
 */
export type SignupPage = 1 | 2 | 3;

export type SignupWizardState = { page: SignupPage; smsSent: boolean };

export const SIGNUP_PAGE_COUNT = 3;

export const initialSignupWizard: SignupWizardState = { page: 1, smsSent: false };

/** Page 1's e-mail check succeeded: the phone page, or the code page if an SMS was already sent. */
export function afterEmailCheck(state: SignupWizardState): SignupWizardState {
  return { ...state, page: state.smsSent ? 3 : 2 };
}

/** Page 2 requested the SMS code for a valid number: on to the code page. */
export function afterSmsSent(): SignupWizardState {
  return { page: 3, smsSent: true };
}

/** The step back from page 3 to the phone page ('Nummer ändern'). */
export function changeNumber(state: SignupWizardState): SignupWizardState {
  return { ...state, page: 2 };
}

/**
 * Back: from 3 to 1; from 2 to 3 when an SMS was already sent, else to 1. From page 1 there is no
 * page to go back to: null means leave the wizard.
 */
export function signupBack(state: SignupWizardState): SignupWizardState | null {
  switch (state.page) {
    case 3:
      return { ...state, page: 1 };
    case 2:
      return { ...state, page: state.smsSent ? 3 : 1 };
    default:
      return null;
  }
}

/** The sign-up fields shown on each page, in their order on the page (server errors go to their page). */
export const signupPageFields = {
  1: ['firstname', 'lastname', 'email'],
  2: ['country', 'phone'],
  3: ['token', 'password', 'password_confirmation', 'agb_check', 'datenschutzerklaerung_check'],
} as const satisfies Record<SignupPage, readonly string[]>;

export type SignupField = (typeof signupPageFields)[SignupPage][number];

/** The page that shows a field; undefined for a field of no page (its error is shown as a toast). */
export function signupPageOf(field: string): SignupPage | undefined {
  for (const page of [1, 2, 3] as const) {
    if ((signupPageFields[page] as readonly string[]).includes(field)) return page;
  }
  return undefined;
}
