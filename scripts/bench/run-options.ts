/** The bench's tunables from the environment and its watchdog (scripts/bench.ts). */

export function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export const loadFromEnv = () => ({
  connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1000),
  durationSeconds: intFromEnv('BENCH_DURATION_SECONDS', 10, 1, 120),
  warmupSeconds: intFromEnv('BENCH_WARMUP_SECONDS', 2, 0, 60),
});

/** Everything a part does is bounded; this only catches a hang (e.g. a server that never closes). */
export async function withWatchdog(limitSeconds: number, work: () => Promise<void>): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${limitSeconds} s — giving up`);
    process.exit(1);
  }, limitSeconds * 1000);
  watchdog.unref();
  try {
    await work();
  } finally {
    clearTimeout(watchdog);
  }
}
