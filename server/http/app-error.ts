// The one error type the edges throw: a code a client can branch on, an HTTP status and a message a person can act on.

export class AppError extends Error {
  override readonly name: string = 'AppError';

  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** Headers the answer carries besides the JSON body (e.g. a 429's Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
