import { type Said, sayIn } from './wording';

/**
 * An error a client caused or may see. Services throw it; the error plugin turns it into the
 * `{ success: false, message, errors }` answer with its status (docs/product.md, API conventions),
 * in the language the request asks for (decision 269). `message` and `errors` hold the English.
 */
export class AppError extends Error {
  readonly errors?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly said: Said,
    readonly fieldsSaid?: Record<string, Said>,
  ) {
    super(sayIn('en', said));
    this.name = 'AppError';
    if (fieldsSaid)
      this.errors = Object.fromEntries(Object.entries(fieldsSaid).map(([field, text]) => [field, sayIn('en', text)]));
  }
}

export const badRequest = (message: Said, errors?: Record<string, Said>) => new AppError(400, message, errors);
export const unauthorized = (message: Said = 'Authentication required') => new AppError(401, message);
export const forbidden = (message: Said = 'Access denied') => new AppError(403, message);
export const notFound = (message: Said) => new AppError(404, message);
export const conflict = (message: Said, errors?: Record<string, Said>) => new AppError(409, message, errors);
export const tooManyRequests = (message: Said) => new AppError(429, message);
