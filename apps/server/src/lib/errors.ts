import { MSG } from '@cgx/domain/messages';

/** An error with an HTTP status and the body the API answers with (TApiError). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** More of the answer's body beside message and errors (what a client needs to act on a 409). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (errors: Record<string, string[]>, message: string = MSG.invalidRequest) => new AppError(400, message, errors);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const unauthenticated = (message: string = MSG.signInRequired) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>, details?: Record<string, unknown>) =>
  new AppError(409, message, errors, undefined, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, MSG.tooManyAttempts, undefined, { 'retry-after': String(retryAfterSeconds) });
