import type { IncomingMessage } from 'node:http';

/** Who a socket opened with a personal access token is (docs/adr/0018-access-tokens.md). */
export interface TokenSocketIdentity {
  userId: number;
  login: string;
  /** The token's user's roles today: whether a consent revoked reaches their socket. */
  roles: readonly string[];
  /** The token's session: the units it connected over /rest, and where its revocation is told. */
  sessionId: string;
  /** Whether the token holds `values:read`, without which it hears nothing. */
  readsValues: boolean;
}

/**
 * How the live socket learns of personal access tokens without depending on the domain that keeps
 * them (it sits above live): that domain provides this. `presented: false` for an upgrade without a
 * token; `identity` undefined for a token that is not valid.
 */
export abstract class SocketTokens {
  abstract identify(
    request: IncomingMessage,
  ): Promise<{ presented: false } | { presented: true; identity: TokenSocketIdentity | undefined }>;
}
