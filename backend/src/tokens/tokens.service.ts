import { Inject, Injectable } from '@nestjs/common';
import {
  type AccessToken,
  type TokenCreateRequest,
  type TokenScope,
  type TokenUnits,
  maxTokensPerUser,
  tokenMaxLifetimeDays,
  tokenScopes,
} from '@portal/contracts';
import { AuditService } from '../audit/audit.service.js';
import { SessionStateService } from '../auth/session-state.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { ApiException, invalidInput, notFound } from '../common/api-exception.js';
import { LiveBus } from '../live/live-bus.js';
import { ConsentsService } from '../units/consents.service.js';
import { UnitsService } from '../units/units.service.js';
import { UsersService } from '../users/users.service.js';
import type { AccessTokenGrant } from './access-token.js';
import { displayPrefix, newToken, publicIdOf, secretMatches } from './token-secret.js';
import { type TokenRow, TokensRepository } from './tokens.repository.js';

const day = 86_400_000;
/** Last use is written at most this often per token (and instance): a script's every call would. */
const lastUseInterval = 60_000;
/** How long a token's session row lives after its last use (the units it connected). */
const sessionLifetime = day;
const maxRemembered = 10_000;

/** The session a token's calls share (its connected units, its sockets' room): never a cookie's. */
export const tokenSessionId = (tokenId: number) => `pat:${tokenId}`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export type TokenCreate = Omit<TokenCreateRequest, 'units'> & { units: TokenUnits };

/** What a valid bearer token stands for: its user as they are now, narrowed to its units. */
export interface BearerIdentity {
  user: SessionUser & { unitLimit?: { serials: string[]; locations: string[] } };
  grant: AccessTokenGrant;
  sessionId: string;
  expiresAt: Date | null;
}

/**
 * Personal access tokens (issue 43, docs/adr/0018-access-tokens.md): each user manages their own;
 * nobody else, admins included, reads or revokes them. A token is checked on every call against
 * its row and its user as they are now, so a revoked token or a deleted user stops at once.
 */
@Injectable()
export class TokensService {
  /** Token id → when its last use was written by this instance. */
  private readonly lastWritten = new Map<number, number>();

  constructor(
    @Inject(TokensRepository) private readonly tokens: TokensRepository,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(LiveBus) private readonly bus: LiveBus,
    @Inject(ConsentsService) private readonly consents: ConsentsService,
  ) {}

  async list(user: SessionUser): Promise<{ tokens: AccessToken[] }> {
    return { tokens: (await this.tokens.listOf(user.id)).map(toAccessToken) };
  }

  async create(user: SessionUser, request: TokenCreate): Promise<{ token: AccessToken; secret: string }> {
    const expiresAt = expiryOf(request.expires, new Date());
    await this.assertSees(user, request.units);
    const { publicId, secret, hash } = newToken();
    const row = await this.tokens.insertBelow(maxTokensPerUser, {
      userId: user.id,
      name: request.name,
      publicId,
      secretHash: hash,
      // In the contracts' order, once each.
      scopes: tokenScopes.filter((scope) => request.scopes.includes(scope)),
      units: request.units === 'all' ? null : unique(request.units),
      expiresAt,
    });
    if (!row) throw new ApiException(400, 'exception.token.limit');
    await this.audit.record({
      actor: user.login,
      action: 'token.create',
      details: {
        id: row.id,
        name: row.name,
        scopes: row.scopes,
        units: row.units ?? 'all',
        expiresAt: iso(expiresAt),
      },
    });
    await this.consents.grant(
      {
        grantee: { kind: 'token', id: row.id },
        label: row.name,
        reach: row.units ?? undefined,
        // Reading values or errors reads the unit; writing set points is remote access.
        scope: row.scopes.includes('setpoints:write') ? ['read', 'remote'] : ['read'],
        until: expiresAt,
      },
      { userId: user.id, login: user.login },
    );
    return { token: toAccessToken(row), secret };
  }

  /** Revokes one of the user's own tokens: its calls are refused and its sockets closed at once. */
  async revoke(user: SessionUser, id: number): Promise<{ token: AccessToken }> {
    const found = await this.tokens.find(id);
    if (!found || found.userId !== user.id) throw notFound();
    const row = (await this.tokens.revoke(id)) ?? found;
    if (!found.revokedAt) {
      await this.audit.record({ actor: user.login, action: 'token.revoke', details: { id, name: row.name } });
      await this.consents.end({ kind: 'token', id }, row.name, { userId: user.id, login: user.login });
      await this.sessionState.endSession(tokenSessionId(id));
      this.bus.publish({ type: 'session.ended', sessionId: tokenSessionId(id) });
    }
    return { token: toAccessToken(row) };
  }

  /**
   * The identity behind `Authorization: Bearer <secret>`: undefined for anything that is not a
   * live token of an existing user (malformed, unknown, wrong secret, expired, revoked).
   */
  async authenticate(secret: string, address: string | undefined): Promise<BearerIdentity | undefined> {
    const publicId = publicIdOf(secret);
    if (!publicId) return undefined;
    const row = await this.tokens.findByPublicId(publicId);
    if (!row || !secretMatches(secret, row.secretHash) || !isLive(row, new Date())) return undefined;
    const user = await this.users.findById(row.userId);
    if (!user) return undefined;
    await this.recordUse(row, address);
    const grant: AccessTokenGrant = {
      id: row.id,
      scopes: row.scopes.filter((scope): scope is TokenScope =>
        (tokenScopes as readonly string[]).includes(scope),
      ),
      units: row.units ?? 'all',
    };
    return {
      user: row.units ? { ...user, unitLimit: row.units } : user,
      grant,
      sessionId: tokenSessionId(row.id),
      expiresAt: row.expiresAt,
    };
  }

  /** The chosen serials and locations must be ones the user sees today. */
  private async assertSees(user: SessionUser, units: TokenUnits): Promise<void> {
    if (units === 'all') return;
    const unseen: Record<string, string[]> = {};
    for (const [index, sn] of units.serials.entries())
      if (!(await this.units.findVisible(sn, user)))
        unseen[`units.serials.${index}`] = ['validation.token.units'];
    for (const [index, uuid] of units.locations.entries())
      if (!(await this.units.seesUnitAt(uuid, user)))
        unseen[`units.locations.${index}`] = ['validation.token.units'];
    if (Object.keys(unseen).length > 0) throw new ApiException(403, 'exception.accessdenied', {}, unseen);
  }

  /** Last use time and address, and the token's session row: written at most once a minute. */
  private async recordUse(row: TokenRow, address: string | undefined): Promise<void> {
    const now = Date.now();
    if (now - (this.lastWritten.get(row.id) ?? 0) < lastUseInterval) return;
    if (this.lastWritten.size >= maxRemembered) this.lastWritten.clear();
    this.lastWritten.set(row.id, now);
    const expire = new Date(Math.min(now + sessionLifetime, row.expiresAt?.getTime() ?? Infinity));
    await Promise.all([
      this.tokens.recordUse(row.id, new Date(now), address?.slice(0, 64) ?? null),
      this.sessionState.ensureSession(tokenSessionId(row.id), expire),
    ]);
  }
}

function isLive(row: TokenRow, now: Date): boolean {
  return !row.revokedAt && (!row.expiresAt || row.expiresAt > now);
}

/** The end of the chosen day (UTC): from tomorrow up to a year (366 days, for leap years) ahead. */
function expiryOf(expires: string, now: Date): Date | null {
  if (expires === 'none') return null;
  const start = Date.parse(`${expires}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (Number.isNaN(start) || start < today + day || start > today + tokenMaxLifetimeDays * day)
    throw invalidInput({ expires: ['validation.token.expires'] });
  return new Date(start + day - 1);
}

function unique(units: { serials: string[]; locations: string[] }) {
  return {
    serials: [...new Set(units.serials)],
    locations: [...new Set(units.locations.map((uuid) => uuid.toLowerCase()))],
  };
}

function toAccessToken(row: TokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    prefix: displayPrefix(row.publicId),
    scopes: row.scopes.filter((scope): scope is TokenScope =>
      (tokenScopes as readonly string[]).includes(scope),
    ),
    units: row.units ?? 'all',
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
    lastUsedAddress: row.lastUsedAddress,
  };
}
