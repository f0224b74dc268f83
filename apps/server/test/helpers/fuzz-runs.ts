/**
 * Generated inputs per fuzz property: 1,000 (the issues' proof), or FUZZ_RUNS when set. The README's
 * `npm test` tries all 1,000. CI (.ci/run) sets 250 for each of its two passes (PGlite, then PostgreSQL
 * under Node 24): fast-check draws new inputs on every run (no fixed seed), so each CI run still tries
 * 500 fresh inputs per property, and the runs add up over time.
 */
export const FUZZ_RUNS = fuzzRuns(process.env.FUZZ_RUNS);

export function fuzzRuns(value: string | undefined): number {
  if (value === undefined || value === '') return 1000;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number ≥ 1: ${value}`);
  return runs;
}
