import type { ApiErrorBody } from '@portal/contracts';

/** A non-2xx answer of the portal's REST API (spec 8: every such answer is thrown to the caller). */
export class ApiError extends Error {
  readonly status: number;
  readonly key: string;
  readonly fields: Record<string, string[]>;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.status;
    this.key = body.key;
    this.fields = body.fields ?? {};
  }
}
