/**
 * The common-password check of issue 3 ("reject the most common passwords, a shipped list of at least
 * 10,000"): the ~49,000 passwords of zxcvbn-ts' common dictionary, compared case-insensitively.
 *
 * Server only: the list is ~200 KB, so the web app must never import this file (its forms check the
 * policy of password-policy.ts; the server answers a common password with a field error).
 */
let common: Promise<ReadonlySet<string>> | null = null;

function loadList(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return common;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/**
 * The word a password is built on: without the digits and symbols people put around it to satisfy a
 * policy, and with look-alike characters read back as letters ('P@ssw0rd!2026' → 'password').
 */
export function passwordCore(password: string): string {
  const lower = password.normalize('NFC').toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return [...trimmed].map((char) => LEET[char] ?? char).join('');
}

/** Shorter cores ('abc1!') are left to the policy: too many real words would match. */
const MIN_CORE_LENGTH = 4;

/**
 * Whether the password is on the common list, or is a common password dressed up with digits and
 * symbols around it, whatever its letter case. Loads the list once, on first use.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadList();
  if (list.has(password.normalize('NFC').toLowerCase())) return true;
  const core = passwordCore(password);
  return core.length >= MIN_CORE_LENGTH && list.has(core);
}

/** How many entries the list has (for tests and documentation). */
export async function commonPasswordCount(): Promise<number> {
  return (await loadList()).size;
}
