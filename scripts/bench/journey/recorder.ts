/**
 * What the journey's load generator counts (issue 34): per step its latencies and errors (with the first
 * few error texts), every request made, and the failures with their time (scenarios take differences).
 * Plain data, so a driver process can hand it to the bench over IPC.
 */
export type StepRecord = { ms: number[]; errors: number; samples: string[] };
export type Failure = { at: number; step: string; status: number | string };
export type Recorded = { steps: Record<string, StepRecord>; requests: number; failures: Failure[] };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A 503's Retry-After, in seconds (0: none). */
    readonly retryAfterSeconds = 0,
    /** Who answered behind the cluster's balancer (its X-Portal-Server: p1, p2 …), else ''. */
    readonly server = '',
  ) {
    super(message);
  }
}

export class Recorder {
  readonly steps: Record<string, StepRecord> = {};
  requests = 0;
  failed = 0;
  readonly failures: Failure[] = [];
  /** While false (the logins before the measured window), requests are not counted in `requests`. */
  counting = true;

  private step(name: string): StepRecord {
    this.steps[name] ??= { ms: [], errors: 0, samples: [] };
    return this.steps[name];
  }

  /** Times `work` as the step `name`; an error is counted (never thrown) and answers undefined. */
  async timed<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    const started = performance.now();
    try {
      const value = await work();
      this.step(name).ms.push(performance.now() - started);
      return value;
    } catch (error) {
      this.fail(name, error);
      return undefined;
    }
  }

  fail(name: string, error: unknown): void {
    const step = this.step(name);
    step.errors += 1;
    const text = error instanceof Error ? error.message : String(error);
    if (step.samples.length < 3) step.samples.push(text.slice(0, 200));
    this.failed += 1;
    // Behind the balancer a status says who answered: '503 p2' (a portal), '503 balancer' (HAProxy itself).
    const status =
      error instanceof HttpError
        ? error.server
          ? `${error.status} ${error.server}`
          : error.status
        : text.slice(0, 60);
    if (this.failures.length < 10_000) this.failures.push({ at: Date.now(), step: name, status });
  }

  /** A latency measured elsewhere (a chat message's delivery). */
  add(name: string, ms: number): void {
    this.step(name).ms.push(ms);
  }

  snapshot(): Recorded {
    return { steps: this.steps, requests: this.requests, failures: this.failures };
  }
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** Merges the drivers' records into one. */
export function mergeRecords(records: readonly Recorded[]): Recorded {
  const steps: Record<string, StepRecord> = {};
  for (const record of records) {
    for (const [name, step] of Object.entries(record.steps)) {
      steps[name] ??= { ms: [], errors: 0, samples: [] };
      const into = steps[name];
      for (const ms of step.ms) into.ms.push(ms);
      into.errors += step.errors;
      into.samples.push(...step.samples.slice(0, Math.max(0, 3 - into.samples.length)));
    }
  }
  return {
    steps,
    requests: records.reduce((sum, record) => sum + record.requests, 0),
    failures: records.flatMap((record) => record.failures),
  };
}
