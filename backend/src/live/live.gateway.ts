import { Inject, Logger, type OnModuleDestroy, Optional } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayDisconnect, WebSocketGateway } from '@nestjs/websockets';
import { type LiveMessage, losesAccess } from '@portal/contracts';
import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { isForeignSite } from '../auth/same-origin.js';
import { SESSION_MIDDLEWARE } from '../auth/session.middleware.js';
import { SessionStateService } from '../auth/session-state.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UsersService } from '../users/users.service.js';
import type { DomainEvent } from './domain-events.js';
import { LiveBus } from './live-bus.js';
import {
  type Room,
  accessRevokedMessages,
  liveDelivery,
  sessionRoom,
  unitRoom,
  userRoom,
} from './live-delivery.js';
import { Rooms } from './rooms.js';
import { aliasesOf, withSerialAlias } from './serial-alias.js';
import { SocketTokens, type TokenSocketIdentity } from './socket-tokens.js';
import { SocketUnits, type SocketUser } from './socket-units.js';

/** Close code for an unauthenticated socket (4000–4999 are application codes). */
export const unauthenticatedCloseCode = 4401;
/** Close code for a socket another site's page opened (cross-site WebSocket hijacking). */
export const foreignSiteCloseCode = 4403;
/** Close code for a socket whose access token lacks the scope `values:read`. */
export const tokenScopeCloseCode = 4403;
/** The longest delay setTimeout keeps (about 24.8 days); later expiries are waited for in steps. */
const longestTimer = 2 ** 31 - 1;

interface Viewer {
  sessionId: string;
  userId: number;
  /** The user's roles: which consents let them hear a unit they do not operate. */
  roles: readonly string[];
  /** A token socket's expiry timer. */
  expiry?: NodeJS.Timeout;
  /** The unit rooms this socket is in: the units its session connected (GET /canip/{sn}). */
  units: Set<string>;
  /** real → shown serial for sessions shown other serials (demo). */
  aliases: Map<string, string>;
}

/**
 * /ws: live messages to logged-in browsers. The session cookie authenticates the upgrade request;
 * anonymous sockets and sockets opened from another site are closed. A script's socket presents a
 * personal access token instead (docs/adr/0018-access-tokens.md): it hears the units its token
 * connected, nothing of its user, and is closed when the token is revoked. Domain events come from the
 * bus, so any instance's events reach them; each goes only to the sockets of its room.
 */
@WebSocketGateway({ path: '/ws' })
export class LiveGateway
  implements OnGatewayConnection<WebSocket>, OnGatewayDisconnect<WebSocket>, OnModuleDestroy
{
  private readonly logger = new Logger('Live');
  private readonly viewers = new Map<WebSocket, Viewer>();
  private readonly rooms = new Rooms<WebSocket>();
  private readonly unsubscribe: () => void;

  constructor(
    @Inject(SESSION_MIDDLEWARE) private readonly session: RequestHandler,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
    @Inject(LiveBus) private readonly bus: LiveBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(SocketTokens) private readonly tokens: SocketTokens | null,
    @Optional() @Inject(SocketUnits) private readonly units: SocketUnits | null,
  ) {
    this.unsubscribe = bus.subscribe((event) => this.deliver(event));
  }

  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    const token = this.tokens ? await this.tokens.identify(request) : { presented: false as const };
    if (token.presented) return this.openForToken(socket, token.identity);
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
    await this.open(
      socket,
      { sessionId: httpRequest.sessionID, user, login: user.login },
      {
        userRoom: true,
        demo: user.roles.includes('demo'),
      },
    );
  }

  /**
   * A token's socket: no cookie is involved, so another site cannot abuse it. It stays out of its
   * user's room (account changes, alarms), which a token's scopes do not cover.
   */
  private async openForToken(socket: WebSocket, identity: TokenSocketIdentity | undefined): Promise<void> {
    if (!identity) return socket.close(unauthenticatedCloseCode, 'invalid token');
    if (!identity.readsValues) return socket.close(tokenScopeCloseCode, 'values:read required');
    const viewer = await this.open(socket, identity, { userRoom: false, demo: false });
    if (viewer && identity.expiresAt) this.closeOnExpiry(socket, viewer, identity.expiresAt.getTime());
  }

  /** Closes a token's socket when the token expires, as a call with it would be refused then. */
  private closeOnExpiry(socket: WebSocket, viewer: Viewer, at: number): void {
    const left = at - Date.now();
    viewer.expiry = setTimeout(
      () =>
        left > longestTimer
          ? this.closeOnExpiry(socket, viewer, at)
          : socket.close(unauthenticatedCloseCode, 'token expired'),
      Math.max(0, Math.min(left, longestTimer)),
    );
  }

  private async open(
    socket: WebSocket,
    who: { sessionId: string; user: SocketUser; login: string },
    options: { userRoom: boolean; demo: boolean },
  ): Promise<Viewer | undefined> {
    const { sessionId, user, login } = who;
    const viewer: Viewer = {
      sessionId,
      userId: user.id,
      roles: user.roles,
      units: new Set(),
      aliases: new Map(),
    };
    // In the session's room (and the bus watching it) before its units are read: a unit connected
    // meanwhile is not missed.
    this.viewers.set(socket, viewer);
    await Promise.all([
      this.join(sessionRoom(sessionId), socket),
      ...(options.userRoom ? [this.join(userRoom(user.id), socket)] : []),
    ]);
    if (!this.viewers.has(socket)) return undefined;
    const [units, demoSerials] = await Promise.all([
      this.allowedUnits(sessionId, user),
      options.demo ? this.sessionState.demoSerials(sessionId) : new Map<string, string>(),
    ]);
    if (!this.viewers.has(socket)) return undefined;
    for (const [real, shown] of aliasesOf(demoSerials)) viewer.aliases.set(real, shown);
    for (const sn of units) this.joinUnit(socket, viewer, sn);
    send(socket, { action: 'Connected', data: { login, version: this.config.version } });
    this.logger.debug(`socket opened for ${login}`);
    return viewer;
  }

  /** The units the session connected that its user may still hear; the others are disconnected. */
  private async allowedUnits(sessionId: string, user: SocketUser): Promise<string[]> {
    const connected = await this.sessionState.connectedUnits(sessionId);
    if (!this.units || connected.length === 0) return connected;
    const allowed = await this.units.stillAllowed(user, connected);
    for (const sn of connected.filter((sn) => !allowed.includes(sn)))
      await this.sessionState.setConnected(sessionId, sn, false);
    return allowed;
  }

  handleDisconnect(socket: WebSocket): void {
    const viewer = this.viewers.get(socket);
    if (!viewer) return;
    this.viewers.delete(socket);
    clearTimeout(viewer.expiry);
    this.leave(sessionRoom(viewer.sessionId), socket);
    this.leave(userRoom(viewer.userId), socket);
    for (const sn of viewer.units) this.leave(unitRoom(sn), socket);
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  private deliver(event: DomainEvent): void {
    if (event.type === 'session.ended') {
      for (const socket of [...this.rooms.of(sessionRoom(event.sessionId))])
        socket.close(unauthenticatedCloseCode, 'session ended');
      return;
    }
    if (event.type === 'session.unitConnected' || event.type === 'session.unitDisconnected') {
      // Joining or leaving a unit room leaves the session room as it is: no copy needed.
      for (const socket of [...this.rooms.of(sessionRoom(event.sessionId))]) {
        const viewer = this.viewers.get(socket);
        if (!viewer) continue;
        if (event.type === 'session.unitDisconnected') this.leaveUnit(socket, viewer, event.sn);
        else {
          if (event.shownAs !== undefined) viewer.aliases.set(event.sn, event.shownAs);
          this.joinUnit(socket, viewer, event.sn);
        }
      }
    }
    if (event.type === 'unit.accessRevoked') this.revoke(event);
    const delivery = liveDelivery(event);
    if (delivery) this.sendToRoom(delivery.room, delivery.messages);
  }

  /**
   * Takes the sockets of viewers who lost the unit's consent out of its room, tells them, and
   * disconnects their sessions from the unit, so a socket opened later does not join it again.
   */
  private revoke(event: Extract<DomainEvent, { type: 'unit.accessRevoked' }>): void {
    for (const socket of [...this.rooms.of(unitRoom(event.sn))]) {
      const viewer = this.viewers.get(socket);
      if (!viewer || event.operators.includes(viewer.userId)) continue;
      if (!losesAccess(event.revoked, viewer.roles, this.config.brand)) continue;
      this.leaveUnit(socket, viewer, event.sn);
      for (const message of accessRevokedMessages(event.sn))
        send(socket, viewer.aliases.size > 0 ? withSerialAlias(message, viewer.aliases) : message);
      this.sessionState
        .setConnected(viewer.sessionId, event.sn, false)
        .catch((error: unknown) => this.logger.warn(`could not disconnect a session: ${String(error)}`));
    }
  }

  /** Each message is serialised once for every socket that sees serials as they are. */
  private sendToRoom(room: Room, messages: LiveMessage[]): void {
    const members = this.rooms.of(room);
    if (members.size === 0) return;
    let plain: string[] | undefined;
    for (const socket of members) {
      const viewer = this.viewers.get(socket);
      if (!viewer || socket.readyState !== socket.OPEN) continue;
      if (viewer.aliases.size > 0) {
        for (const message of messages) socket.send(JSON.stringify(withSerialAlias(message, viewer.aliases)));
      } else {
        plain ??= messages.map((message) => JSON.stringify(message));
        for (const text of plain) socket.send(text);
      }
    }
  }

  private joinUnit(socket: WebSocket, viewer: Viewer, sn: string): void {
    viewer.units.add(sn);
    void this.join(unitRoom(sn), socket);
  }

  private leaveUnit(socket: WebSocket, viewer: Viewer, sn: string): void {
    viewer.units.delete(sn);
    this.leave(unitRoom(sn), socket);
  }

  /** The bus watches a room while this instance has sockets in it. */
  private join(room: Room, socket: WebSocket): Promise<void> {
    return this.rooms.join(room, socket) ? this.bus.watch(room) : Promise.resolve();
  }

  private leave(room: Room, socket: WebSocket): void {
    if (this.rooms.leave(room, socket)) this.bus.unwatch(room);
  }
}

function send(socket: WebSocket, message: LiveMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
