/** Refusals the API answers in its envelope, each with its status and French message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = (message: string) => new ApiError(401, message, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
