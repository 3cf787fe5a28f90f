import type { IncomingMessage } from 'node:http';
import type { SocketUser } from './socket-units.js';

/** Who a socket opened with a personal access token is (docs/adr/0018-access-tokens.md). */
export interface TokenSocketIdentity {
  tokenId: number;
  /** The token's user as they are today (roles: whether a revoked consent reaches the socket), narrowed to the token's units. */
  user: SocketUser;
  login: string;
  /** The token's session: the units it connected over /rest, and where its revocation is told. */
  sessionId: string;
  /** Whether the token holds `values:read`, without which it hears nothing. */
  readsValues: boolean;
  /** When the token stops working: its socket is closed then. */
  expiresAt: Date | null;
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
