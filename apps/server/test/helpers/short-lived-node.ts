/**
 * Node's flags for a process a test starts and ends within seconds (the server of a process test, an admin
 * command): WebAssembly runs as V8's baseline compiler (Liftoff) makes it. By default V8 compiles PGlite's
 * postgres.wasm a second time with its optimising compiler as functions run hot, on background threads:
 * about a third of such a start's CPU, repaid only by a process that serves for minutes (ADR 341). What
 * the process does is the same; only its machine code differs. Long-lived processes (the e2e server, the
 * cluster's portals) keep V8's defaults.
 */
export const SHORT_LIVED_NODE_FLAGS: readonly string[] = ['--liftoff-only'];
