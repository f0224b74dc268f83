import type { ImportRow } from './import-row';
import { emailKey, personKey } from './match-keys';

/** A person of one of the agency's customers' households, as the matcher reads it. */
export type MatchPerson = {
  userId: number;
  personId: number;
  isMain: boolean;
  /** The account's e-mail (the same on every person of the household). */
  accountEmail: string;
  email: string | null;
  firstname: string;
  lastname: string;
  geburtsdatum: string | null;
};

export type CustomerMatch =
  | { found: true; userId: number; personId: number; name: string }
  | { found: false; ambiguous: boolean; unknownEmail?: true };

const push = <K, V>(map: Map<K, V[]>, key: K | null, value: V) => {
  if (key === null) return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const usersOf = (people: readonly MatchPerson[]) => new Set(people.map((person) => person.userId));

/**
 * Matches a file's customer to one of the agency's customers (issue 31, ADR 208), built once per file from
 * the agency's persons: by e-mail (the account's or a person's) when the row gives one — an e-mail that
 * matches nobody is no match, without falling back — else by a person's name and birth day. Two accounts under one key is no match (ambiguous), never a guess. Within the matched account the
 * contract goes to the person the name and birth day (or the e-mail) name, else to the main person.
 */
export function customerMatcher(persons: readonly MatchPerson[]) {
  const byEmail = new Map<string, MatchPerson[]>();
  const byPerson = new Map<string, MatchPerson[]>();
  const mainOf = new Map<number, MatchPerson>();
  for (const person of persons) {
    if (person.isMain) {
      mainOf.set(person.userId, person);
      push(byEmail, emailKey(person.accountEmail), person);
    }
    if (person.email && emailKey(person.email) !== emailKey(person.accountEmail))
      push(byEmail, emailKey(person.email), person);
    push(byPerson, personKey(person.firstname, person.lastname, person.geburtsdatum), person);
  }
  const found = (person: MatchPerson): CustomerMatch => ({
    found: true,
    userId: person.userId,
    personId: person.personId,
    name: `${person.firstname} ${person.lastname}`,
  });

  return (kunde: ImportRow['kunde']): CustomerMatch => {
    const email = emailKey(kunde.email);
    const named = byPerson.get(personKey(kunde.vorname, kunde.nachname, kunde.geburtsdatum) ?? '') ?? [];
    const mailed = email === null ? [] : (byEmail.get(email) ?? []);
    if (mailed.length > 0) {
      const accounts = usersOf(mailed);
      if (accounts.size > 1) return { found: false, ambiguous: true };
      const userId = mailed[0]?.userId ?? 0;
      const person =
        named.find((candidate) => candidate.userId === userId) ??
        mailed.find((candidate) => !candidate.isMain) ??
        mainOf.get(userId) ??
        mailed[0];
      return person ? found(person) : { found: false, ambiguous: false };
    }
    // A given e-mail that names nobody is no match (ADR 208): the name and birth day alone may be another
    // person's, and the adviser corrects the file's address rather than trusting a fallback.
    if (email !== null) return { found: false, ambiguous: false, unknownEmail: true };
    if (usersOf(named).size > 1) return { found: false, ambiguous: true };
    const person = named[0];
    return person ? found(person) : { found: false, ambiguous: false };
  };
}
