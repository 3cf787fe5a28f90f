import type { ApiErrorBody } from '@portal/contracts';

/**
 * An answer that was no success: the portal's status and message key (`exception.ratelimited`,
 * `exception.loginrequired`, …), its translated message and, for bad input, the fields at fault.
 */
export class PortalError extends Error {
  readonly status: number;
  readonly key: string;
  readonly fields: Record<string, string[]> | undefined;

  constructor(
    readonly call: string,
    body: ApiErrorBody,
  ) {
    super(`${call}: ${body.status} ${body.key} (${body.message})`);
    this.name = 'PortalError';
    this.status = body.status;
    this.key = body.key;
    this.fields = body.fields;
  }
}

/** An answer that does not fit the contracts (a portal of another version): names what did not fit. */
export class PortalAnswerError extends Error {
  constructor(
    readonly call: string,
    readonly problem: string,
  ) {
    super(`${call}: the answer does not fit the contracts: ${problem}`);
    this.name = 'PortalAnswerError';
  }
}
