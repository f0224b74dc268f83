import { z } from 'zod';
import type { NormalisedValue } from './validate-field';

/**
 * How a catalogue field with a column of its own is stored and sent (ADR 105): the column the server
 * builds for it (apps/server/src/db/catalogue-columns.ts), and the value's one TypeScript type, read
 * from a checked form (`fromForm`, after parseForm) or from the database (`fromColumn`), and as the
 * API sends it (`schema`, for response schemas: `storedKindShape`).
 */
export type ColumnSpec =
  | { readonly type: 'text' | 'integer' | 'date' | 'money'; readonly notNull?: false }
  | { readonly type: 'text' | 'integer'; readonly notNull: true; readonly default?: string | number };

export type StoredKind<T, C extends ColumnSpec = ColumnSpec> = {
  readonly column: C;
  readonly fromForm: (value: NormalisedValue | undefined) => T;
  readonly fromColumn: (value: unknown) => T;
  readonly schema: z.ZodType<T>;
};

/** A table of catalogue field name → stored kind (a contract's, a person's own columns). */
export type StoredKindTable = Readonly<Record<string, StoredKind<unknown>>>;

/** The value type of one kind. */
export type StoredValue<K> = K extends StoredKind<infer T> ? T : never;

/** The values a table describes, by field name. */
export type StoredValues<T extends StoredKindTable> = { -readonly [K in keyof T]: StoredValue<T[K]> };

const blank = (value: unknown) => value === null || value === undefined || value === '';
const textOrNull = (value: unknown) => (blank(value) ? null : String(value));
const numberOrNull = (value: unknown) => (blank(value) ? null : Number(value));

function kind<T, const C extends ColumnSpec>(
  column: C,
  schema: z.ZodType<T>,
  fromForm: (value: NormalisedValue | undefined) => T,
  fromColumn: (value: unknown) => T = fromForm as (value: unknown) => T,
): StoredKind<T, C> {
  return { column, schema, fromForm, fromColumn };
}

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

/** The kinds a catalogue field is stored as. */
export const stored = {
  /** Optional free text: null when empty. */
  text: kind({ type: 'text' }, nullableText, textOrNull),
  /** A date 'YYYY-MM-DD': null when empty. */
  date: kind({ type: 'date' }, nullableText, textOrNull),
  /** Text the catalogue always requires (parseForm has refused it empty). */
  requiredText: kind({ type: 'text', notNull: true }, z.string(), (value) => String(value ?? '')),
  /** A whole number (a period's value, a choice with numeric codes such as zahlungsweise). */
  integer: kind({ type: 'integer' }, nullableNumber, numberOrNull),
  /** Euro and cent, stored as numeric(12, 2). */
  money: kind({ type: 'money' }, nullableNumber, numberOrNull),
  /** A '0'/'1' checkbox or switch, stored and sent as 0 or 1. */
  flag: kind(
    { type: 'integer', notNull: true, default: 0 },
    z.union([z.literal(0), z.literal(1)]),
    (value): 0 | 1 => (value === '1' ? 1 : 0),
    (value): 0 | 1 => (value === 1 ? 1 : 0),
  ),
  /** One of the catalogue's options (their values typed as `V`), null when none is chosen. */
  choice: <V extends string>() =>
    kind({ type: 'text' }, nullableText as z.ZodType<V | null>, (value) => textOrNull(value) as V | null),
  /** A choice that always has a value: `fallback` when empty or unknown (also the column's default). */
  requiredChoice<const V extends string>(values: readonly V[], fallback: V) {
    const pick = (value: unknown): V => (values.includes(value as V) ? (value as V) : fallback);
    const schema = z.enum(values as readonly [V, ...V[]]) as unknown as z.ZodType<V>;
    return kind({ type: 'text', notNull: true, default: fallback }, schema, pick, pick);
  },
};

/** A table's values from a checked form (parseForm's values), in table order. */
export function valuesFromForm<T extends StoredKindTable>(
  table: T,
  values: Readonly<Record<string, NormalisedValue>>,
): StoredValues<T> {
  const result: Record<string, unknown> = {};
  for (const [name, stored] of Object.entries(table)) result[name] = stored.fromForm(values[name]);
  return result as StoredValues<T>;
}

/** A table's values with nothing entered: each kind's value of an empty form (test data, new records). */
export function emptyValues<T extends StoredKindTable>(table: T): StoredValues<T> {
  return valuesFromForm(table, {});
}

/** The zod shape of a table's values as the API sends them (a response schema spreads it). */
export function storedKindShape<T extends StoredKindTable>(table: T): { [K in keyof T]: T[K]['schema'] } {
  return Object.fromEntries(Object.entries(table).map(([name, kind]) => [name, kind.schema])) as never;
}
