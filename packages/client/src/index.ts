export { PortalClient, type PortalClientOptions } from './client.js';
export type { CallAnswer, CallInput } from './calls.js';
export { PortalAnswerError, PortalError } from './errors.js';
export { type LiveOptions, LiveValues } from './live.js';
