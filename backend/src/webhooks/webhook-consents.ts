/** A webhook and the user it acts for, as its consent records name them. */
export interface WebhookGrantee {
  webhook: { id: number; url: string };
  by: { id: number; login: string };
}

/**
 * A webhook is a grantee of consents on its owner's units (issue 43, ADR 0020): it is told of their
 * incidents. The domain that keeps consents (above this one) records them; without it nothing is.
 */
export abstract class WebhookConsents {
  abstract granted(grantee: WebhookGrantee): Promise<void>;
  abstract ended(grantee: WebhookGrantee): Promise<void>;
}
