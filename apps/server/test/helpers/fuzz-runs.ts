/**
 * Generated inputs per fuzz property: 1,000 (the issues' proof), or FUZZ_RUNS when set — fewer for a quick
 * local run. CI runs all 1,000: some properties also check that their generator reached an outcome (a
 * refusal, a redemption), which 250 inputs did not always do.
 */
export const FUZZ_RUNS = fuzzRuns(process.env.FUZZ_RUNS);

export function fuzzRuns(value: string | undefined): number {
  if (value === undefined || value === '') return 1000;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number ≥ 1: ${value}`);
  return runs;
}
