// The one error type the edges throw: a code a client can branch on, an HTTP status and a message a person can act on.

export class AppError extends Error {
  override readonly name: string = 'AppError';

  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
