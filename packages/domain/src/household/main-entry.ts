/**
 * Main address / main bank connection (spec sections 3, 4 and 9), generic over the main flag:
 * addresses use `hauptadresse`, bank connections `used`, both '0'/'1'. Exactly one non-deleted
 * entry is main while any is left. All functions are pure and return a new list.
 */

export type MainFlagValue = '0' | '1';
export type EntryId = number | string;

export type MainEntry<F extends string> = {
  id: EntryId;
  /** Not yet saved: its id is a temporary one. */
  neu?: boolean;
  /** Saved entry marked for deletion on save. */
  del?: boolean;
} & { [K in F]: MainFlagValue };

/** Entry data without the fields the rules own. */
export type NewEntryData<F extends string, T extends MainEntry<F>> = Omit<T, 'id' | 'neu' | 'del' | F>;

export const TEMP_ID_LENGTH = 9;
const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of 9 letters and digits (spec section 9); `random` returns numbers in [0, 1). */
export function randomTempId(random: () => number = Math.random): string {
  let id = '';
  for (let index = 0; index < TEMP_ID_LENGTH; index++) {
    const pick = Math.min(Math.floor(random() * ID_CHARACTERS.length), ID_CHARACTERS.length - 1);
    id += ID_CHARACTERS[Math.max(pick, 0)];
  }
  return id;
}

const sameId = (a: EntryId, b: EntryId) => String(a) === String(b);

export type MainEntryRules<F extends string> = {
  flag: F;
  isMain(entry: MainEntry<F>): boolean;
  /** The main entry among the non-deleted ones, if any. */
  main<T extends MainEntry<F>>(list: readonly T[]): T | undefined;
  /** Entries not marked for deletion. */
  visible<T extends MainEntry<F>>(list: readonly T[]): T[];
  /**
   * Exactly one main among the non-deleted entries: the first main one stays, others are cleared;
   * with none, the first non-deleted becomes main. Deleted entries are never main.
   */
  normalise<T extends MainEntry<F>>(list: readonly T[]): T[];
  /**
   * Appends a new entry (neu: true, a fresh temporary id unique in the list) and normalises, so the
   * first entry of an empty list becomes main; `main: true` makes the new one main.
   */
  add<T extends MainEntry<F>>(
    list: readonly T[],
    data: NewEntryData<F, T>,
    options?: { main?: boolean; random?: () => number },
  ): T[];
  /** Makes the entry with `id` the main one and clears the others; an unknown or deleted id changes nothing. */
  markMain<T extends MainEntry<F>>(list: readonly T[], id: EntryId): T[];
  /** A new entry is removed, a saved one gets del: true; the main role passes to the first one left. */
  remove<T extends MainEntry<F>>(list: readonly T[], id: EntryId): T[];
};

export function mainEntryRules<F extends string>(flag: F): MainEntryRules<F> {
  const isMain = (entry: MainEntry<F>) => entry[flag] === '1';
  const withFlag = <T extends MainEntry<F>>(entry: T, value: MainFlagValue): T =>
    entry[flag] === value ? entry : { ...entry, [flag]: value };

  const normalise = <T extends MainEntry<F>>(list: readonly T[]): T[] => {
    const mainIndex = list.findIndex((entry) => !entry.del && isMain(entry));
    const target = mainIndex !== -1 ? mainIndex : list.findIndex((entry) => !entry.del);
    return list.map((entry, index) => withFlag(entry, index === target ? '1' : '0'));
  };

  return {
    flag,
    isMain,
    main: (list) => list.find((entry) => !entry.del && isMain(entry)),
    visible: (list) => list.filter((entry) => !entry.del),
    normalise,
    add: (list, data, options = {}) => {
      let id = randomTempId(options.random);
      for (let attempt = 1; list.some((entry) => sameId(entry.id, id)); attempt++) {
        if (attempt > 100) throw new Error('no free temporary id');
        id = randomTempId(options.random);
      }
      const entry = { ...data, id, neu: true, [flag]: '0' } as unknown as (typeof list)[number];
      const next = normalise([...list, entry]);
      return options.main ? markMainIn(next, id) : next;
    },
    markMain: (list, id) => markMainIn(list, id),
    remove: (list, id) => {
      const next = list.flatMap((entry) => {
        if (!sameId(entry.id, id)) return [entry];
        if (entry.neu) return [];
        return [{ ...withFlag(entry, '0'), del: true }];
      });
      return normalise(next);
    },
  };

  function markMainIn<T extends MainEntry<F>>(list: readonly T[], id: EntryId): T[] {
    const target = list.find((entry) => sameId(entry.id, id) && !entry.del);
    if (!target) return normalise(list);
    return list.map((entry) => withFlag(entry, entry === target ? '1' : '0'));
  }
}

/** Address list rules: main flag `hauptadresse`. */
export const addressListRules = mainEntryRules('hauptadresse');
/** Bank connection list rules: main flag `used`. */
export const bankConnectionListRules = mainEntryRules('used');
