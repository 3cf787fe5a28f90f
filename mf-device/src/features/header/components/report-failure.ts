/** The header's three calls; their failures are spec 8's "logged and, unless 401, an alert". */
export type HeaderCall = 'unitsFailed' | 'partnersFailed' | 'reloadFailed';

export type ReportFailure = (call: HeaderCall, error: unknown) => void;
