import type {
  ColumnSpec,
  StoredKindTable,
  StoredValue,
  StoredValues,
} from '@kundenportal/domain/forms/stored-kinds';
import type { HasDefault, NotNull } from 'drizzle-orm';
import {
  date,
  integer,
  numeric,
  type PgDateStringBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgNumericNumberBuilderInitial,
  type PgTextBuilderInitial,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The columns of a catalogue's stored-kind table (ADR 105): one per field, named as the field in SQL
 * ('kf_verlaengert_wert') and camel-cased as a Drizzle key (`kfVerlaengertWert`), plus the two
 * mappings between a row and the domain's values. A field added to the table gets its column (then
 * `npx drizzle-kit generate` writes the migration), its place in the row and in both mappings.
 */

/** 'kf_verlaengert_wert' → 'kfVerlaengertWert' (Drizzle's keys of the snake-case columns). */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export function camelCase<S extends string>(name: S): CamelCase<S> {
  return name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()) as CamelCase<S>;
}

type Builder<C extends ColumnSpec> = C['type'] extends 'text'
  ? PgTextBuilderInitial<string, [string, ...string[]]>
  : C['type'] extends 'integer'
    ? PgIntegerBuilderInitial<string>
    : C['type'] extends 'date'
      ? PgDateStringBuilderInitial<string>
      : PgNumericNumberBuilderInitial<string>;

type ColumnOf<C extends ColumnSpec> = C extends { notNull: true; default: string | number }
  ? HasDefault<NotNull<Builder<C>>>
  : C extends { notNull: true }
    ? NotNull<Builder<C>>
    : Builder<C>;

export type CatalogueColumns<T extends StoredKindTable> = {
  [K in keyof T & string as CamelCase<K>]: ColumnOf<T[K]['column']>;
};

function column(name: string, spec: ColumnSpec) {
  const base =
    spec.type === 'text'
      ? text(name)
      : spec.type === 'integer'
        ? integer(name)
        : spec.type === 'date'
          ? date(name, { mode: 'string' })
          : numeric(name, { precision: 12, scale: 2, mode: 'number' });
  if (!spec.notNull) return base;
  const required = base.notNull();
  return spec.default === undefined ? required : required.default(spec.default as never);
}

/** The table's columns, to spread into a `pgTable` definition. */
export function catalogueColumns<T extends StoredKindTable>(table: T): CatalogueColumns<T> {
  const columns: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(table)) columns[camelCase(name)] = column(name, kind.column);
  return columns as CatalogueColumns<T>;
}

type Field = readonly [name: string, key: string, kind: StoredKindTable[string]];
const fieldLists = new WeakMap<StoredKindTable, readonly Field[]>();

/**
 * The table's fields with their Drizzle keys, made once per table: a contract list maps every row, and
 * camel-casing each name per row was a tenth of a contract read's CPU (issue 34).
 */
function fieldsOf(table: StoredKindTable): readonly Field[] {
  let fields = fieldLists.get(table);
  if (!fields) {
    fields = Object.entries(table).map(([name, kind]) => [name, camelCase(name), kind] as const);
    fieldLists.set(table, fields);
  }
  return fields;
}

/** The domain's values of a row (or of anything with the camel-cased keys). */
export function fromColumns<T extends StoredKindTable>(
  table: T,
  row: Readonly<Record<string, unknown>>,
): StoredValues<T> {
  const values: Record<string, unknown> = {};
  for (const [name, key, kind] of fieldsOf(table)) values[name] = kind.fromColumn(row[key]);
  return values as StoredValues<T>;
}

/** The columns to insert or set for the domain's values. */
export function toColumns<T extends StoredKindTable>(
  table: T,
  values: StoredValues<T>,
): { -readonly [K in keyof T & string as CamelCase<K>]: StoredValue<T[K]> } {
  const columns: Record<string, unknown> = {};
  for (const [name, key] of fieldsOf(table)) columns[key] = values[name as keyof T];
  return columns as never;
}
