import { type ErrorCode, errorCatalogue } from '@kundenportal/domain/errors/error-codes';

/**
 * The one error type of the API: a code of the spec's catalogue, its status, the German user message,
 * and an internal message that is only logged.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly userMessage: string;
  /** Sent as Retry-After (a 429 of a rate limit: when the next request can pass). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { userMessage?: string; internal?: string; retryAfterSeconds?: number } = {},
  ) {
    super(options.internal ?? code);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.userMessage = options.userMessage ?? errorCatalogue[code].message;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A 422 with the spec's `field=>message` entries. */
export class ValidationError extends Error {
  readonly entries: string[];
  constructor(entries: string[]) {
    super('validation failed');
    this.entries = entries;
  }
}
