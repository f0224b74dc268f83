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

/** Whether the password is on the common list, whatever its letter case. Loads the list once, on first use. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadList();
  return list.has(password.normalize('NFC').toLowerCase());
}

/** How many entries the list has (for tests and documentation). */
export async function commonPasswordCount(): Promise<number> {
  return (await loadList()).size;
}
