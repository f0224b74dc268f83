import type { PortalOptions } from './http';

/**
 * The databases a bench runs on: a fresh PGlite, and PostgreSQL where BENCH_DATABASE_URL or DATABASE_URL
 * names one (emptied first only when it is the bench's own, BENCH_DATABASE_URL).
 */
export function benchDatabases(): PortalOptions[] {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  return [
    {},
    ...(postgresUrl ? [{ databaseUrl: postgresUrl, wipe: Boolean(process.env.BENCH_DATABASE_URL) }] : []),
  ];
}
