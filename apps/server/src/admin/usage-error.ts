/** A command called wrongly: the operator sees the message and the usage text. */
export class UsageError extends Error {}
