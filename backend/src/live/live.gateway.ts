import { Inject, Logger } from '@nestjs/common';
import { type OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { SESSION_MIDDLEWARE } from '../auth/session.middleware.js';
import { UsersService } from '../users/users.service.js';

/** Close code for an unauthenticated socket (4000–4999 are application codes). */
export const unauthenticatedCloseCode = 4401;

/**
 * /ws: live messages to logged-in browsers. The session cookie authenticates the upgrade request;
 * anonymous sockets are closed. Unit values, stores and app actions are added by the units issue.
 */
@WebSocketGateway({ path: '/ws' })
export class LiveGateway implements OnGatewayConnection<WebSocket> {
  private readonly logger = new Logger('Live');

  constructor(
    @Inject(SESSION_MIDDLEWARE) private readonly session: RequestHandler,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    const userId = await this.sessionUserId(request);
    const user = userId === undefined ? undefined : await this.users.findById(userId);
    if (!user) {
      socket.close(unauthenticatedCloseCode, 'login required');
      return;
    }
    socket.send(JSON.stringify({ action: 'connected', data: { login: user.login } }));
    this.logger.debug(`socket opened for ${user.login}`);
  }

  private async sessionUserId(request: IncomingMessage): Promise<number | undefined> {
    const httpRequest = request as Request;
    await new Promise<void>((resolve) => this.session(httpRequest, {} as Response, () => resolve()));
    const passport = (httpRequest.session as { passport?: { user?: unknown } } | undefined)?.passport;
    return typeof passport?.user === 'number' ? passport.user : undefined;
  }
}
