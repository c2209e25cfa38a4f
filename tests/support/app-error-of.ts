// The AppError a synchronous call throws, for tests of what a service refuses and why.
import { AppError } from '../../server/http/app-error';

export function appErrorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}
