import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayDisconnect, WebSocketGateway } from '@nestjs/websockets';
import type { LiveMessage } from '@portal/contracts';
import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { isForeignSite } from '../auth/same-origin.js';
import { SESSION_MIDDLEWARE } from '../auth/session.middleware.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UsersService } from '../users/users.service.js';
import { type BusMessage, LiveBus } from './live-bus.js';
import { aliasesOf, withSerialAlias } from './serial-alias.js';
import './session-units.js';
import '../units/demo-view.js';

/** Close code for an unauthenticated socket (4000–4999 are application codes). */
export const unauthenticatedCloseCode = 4401;
/** Close code for a socket another site's page opened (cross-site WebSocket hijacking). */
export const foreignSiteCloseCode = 4403;

interface Viewer {
  sessionId: string;
  userId: number;
  /** Units this session connected (GET /canip/{sn}); only their values reach the socket. */
  units: Set<string>;
  /** real → shown serial for sessions shown other serials (demo). */
  aliases: Map<string, string>;
}

/**
 * /ws: live messages to logged-in browsers. The session cookie authenticates the upgrade request;
 * anonymous sockets and sockets opened from another site are closed. Messages come from the bus, so any instance's events reach them.
 */
@WebSocketGateway({ path: '/ws' })
export class LiveGateway
  implements OnGatewayConnection<WebSocket>, OnGatewayDisconnect<WebSocket>, OnModuleDestroy
{
  private readonly logger = new Logger('Live');
  private readonly viewers = new Map<WebSocket, Viewer>();
  private readonly unsubscribe: () => void;

  constructor(
    @Inject(SESSION_MIDDLEWARE) private readonly session: RequestHandler,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(LiveBus) bus: LiveBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.unsubscribe = bus.subscribe((message) => this.deliver(message));
  }

  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    if (isForeignSite(request.headers, this.config.trustProxy)) {
      socket.close(foreignSiteCloseCode, 'cross-site');
      return;
    }
    const httpRequest = request as Request;
    await new Promise<void>((resolve) => this.session(httpRequest, {} as Response, () => resolve()));
    const session = httpRequest.session as
      (typeof httpRequest.session & { passport?: { user?: unknown } }) | undefined;
    const userId = session?.passport?.user;
    const user = typeof userId === 'number' ? await this.users.findById(userId) : undefined;
    if (!user || !session) {
      socket.close(unauthenticatedCloseCode, 'login required');
      return;
    }
    this.viewers.set(socket, {
      sessionId: httpRequest.sessionID,
      userId: user.id,
      units: new Set(session.connectedUnits ?? []),
      aliases: aliasesOf(session.demoSerials),
    });
    send(socket, { action: 'Connected', data: { login: user.login, version: this.config.version } });
    this.logger.debug(`socket opened for ${user.login}`);
  }

  handleDisconnect(socket: WebSocket): void {
    this.viewers.delete(socket);
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  private deliver(message: BusMessage): void {
    for (const [socket, viewer] of this.viewers) {
      switch (message.kind) {
        case 'sessionUnits':
          if (viewer.sessionId === message.sessionId) {
            viewer.units = new Set(message.sns);
            viewer.aliases = new Map(Object.entries(message.aliases ?? {}));
          }
          break;
        case 'unitViewers':
          if (viewer.units.has(message.sn)) sendAll(socket, viewer, message.messages);
          break;
        case 'session':
          if (viewer.sessionId === message.sessionId) sendAll(socket, viewer, message.messages);
          break;
        case 'user':
          if (viewer.userId === message.userId) sendAll(socket, viewer, message.messages);
          break;
        case 'everyone':
          sendAll(socket, viewer, message.messages);
          break;
      }
    }
  }
}

function sendAll(socket: WebSocket, viewer: Viewer, messages: LiveMessage[]): void {
  for (const message of messages)
    send(socket, viewer.aliases.size ? withSerialAlias(message, viewer.aliases) : message);
}

function send(socket: WebSocket, message: LiveMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
