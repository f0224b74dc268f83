/**
 * Generated inputs per fuzz property: 1,000 (the issues' proof), or FUZZ_RUNS when set. The README's
 * `npm test` runs all 1,000 on PGlite. CI's second pass (PostgreSQL, under Node 24) sets fewer: these
 * properties are about input handling, which the first pass covers in full, and fast-check draws new
 * inputs on every run (no fixed seed), so the second pass still adds inputs the first did not try.
 */
export const FUZZ_RUNS = fuzzRuns(process.env.FUZZ_RUNS);

export function fuzzRuns(value: string | undefined): number {
  if (value === undefined || value === '') return 1000;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number ≥ 1: ${value}`);
  return runs;
}
