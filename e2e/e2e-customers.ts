import { type DemoLogin, type DemoProfile, demoLogins } from '../apps/server/src/db/demo-customers';

/**
 * The customers of the e2e run. Every spec logs in as customers of its own, never as the seeded demo
 * customers, so a spec's changes (persons, passkeys, failed logins) stay its own and the demo stays as
 * shipped. They are created from the demo households (same persons, rights and adviser) under their own
 * login by scripts/e2e-server.ts before the server starts: the embedded database has one owner, the
 * server, so the tests cannot add rows while it runs (docs/decisions/017-shared-test-data.md).
 */
export const e2eSpecs = [
  'activation-sso',
  'adviser-documents',
  'first-load',
  'guards',
  'legal-pages',
  'list-editors-375',
  'login',
  'passkey',
  'persons',
  'pwa',
  'read-only',
  'saved-login',
  'sticky-header',
  'unsaved-changes',
] as const;

export type E2eSpec = (typeof e2eSpecs)[number];

/** The login of the spec's customer with the demo household `profile` ('max' or 'erika'). */
export function customerOf(spec: E2eSpec, profile: DemoProfile): DemoLogin {
  const demo = demoLogins[profile];
  return {
    ...demo,
    email: `e2e-${spec}-${profile}@example.com`,
    password: `${demo.password}-${spec}`,
  };
}

/** Both customers of a spec: `max` (full rights, two persons) and `erika` (makler_light). */
export function customersOf(spec: E2eSpec): Record<DemoProfile, DemoLogin> {
  return { max: customerOf(spec, 'max'), erika: customerOf(spec, 'erika') };
}

/** Every customer the e2e server creates before it starts. */
export function allE2eCustomers(): { profile: DemoProfile; login: DemoLogin }[] {
  return e2eSpecs.flatMap((spec) =>
    (Object.keys(demoLogins) as DemoProfile[]).map((profile) => ({
      profile,
      login: customerOf(spec, profile),
    })),
  );
}
