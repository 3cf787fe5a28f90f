import type { TokenScope, TokenUnits } from '@portal/contracts';

/** What the bearer token of a request grants beyond being its user (docs/adr/0018-access-tokens.md). */
export interface AccessTokenGrant {
  id: number;
  scopes: readonly TokenScope[];
  units: TokenUnits;
}

// Set by the bearer middleware on requests that came with a token instead of a session cookie; the
// rate limits and the same-origin guard read it too.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      accessToken?: AccessTokenGrant;
    }
  }
}
