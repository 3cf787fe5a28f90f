import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { SocketTokens, type TokenSocketIdentity } from '../live/socket-tokens.js';
import { bearerToken } from './bearer.middleware.js';
import { TokensService } from './tokens.service.js';

/**
 * The live socket's tokens: `Authorization: Bearer …` on the upgrade, or `?access_token=…` for
 * clients that cannot set headers on a WebSocket (browsers).
 */
@Injectable()
export class TokenSockets extends SocketTokens {
  constructor(@Inject(TokensService) private readonly tokens: TokensService) {
    super();
  }

  async identify(
    request: IncomingMessage,
  ): Promise<{ presented: false } | { presented: true; identity: TokenSocketIdentity | undefined }> {
    const secret = bearerToken(request.headers.authorization) ?? queryToken(request.url);
    if (secret === undefined) return { presented: false };
    const found = await this.tokens.authenticate(secret, request.socket.remoteAddress);
    if (!found) return { presented: true, identity: undefined };
    return {
      presented: true,
      identity: {
        tokenId: found.grant.id,
        user: found.user,
        login: found.user.login,
        sessionId: found.sessionId,
        readsValues: found.grant.scopes.includes('values:read'),
        expiresAt: found.expiresAt,
      },
    };
  }
}

function queryToken(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://socket').searchParams.get('access_token') ?? undefined;
  } catch {
    return undefined;
  }
}
