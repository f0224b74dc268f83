import { describe, expect, it } from 'vitest';
import {
  afterEmailCheck,
  afterSmsSent,
  changeNumber,
  initialSignupWizard,
  signupBack,
  signupPageOf,
} from './signup-wizard';

describe('sign-up wizard (spec section 4)', () => {
  it('starts on page 1 without an SMS', () => {
    expect(initialSignupWizard).toEqual({ page: 1, smsSent: false });
  });

  it('goes from the e-mail check to the phone page, or to the code page once an SMS was sent', () => {
    expect(afterEmailCheck({ page: 1, smsSent: false })).toEqual({ page: 2, smsSent: false });
    expect(afterEmailCheck({ page: 1, smsSent: true })).toEqual({ page: 3, smsSent: true });
  });

  it('goes from the phone page to the code page and remembers the SMS', () => {
    expect(afterSmsSent()).toEqual({ page: 3, smsSent: true });
  });

  it('goes back from 3 to 1, from 2 to 3 after an SMS, else from 2 to 1, and leaves from 1', () => {
    expect(signupBack({ page: 3, smsSent: true })).toEqual({ page: 1, smsSent: true });
    expect(signupBack({ page: 2, smsSent: true })).toEqual({ page: 3, smsSent: true });
    expect(signupBack({ page: 2, smsSent: false })).toEqual({ page: 1, smsSent: false });
    expect(signupBack({ page: 1, smsSent: false })).toBeNull();
    expect(signupBack({ page: 1, smsSent: true })).toBeNull();
  });

  it('returns from the code page to the phone page to change the number', () => {
    expect(changeNumber({ page: 3, smsSent: true })).toEqual({ page: 2, smsSent: true });
  });

  it('knows the page of each field', () => {
    expect(signupPageOf('email')).toBe(1);
    expect(signupPageOf('lastname')).toBe(1);
    expect(signupPageOf('phone')).toBe(2);
    expect(signupPageOf('token')).toBe(3);
    expect(signupPageOf('datenschutzerklaerung_check')).toBe(3);
    expect(signupPageOf('referrer')).toBeUndefined();
  });
});
