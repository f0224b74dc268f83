import { z } from 'zod';

/** The header carrying DEV_TOOLS_TOKEN, when the operator set one (ADR 312). */
export const DEV_TOOLS_TOKEN_HEADER = 'x-dev-tools-token';

/** The dependencies the diagnostics page checks, in the order it shows them. */
export const DEPENDENCY_KEYS = ['database', 'databaseStandby', 'objectStore', 'mail', 'push'] as const;
export type DependencyKey = (typeof DEPENDENCY_KEYS)[number];

/**
 * up: answered; down: did not answer (or answered wrong); off: not configured here; warn: answered, but not
 * as it should (a standby that is no longer in recovery).
 */
export const DEPENDENCY_STATES = ['up', 'down', 'off', 'warn'] as const;
export type DependencyState = (typeof DEPENDENCY_STATES)[number];

export const dependencyCheckSchema = z.object({
  key: z.enum(DEPENDENCY_KEYS),
  state: z.enum(DEPENDENCY_STATES),
  target: z
    .string()
    .meta({ description: 'what was asked, without credentials (host, port, bucket, folder)' }),
  latencyMs: z.number().nonnegative().nullable().meta({ description: 'the answer’s time; null: not asked' }),
  detail: z.string().meta({ description: 'a German line: what answered, or why not' }),
});

export const buildInfoSchema = z.object({
  version: z.string().meta({ description: 'the app version (client headers’ APP_VERSION)' }),
  apiVersion: z.string(),
  commit: z.string().nullable().meta({ description: 'git commit of the build; null: unknown' }),
  builtAt: z
    .string()
    .nullable()
    .meta({ description: 'ISO 8601 build time of the bundle; null: run from source' }),
  node: z.string(),
  startedAt: z.string().meta({ description: 'ISO 8601 start of this process' }),
  uptimeSeconds: z.number().int().nonnegative(),
  database: z.enum(['pglite', 'postgres']),
});

/** GET /api/devtools/status (ADR 312). */
export const devtoolsStatusSchema = z.object({
  checks: z.array(dependencyCheckSchema),
  build: buildInfoSchema,
  account: z
    .object({
      hasMakler: z.boolean(),
      /** Whether this login may toggle hasMakler here (a local portal only, ADR 313/314). */
      toggle: z.boolean(),
    })
    .nullable()
    .meta({
      description: 'null: asked with DEV_TOOLS_TOKEN alone, or the database did not answer (ADR 315)',
    }),
});

/** PUT /api/devtools/has-makler: the customer's adviser link off or back on (ADR 313). */
export const hasMaklerBodySchema = z.strictObject({ hasMakler: z.boolean() });
export const hasMaklerResponseSchema = z.object({ hasMakler: z.boolean() });

export type DependencyCheck = z.infer<typeof dependencyCheckSchema>;
export type BuildInfo = z.infer<typeof buildInfoSchema>;
export type DevtoolsStatus = z.infer<typeof devtoolsStatusSchema>;
export type HasMaklerBody = z.infer<typeof hasMaklerBodySchema>;
