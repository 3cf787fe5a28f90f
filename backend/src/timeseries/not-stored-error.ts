import { ApiException } from '../common/api-exception.js';

/** The samples of an ingestDurable call will not be stored (stopping, or dropped while the database was away). */
export class NotStoredError extends ApiException {
  constructor(readonly detail: string) {
    super(503, 'exception.unavailable');
  }
}
