import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuditService } from '../audit/audit.service.js';
import { LiveBus } from '../live/live-bus.js';
import { switchSessionUser } from '../auth/session-user.js';
import { ApiException, notFound } from '../common/api-exception.js';
import type { SessionUser } from '../auth/session-user.js';
import { UsersService } from '../users/users.service.js';

const accessDenied = () => new ApiException(403, 'exception.accessdenied');

/**
 * Spec 6: an admin may act as an operator. The roles of the people units are operated by (the logins
 * a unit's operator list holds: operators, legacy operators, external users) give no say over anybody
 * else's units; any other role (partner, manufacturer, demo, admin) would lend the admin its reach
 * under a borrowed name.
 */
const operatorRoles: readonly string[] = ['betreiber', 'betreiberold', 'extern'];

export function mayBeImpersonated(roles: readonly string[]): boolean {
  return roles.length > 0 && roles.every((role) => operatorRoles.includes(role));
}

/** Spec 6: an admin continues their session as another user and returns; both steps are audited. */
@Injectable()
export class ImpersonationService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(LiveBus) private readonly bus: LiveBus,
  ) {}

  async start(request: Request, admin: SessionUser, login: string): Promise<void> {
    const target = await this.users.findByLogin(login);
    if (!target) throw notFound();
    if (!mayBeImpersonated(target.roles)) throw new ApiException(403, 'exception.impersonateoperatorsonly');
    // Audited before the switch: there is never an impersonation without its record.
    await this.audit.record({
      actor: admin.login,
      action: 'admin.impersonate',
      details: { target: target.login },
    });
    await this.switchAndReload(request, target, admin.id);
  }

  async end(request: Request, user: SessionUser): Promise<void> {
    const adminId = request.session.impersonatorId;
    const admin = adminId === undefined ? undefined : await this.users.findById(adminId);
    // The admin may have lost the role (or the account) meanwhile: then there is nobody to return to.
    if (!admin?.roles.includes('admin')) throw accessDenied();
    await this.audit.record({
      actor: admin.login,
      action: 'admin.unimpersonate',
      details: { target: user.login },
    });
    await this.switchAndReload(request, admin);
  }

  /** The browser's other tabs still show the previous user: they reload (AppAction) into the new session. */
  private async switchAndReload(request: Request, user: SessionUser, impersonatorId?: number): Promise<void> {
    const previousSession = request.sessionID;
    await switchSessionUser(request, user, impersonatorId);
    this.bus.publish({ type: 'session.replaced', sessionId: previousSession });
  }
}
