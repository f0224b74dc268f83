import { readJson, writeJson } from '../../lib/storage';

/**
 * What this device remembers about biometric login (spec section 2), per account e-mail in local
 * storage: 'enabled' once a passkey of this device is registered (the login page then offers it),
 * 'declined' after "Nicht jetzt" or turning it off. Either answer means: never ask again.
 * Which passkeys exist is the server's business; this is only the device's memory.
 */
export type PasskeyChoice = 'enabled' | 'declined';

const KEY = 'passkeys';

type Choices = Record<string, PasskeyChoice>;

function isChoices(value: unknown): value is Choices {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => v === 'enabled' || v === 'declined')
  );
}

const normalise = (email: string) => email.trim().toLowerCase();

function choices(): Choices {
  return readJson(KEY, isChoices) ?? {};
}

export function getPasskeyChoice(email: string): PasskeyChoice | null {
  return choices()[normalise(email)] ?? null;
}

export function setPasskeyChoice(email: string, choice: PasskeyChoice): void {
  writeJson(KEY, { ...choices(), [normalise(email)]: choice });
}

/** Whether any account has a passkey on this device: the login page offers 'Mit Passkey anmelden'. */
export function hasPasskeyOnDevice(): boolean {
  return Object.values(choices()).includes('enabled');
}
