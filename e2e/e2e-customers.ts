import type { TestInfo } from '@playwright/test';
import { demoAdviserLogins } from '../apps/server/src/demo/advisers';
import { type DemoLogin, type DemoProfile, demoLogins } from '../apps/server/src/demo/customers';

/**
 * The customers of an e2e test: every test logs in as customers of its own, never as the seeded demo
 * customers, so a test's changes (persons, passkeys, failed logins) stay its own, tests run in parallel,
 * and the demo stays as shipped. Each test has a Max-like (full rights, two persons, the demo's documents:
 * the adviser's Erstinformation and mandate PDFs, a car policy of his own) and an Erika-like
 * (makler_light, the Erstinformation) customer and an adviser: the demo households under logins of their
 * own, keyed by the test's id (and its repetition and retry, so a run again starts afresh).
 * fixtures.ts has the server create them when the test starts (POST /api/test/customers; the embedded
 * database has one owner, the server — docs/decisions/107-e2e-customers-made-when-the-test-runs.md).
 * Tests reach them through `who` in fixtures.ts.
 */
export function testKey(info: Pick<TestInfo, 'testId' | 'repeatEachIndex' | 'retry'>): string {
  return `${info.testId}-${info.repeatEachIndex}-${info.retry}`;
}

export function customerLogin(key: string, profile: DemoProfile): DemoLogin {
  const demo = demoLogins[profile];
  return { ...demo, email: `e2e-${key}-${profile}@example.com`, password: `${demo.password}-e2e` };
}

/** The test's own adviser (issue 14), like the demo's berater@example.com. */
export function adviserLogin(key: string): DemoLogin {
  const demo = demoAdviserLogins.berater;
  return { ...demo, email: `e2e-${key}-berater@example.com`, password: `${demo.password}-e2e` };
}

type Credentials = { email: string; password: string };

/** What the server is asked to create for the test `key` (apps/server/src/demo/test-customers.ts). */
export function testCustomersRequest(
  key: string,
  ownAgency: boolean,
): { max: Credentials; erika: Credentials; adviser: Credentials; ownAgency: boolean } {
  const credentials = ({ email, password }: DemoLogin) => ({ email, password });
  return {
    max: credentials(customerLogin(key, 'max')),
    erika: credentials(customerLogin(key, 'erika')),
    adviser: credentials(adviserLogin(key)),
    ownAgency,
  };
}
