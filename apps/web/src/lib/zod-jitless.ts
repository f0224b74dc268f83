import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` unless it is told not to, and it probes for that with
 * `Function('')` on the first parse: under the portal's CSP (script-src without 'unsafe-eval') the probe
 * alone is a violation report (Firefox logged one on every page, issue 27). Imported first by the app's
 * start, before any schema parses.
 */
config({ jitless: true });
