import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { demoAdviserLogins } from '../apps/server/src/demo/advisers';
import { type DemoLogin, type DemoProfile, demoLogins } from '../apps/server/src/demo/customers';

/**
 * The customers of the e2e run: every test logs in as customers of its own, never as the seeded demo
 * customers, so a test's changes (persons, passkeys, failed logins) stay its own, tests could run in
 * parallel, and the demo stays as shipped. Each test has a Max-like (full rights, two persons, the demo's
 * documents: the adviser's Erstinformation and mandate PDFs, a car policy of his own) and an Erika-like
 * (makler_light, the Erstinformation) customer: the demo households under logins of their own, keyed by
 * the test's id.
 * scripts/e2e-server.ts creates them for every test Playwright lists before the server starts: the
 * embedded database has one owner, the server, so the tests cannot add rows while it runs
 * (docs/decisions/017-shared-test-data.md). Tests reach them through `who` in fixtures.ts.
 */
export function customerLogin(testId: string, profile: DemoProfile): DemoLogin {
  const demo = demoLogins[profile];
  return { ...demo, email: `e2e-${testId}-${profile}@example.com`, password: `${demo.password}-e2e` };
}

export const demoProfiles = Object.keys(demoLogins) as DemoProfile[];

/** The test's own adviser of the demo agency (issue 14), like the demo's berater@example.com. */
export function adviserLogin(testId: string): DemoLogin {
  const demo = demoAdviserLogins.berater;
  return { ...demo, email: `e2e-${testId}-berater@example.com`, password: `${demo.password}-e2e` };
}

type ListedSuite = { specs?: { tests?: { testId?: string }[]; id?: string }[]; suites?: ListedSuite[] };

/** The ids of every test of the suite (`playwright test --list`), whatever the run itself selects. */
export function listTestIds(root: string, env: NodeJS.ProcessEnv): string[] {
  const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  const listed = spawnSync(process.execPath, [cli, 'test', '--list', '--reporter=json'], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`playwright --list failed:\n${listed.stderr}`);
  const ids: string[] = [];
  const walk = (suite: ListedSuite) => {
    for (const spec of suite.specs ?? []) if (spec.id) ids.push(spec.id);
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of (JSON.parse(listed.stdout) as { suites: ListedSuite[] }).suites) walk(suite);
  return ids;
}
