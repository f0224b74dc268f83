/**
 * A refusal the operator reads (the admin command, the demo seed): a German message from the text
 * catalogue. Never an API answer — those are AppError with a code of the error catalogue.
 */
export class OperatorError extends Error {}
