import type { ErrorKey } from '@portal/contracts';

/** An error answered as `{status, message, key}`; message is translated from key by the filter. */
export class ApiException extends Error {
  constructor(
    readonly status: number,
    readonly key: ErrorKey,
    readonly params: Record<string, string> = {},
    readonly fields?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const notLoggedIn = () => new ApiException(401, 'exception.loginrequired');
export const roleMissing = () => new ApiException(403, 'exception.rolemissing');
export const notFound = () => new ApiException(404, 'exception.notfound');
export const invalidInput = (fields: Record<string, string[]>) =>
  new ApiException(400, 'exception.validation', {}, fields);
