import { it } from 'vitest';
import { createTestApp } from './helpers/test-app';

it('probe: cost of createTestApp', async () => {
  const first = process.cpuUsage();
  const t0 = performance.now();
  const a = await createTestApp();
  await a.app.close();
  const c1 = process.cpuUsage(first);
  console.log('first', Math.round(performance.now() - t0), 'ms', Math.round((c1.user + c1.system) / 1000), 'cpu-ms');
  for (let i = 0; i < 5; i += 1) {
    const before = process.cpuUsage();
    const t = performance.now();
    const b = await createTestApp();
    const mid = process.cpuUsage(before);
    await b.app.close();
    const c = process.cpuUsage(before);
    console.log('next', Math.round(performance.now() - t), 'ms', Math.round((mid.user + mid.system) / 1000), 'cpu-ms build', Math.round((c.user + c.system) / 1000), 'with close');
  }
}, 120_000);
