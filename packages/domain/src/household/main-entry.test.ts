import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressListRules,
  bankConnectionListRules,
  type MainEntry,
  type MainEntryRules,
  mainEntryRules,
  randomTempId,
  TEMP_ID_LENGTH,
} from './main-entry';

type Address = MainEntry<'hauptadresse'> & { city?: string };
type Bank = MainEntry<'used'> & { iban?: string };

const address = (id: number | string, main: boolean, extra: Partial<Address> = {}): Address => ({
  id,
  hauptadresse: main ? '1' : '0',
  ...extra,
});

/** Fixed sequence of random numbers, for deterministic ids. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] as number;
}

describe('randomTempId', () => {
  it('has 9 letters or digits', () => {
    fc.assert(
      fc.property(
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (stream) => {
          const iterator = stream[Symbol.iterator]();
          const id = randomTempId(() => iterator.next().value as number);
          expect(id).toMatch(/^[A-Za-z0-9]{9}$/);
        },
      ),
    );
    expect(randomTempId()).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(TEMP_ID_LENGTH).toBe(9);
  });

  it('maps the edges of the random range to the first and last character', () => {
    expect(randomTempId(() => 0)).toBe('AAAAAAAAA');
    expect(randomTempId(() => 0.999999999)).toBe('999999999');
  });
});

describe('address list rules (hauptadresse)', () => {
  const rules = addressListRules;

  it('adds a new entry with neu and a temporary id; the first one becomes main', () => {
    const [first] = rules.add<Address>([], { city: 'Köln' }, { random: () => 0 });
    expect(first).toEqual({ city: 'Köln', id: 'AAAAAAAAA', neu: true, hauptadresse: '1' });
    const two = rules.add<Address>([address(1, true)], { city: 'Bonn' });
    expect(two[1]).toMatchObject({ city: 'Bonn', neu: true, hauptadresse: '0' });
    expect(String(two[1]?.id)).toMatch(/^[A-Za-z0-9]{9}$/);
  });

  it('adds as main on request', () => {
    const list = rules.add<Address>([address(1, true)], { city: 'Bonn' }, { main: true, random: () => 0.5 });
    expect(list.map((entry) => entry.hauptadresse)).toEqual(['0', '1']);
  });

  it('gives a temporary id not used in the list yet', () => {
    const list = [address('AAAAAAAAA', true, { neu: true })];
    const next = rules.add<Address>(
      list,
      {},
      { random: sequence(...Array(9).fill(0), ...Array(9).fill(0.5)) },
    );
    expect(next[1]?.id).not.toBe('AAAAAAAAA');
    expect(() => rules.add<Address>(list, {}, { random: () => 0 })).toThrow();
  });

  it('marks one as main and clears the others', () => {
    const list = [address(1, true), address(2, false), address(3, false)];
    expect(rules.markMain(list, 3).map((entry) => entry.hauptadresse)).toEqual(['0', '0', '1']);
    expect(rules.markMain(list, '2').map((entry) => entry.hauptadresse)).toEqual(['0', '1', '0']);
  });

  it('ignores an unknown or deleted id when marking', () => {
    const list = [address(1, true), address(2, false, { del: true })];
    expect(rules.markMain(list, 99)).toEqual(list);
    expect(rules.markMain(list, 2)).toEqual(list);
  });

  it('removes a new entry and marks an existing one deleted', () => {
    const list = [address(1, true), address('tmp123456', false, { neu: true })];
    expect(rules.remove(list, 'tmp123456')).toEqual([address(1, true)]);
    expect(rules.remove(list, 1)).toEqual([
      { id: 1, hauptadresse: '0', del: true },
      { id: 'tmp123456', hauptadresse: '1', neu: true },
    ]);
  });

  it('passes the main role on when the main one is deleted, and keeps none when none is left', () => {
    const list = [address(1, false), address(2, true), address(3, false)];
    const after = rules.remove(list, 2);
    expect(after.map((entry) => [entry.id, entry.hauptadresse, entry.del ?? false])).toEqual([
      [1, '1', false],
      [2, '0', true],
      [3, '0', false],
    ]);
    const empty = rules.remove(rules.remove(after, 1), 3);
    expect(rules.main(empty)).toBeUndefined();
    expect(rules.visible(empty)).toEqual([]);
    expect(empty.every((entry) => entry.del && entry.hauptadresse === '0')).toBe(true);
  });

  it('normalises: the first non-deleted becomes main when none is, extra mains are cleared', () => {
    expect(
      rules
        .normalise([address(1, false, { del: true }), address(2, false), address(3, false)])
        .map((entry) => entry.hauptadresse),
    ).toEqual(['0', '1', '0']);
    expect(
      rules
        .normalise([address(1, false), address(2, true), address(3, true)])
        .map((entry) => entry.hauptadresse),
    ).toEqual(['0', '1', '0']);
    expect(
      rules
        .normalise([address(1, true, { del: true }), address(2, false)])
        .map((entry) => entry.hauptadresse),
    ).toEqual(['0', '1']);
    expect(rules.normalise([])).toEqual([]);
  });

  it('does not change the input list', () => {
    const list = Object.freeze([Object.freeze(address(1, true)), Object.freeze(address(2, false))]);
    rules.markMain(list, 2);
    rules.remove(list, 1);
    rules.add(list, {});
    expect(list.map((entry) => entry.hauptadresse)).toEqual(['1', '0']);
  });
});

describe('bank connection list rules (used)', () => {
  it('use the used flag', () => {
    const rules = bankConnectionListRules;
    expect(rules.flag).toBe('used');
    let list = rules.add<Bank>([], { iban: 'DE89370400440532013000' });
    list = rules.add<Bank>(list, { iban: 'AT611904300234573201' });
    expect(list.map((entry) => entry.used)).toEqual(['1', '0']);
    list = rules.markMain(list, list[1]?.id as string);
    expect(list.map((entry) => entry.used)).toEqual(['0', '1']);
    expect(rules.main(list)?.iban).toBe('AT611904300234573201');
  });
});

type Operation =
  | { kind: 'add'; main: boolean }
  | { kind: 'markMain'; pick: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'markUnknown' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), main: fc.boolean() }),
  fc.record({ kind: fc.constant('markMain' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.constant({ kind: 'markUnknown' as const }),
);

/** Saved entries as they come from the server, with any flags (several mains, none, deleted ones). */
const savedList = fc
  .uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 6 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({ id: fc.constant(id), flag: fc.constantFrom('0', '1') as fc.Arbitrary<'0' | '1'> }),
      ),
    ),
  );

function checkInvariant<F extends string>(rules: MainEntryRules<F>, list: readonly MainEntry<F>[]) {
  const visible = list.filter((entry) => !entry.del);
  const mains = visible.filter((entry) => rules.isMain(entry));
  expect(mains).toHaveLength(visible.length > 0 ? 1 : 0);
  expect(list.filter((entry) => entry.del && rules.isMain(entry))).toEqual([]);
  expect(list.every((entry) => !(entry.neu && entry.del))).toBe(true);
  expect(new Set(list.map((entry) => String(entry.id))).size).toBe(list.length);
}

describe.each([
  ['hauptadresse', addressListRules],
  ['used', bankConnectionListRules],
] as const)('exactly one main (%s, property)', (flag, rules) => {
  const generic = rules as MainEntryRules<typeof flag>;
  const toEntry = (saved: { id: number; flag: '0' | '1' }) =>
    ({ id: saved.id, [flag]: saved.flag }) as unknown as MainEntry<typeof flag>;

  it('holds after any sequence of add, markMain and remove', () => {
    fc.assert(
      fc.property(savedList, fc.array(operation, { maxLength: 30 }), (saved, operations) => {
        let list = generic.normalise(saved.map(toEntry));
        checkInvariant(generic, list);
        for (const step of operations) {
          const before = list;
          const visible = before.filter((entry) => !entry.del);
          const target = visible.length
            ? visible[('pick' in step ? step.pick : 0) % visible.length]
            : undefined;
          switch (step.kind) {
            case 'add':
              list = generic.add(before, {}, { main: step.main });
              expect(list).toHaveLength(before.length + 1);
              expect(list.at(-1)?.neu).toBe(true);
              if (step.main || visible.length === 0) expect(generic.main(list)).toBe(list.at(-1));
              break;
            case 'markMain':
              list = target ? generic.markMain(before, target.id) : generic.markMain(before, 'unknown');
              if (target) expect(String(generic.main(list)?.id)).toBe(String(target.id));
              break;
            case 'remove':
              if (!target) break;
              list = generic.remove(before, target.id);
              if (target.neu) expect(list).toHaveLength(before.length - 1);
              else expect(list.find((entry) => entry.id === target.id)?.del).toBe(true);
              expect(list.filter((entry) => !entry.del)).toHaveLength(visible.length - 1);
              break;
            case 'markUnknown':
              list = generic.markMain(before, 'no-such-id');
              expect(list).toEqual(before);
              break;
          }
          checkInvariant(generic, list);
        }
        expect(generic.main(list) === undefined).toBe(generic.visible(list).length === 0);
      }),
    );
  });

  it('keeps the main entry when it is not the one removed, and normalise is idempotent', () => {
    fc.assert(
      fc.property(savedList, fc.nat(), (saved, pick) => {
        const list = generic.normalise(saved.map(toEntry));
        expect(generic.normalise(list)).toEqual(list);
        const visible = generic.visible(list);
        if (visible.length < 2) return;
        const main = generic.main(list);
        const other = visible.filter((entry) => entry !== main)[pick % (visible.length - 1)];
        if (!other || !main) return;
        expect(generic.main(generic.remove(list, other.id))?.id).toBe(main.id);
      }),
    );
  });
});

describe('mainEntryRules', () => {
  it('works for any flag name', () => {
    const rules = mainEntryRules('primary');
    expect(rules.normalise([{ id: 1, primary: '0' }])).toEqual([{ id: 1, primary: '1' }]);
  });
});
