import fc from 'fast-check';

/**
 * Generated inputs per fuzz property: 1,000 (the issues' proof), or FUZZ_RUNS when set. CI's PostgreSQL pass
 * runs 250 (it proves the same tests pass on PostgreSQL; the PGlite pass runs all 1,000). A property that
 * also checks its generator reached an outcome (a refusal, a redemption) holds at any count ≥ 250 for
 * certain: an input known to reach it is one of fast-check's `examples` (they run first and count toward
 * numRuns), and a proportion is a share of the runs the generator's weights give with a wide margin (ADR 131).
 *
 * FUZZ_SEED=<integer> fixes fast-check's seed for every property (to replay a failure or to try a count
 * with several seeds); unset, each run draws its own.
 */
export const FUZZ_RUNS = fuzzRuns(process.env.FUZZ_RUNS);

const seed = process.env.FUZZ_SEED;
if (seed !== undefined && seed !== '') {
  if (!Number.isInteger(Number(seed))) throw new Error(`FUZZ_SEED must be a whole number: ${seed}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed) });
}

export function fuzzRuns(value: string | undefined): number {
  if (value === undefined || value === '') return 1000;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number ≥ 1: ${value}`);
  return runs;
}
