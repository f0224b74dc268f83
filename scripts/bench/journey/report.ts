import type { ScenarioResult } from '../../cluster/types';
import { table } from '../table';
import { percentile } from './recorder';
import type { JourneyResult } from './run';

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const seconds = (value: number) => value.toFixed(1);

/** One run's table: per step count, p50/p95/p99 and errors; then requests/s, the chat's ledger and the CPU. */
export function journeyTable(result: JourneyResult): string {
  const rows = Object.entries(result.record.steps).map(([name, step]) => {
    const sorted = [...step.ms].sort((a, b) => a - b);
    return [
      name,
      String(step.ms.length),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      String(step.errors),
    ];
  });
  const { toAdvisers, toCustomers } = result.chat;
  const { cpu } = result;
  const share = (value: number) => `${((100 * value) / Math.max(cpu.machineCapacity, 1e-9)).toFixed(0)} %`;
  const errors = Object.values(result.record.steps).reduce((sum, step) => sum + step.errors, 0);
  const samples = Object.entries(result.record.steps).flatMap(([name, step]) =>
    step.samples.map((sample) => `  ${name}: ${sample}`),
  );
  return [
    table(['step', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows),
    '',
    `${result.customers} customers, ${result.advisers} advisers: ${result.record.requests} requests in ` +
      `${seconds(result.windowSeconds)} s (the window and the advisers' last answers) = ` +
      `${(result.record.requests / result.windowSeconds).toFixed(0)} req/s, ${errors} errors`,
    `chat customer → adviser: ${toAdvisers.sent} sent, ${toAdvisers.delivered} delivered, ${toAdvisers.lost} lost, ` +
      `${toAdvisers.duplicates} twice; adviser → customer: ${toCustomers.sent} sent, ${toCustomers.delivered} ` +
      `delivered, ${toCustomers.lost} lost, ${toCustomers.duplicates} twice; stream reconnects ${result.reconnects}`,
    `CPU in the window (machine: ${seconds(cpu.machineCapacity)} s of all cores, ${share(cpu.machineBusy)} busy, ` +
      `others' work included): load drivers ${seconds(cpu.drivers)} s (${share(cpu.drivers)}), portal processes ` +
      `${seconds(cpu.portals)} s (${share(cpu.portals)}), the bench's process (with s3rver) ${seconds(cpu.bench)} s, ` +
      `the rest (PostgreSQL, HAProxy, others' work) ` +
      `${seconds(Math.max(0, cpu.machineBusy - cpu.drivers - cpu.portals - cpu.bench))} s`,
    ...(samples.length ? ['first errors:', ...samples] : []),
  ].join('\n');
}

/** Scenario 1 at each process count side by side: req/s, the steps' p99, and the factor to the first. */
export function scalingTable(runs: { processes: number; result: JourneyResult }[]): string {
  const first = runs[0];
  if (!first) return '';
  const rate = (result: JourneyResult) => result.record.requests / result.windowSeconds;
  // Under saturation a shed request is a cheap 503: what counts is what was answered without an error.
  const answered = (result: JourneyResult) =>
    Math.max(0, result.record.requests - result.record.failures.length) / result.windowSeconds;
  const p99 = (result: JourneyResult, name: string) =>
    percentile(
      [...(result.record.steps[name]?.ms ?? [])].sort((a, b) => a - b),
      99,
    );
  const names = Object.keys(first.result.record.steps);
  const header = ['', ...runs.map((run) => `${run.processes} process${run.processes === 1 ? '' : 'es'}`)];
  const rows = [
    ['requests/s', ...runs.map((run) => rate(run.result).toFixed(0))],
    [
      'factor (req/s)',
      ...runs.map((run) => (rate(run.result) / Math.max(rate(first.result), 1e-9)).toFixed(2)),
    ],
    ['errors', ...runs.map((run) => String(run.result.record.failures.length))],
    ['answered without error /s', ...runs.map((run) => answered(run.result).toFixed(0))],
    [
      'factor (answered/s)',
      ...runs.map((run) => (answered(run.result) / Math.max(answered(first.result), 1e-9)).toFixed(2)),
    ],
    ['portal CPU s', ...runs.map((run) => seconds(run.result.cpu.portals))],
    [
      'portal CPU ms per answered request',
      ...runs.map((run) =>
        (
          (run.result.cpu.portals * 1000) /
          Math.max(1, answered(run.result) * run.result.windowSeconds)
        ).toFixed(1),
      ),
    ],
    ['driver CPU s', ...runs.map((run) => seconds(run.result.cpu.drivers))],
    ...names.map((name) => [`p99 ms ${name}`, ...runs.map((run) => ms(p99(run.result, name)))]),
  ];
  return table(header, rows);
}

/**
 * Scenarios 2–5 side by side: the journey beside each (requests, errors, its chat ledger), then every
 * scenario's own figures, a row per figure name ('' where a scenario has none), then what did not hold.
 */
export function scenariosTable(runs: { result: ScenarioResult; journey: JourneyResult }[]): string {
  const journeyRows: [string, (result: JourneyResult) => number | string][] = [
    ['journey requests', (result) => result.record.requests],
    ['journey req/s', (result) => (result.record.requests / result.windowSeconds).toFixed(0)],
    ['journey errors', (result) => result.record.failures.length],
    ['journey chat sent', (result) => result.chat.toAdvisers.sent + result.chat.toCustomers.sent],
    ['journey chat lost', (result) => result.chat.toAdvisers.lost + result.chat.toCustomers.lost],
    [
      'journey chat twice',
      (result) => result.chat.toAdvisers.duplicates + result.chat.toCustomers.duplicates,
    ],
    ['journey stream reconnects', (result) => result.reconnects],
  ];
  // A text longer than a column should be (the German message, a list per process) goes below the table.
  const long = (value: number | string | undefined) => String(value ?? '').length > 24;
  const figures = runs.flatMap((run) => Object.entries(run.result.figures));
  const names = [...new Set(figures.filter(([, value]) => !long(value)).map(([name]) => name))];
  const notes = runs.flatMap((run) =>
    Object.entries(run.result.figures)
      .filter(([, value]) => long(value))
      .map(([name, value]) => `  ${run.result.scenario}, ${name}: ${value}`),
  );
  const rows = [
    ['ok', ...runs.map((run) => (run.result.ok ? 'yes' : 'NO'))],
    ...journeyRows.map(([name, pick]) => [name, ...runs.map((run) => String(pick(run.journey)))]),
    ...names.map((name) => [
      name,
      ...runs.map((run) => (long(run.result.figures[name]) ? '↓' : String(run.result.figures[name] ?? ''))),
    ]),
  ];
  const problems = runs.flatMap((run) =>
    run.result.problems.map((problem) => `  ${run.result.scenario}: ${problem}`),
  );
  return [
    table(['', ...runs.map((run) => run.result.scenario)], rows),
    ...notes,
    ...(problems.length ? ['what did not hold:', ...problems] : []),
  ].join('\n');
}
