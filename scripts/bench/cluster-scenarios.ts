import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackgroundLoad, Cluster, ScenarioResult } from '../cluster/types';
import { scenariosTable } from './journey/report';
import type { JourneyResult } from './journey/run';

/**
 * Scenarios 2–5 of issue 34 (scripts/cluster/scenarios), each beside the journey on all three processes:
 * a fresh journey per scenario (its logins first, then a few seconds of load), the scenario, then the
 * journey's end; the figures of all four side by side in one table (journey/report.ts). The database
 * failover comes last: afterwards the cluster runs on the promoted standby alone.
 */
export type ScenarioJourney = {
  load: BackgroundLoad;
  run(): Promise<JourneyResult>;
  end(): void;
};

type Scenario = (cluster: Cluster, load: BackgroundLoad) => Promise<ScenarioResult>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Load after the customers' arrival before a scenario starts, so it meets the journey running in full. */
const WARM_UP_MS = 5000;

export async function runScenarios(
  cluster: Cluster,
  startLoad: () => Promise<ScenarioJourney>,
  arrivalMs = 0,
): Promise<void> {
  // Not a static import: scripts/cluster is another part of issue 34 and loads only when this one runs.
  const module = (await import(path.join(root, 'scripts/cluster/scenarios.ts'))) as Record<string, Scenario>;
  const chosen: [string, Scenario | undefined][] = [
    ['2 process dies', module.processDies],
    ['3 rolling restart', module.rollingRestart],
    ['5 object store outage', module.objectStoreOutage],
    ['4 database failover', module.databaseFailover],
  ];
  // BENCH_CLUSTER_PICK=3,5 runs those scenarios alone (by their number).
  const picked = (process.env.BENCH_CLUSTER_PICK ?? '').split(',').filter(Boolean);
  const runs: { result: ScenarioResult; journey: JourneyResult }[] = [];
  for (const [name, scenario] of chosen) {
    if (!scenario) continue;
    if (picked.length > 0 && !picked.includes(name.split(' ')[0] ?? '')) continue;
    console.log(`Scenario ${name} beside the journey …`);
    const journey = await startLoad().catch((error: unknown) => {
      console.log(`  problem: the journey did not start (${String(error)}); scenario ${name} not run`);
      return undefined;
    });
    if (!journey) continue;
    const running = journey.run();
    await sleep(arrivalMs + WARM_UP_MS);
    const started = performance.now();
    const result = await scenario(cluster, journey.load).catch((error: unknown) => ({
      scenario: name,
      ok: false,
      figures: {},
      problems: [error instanceof Error ? error.message : String(error)],
    }));
    const seconds = (performance.now() - started) / 1000;
    journey.end();
    const journeyResult = await running;
    runs.push({
      result: { ...result, figures: { ...result.figures, 'scenario s': seconds.toFixed(1) } },
      journey: journeyResult,
    });
    console.log(`${result.scenario}: ${result.ok ? 'ok' : 'NOT ok'}`);
    for (const problem of result.problems) console.log(`  problem: ${problem}`);
    // Where the journey's errors were (its whole window: before, during and after the scenario).
    const steps = Object.entries(journeyResult.record.steps).filter(([, step]) => step.errors > 0);
    for (const [step, { errors, samples }] of steps)
      console.log(`  journey errors, ${step}: ${errors} (${samples.slice(0, 2).join(' | ')})`);
  }
  console.log('');
  console.log(scenariosTable(runs));
}
