import { Inject, Injectable } from '@nestjs/common';
import {
  type DeviceMenuResponse,
  type DeviceRpcMethod,
  type DeviceStatus,
  type RpcParams,
  type RpcResult,
  type ServiceLevel,
  mayEnterServiceLevel,
} from '@portal/contracts';
import { type UnitKind } from '@portal/unit-catalog';
import { type Accessor, accessorOf } from '../audit/accessor.js';
import { AuditService } from '../audit/audit.service.js';
import { UnitAccessService } from '../canip/unit-access.service.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DeviceGateway } from '../devices/device-gateway.js';
import type { SessionUser } from '../auth/session-user.js';
import { ServiceCodeThrottleService } from './service-code-throttle.service.js';
import { ServiceLevelRepository } from './service-level.repository.js';

/** A locking fault with its catalogue text (the unit reports the code only), else its code. */
function withText(fault: DeviceStatus['lockingFault'], kind: UnitKind, language: string) {
  if (!fault) return null;
  const label = kind.faults.find((entry) => entry.code === fault.code)?.label;
  return { ...fault, text: label?.[language === 'en-gb' ? 'en-gb' : 'de-de'] ?? fault.codeText };
}

/** Whose menu on which unit: the user, their browser session (the service level is its) and the serial. */
export interface MenuCall {
  user: SessionUser;
  sid: string;
  sn: string;
  /** The admin acting as the user (impersonation), named in the unit's access log. */
  impersonatorId?: number;
}

/** The RPC methods an installer needs an active service level for (ADR 0014). */
type InstallerMethod = Exclude<DeviceRpcMethod, 'serviceCode' | 'deviceInfo'>;

const inactive: ServiceLevel = { active: false, expiresAt: null };

/**
 * The device (installer) menu on top of the device gateway: the unit decides (code, unlocking,
 * calibration); this checks who may reach the unit (the rule of connecting it), keeps the service
 * level per session and unit, throttles code guessing and audits every attempt and action.
 */
@Injectable()
export class DeviceMenuService {
  constructor(
    @Inject(UnitAccessService) private readonly access: UnitAccessService,
    @Inject(DeviceGateway) private readonly devices: DeviceGateway,
    @Inject(ServiceLevelRepository) private readonly levels: ServiceLevelRepository,
    @Inject(ServiceCodeThrottleService) private readonly throttle: ServiceCodeThrottleService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async menu(call: MenuCall): Promise<DeviceMenuResponse> {
    const { kind } = await this.reachUnit(call);
    const level = await this.levels.state(call.sid, call.sn, Date.now());
    const { status, settings } = await this.devices.call(call.sn, 'deviceInfo', {});
    const installer = level.state === 'active';
    return {
      sn: call.sn,
      mode: installer ? 'installer' : 'user',
      installerAllowed: this.mayEnter(call.user),
      serviceLevel: installer ? { active: true, expiresAt: level.expiresAt } : inactive,
      status: { ...status, lockingFault: withText(status.lockingFault, kind, call.user.language) },
      settings: {
        user: settings.user,
        heatingCurve: installer ? settings.heatingCurve : null,
        network: installer ? settings.network : null,
      },
    };
  }

  /**
   * The unit checks the code; guesses are throttled per user and unit and per unit. The attempt is
   * counted before the unit is asked, so parallel guesses cannot pass the limit.
   */
  async enterServiceLevel(call: MenuCall, code: string): Promise<ServiceLevel> {
    const { user, sid, sn } = call;
    if (!this.mayEnter(user)) throw new ApiException(403, 'device.installer.forbidden');
    const { accessor } = await this.reachUnit(call);
    const attempt = (details: Record<string, unknown>) =>
      this.audit.record({ actor: user.login, action: 'device.servicelevel.enter', sn, details, ...accessor });
    try {
      await this.throttle.takeAttempt(user.id, sn);
    } catch (error) {
      await attempt({ granted: false, throttled: true });
      throw error;
    }
    const { granted } = await this.devices.call(sn, 'serviceCode', { code });
    await attempt({ granted });
    if (!granted) throw new ApiException(403, 'device.servicelevel.wrongcode');
    await this.throttle.recordRightCode(user.id, sn);
    const expiresAt = Date.now() + this.config.serviceLevelMs;
    await this.levels.enter(sid, sn, expiresAt);
    return { active: true, expiresAt };
  }

  async leaveServiceLevel(call: MenuCall): Promise<ServiceLevel> {
    const { isOperator } = await this.access.access(call.user, call.sn, 'connect');
    await this.levels.leave(call.sid, call.sn);
    await this.audit.record({
      actor: call.user.login,
      action: 'device.servicelevel.leave',
      sn: call.sn,
      ...this.accessorOf(call, isOperator),
    });
    return inactive;
  }

  /**
   * User mode: anyone who may reach the unit changes these (holiday, screensaver, activities, DHW),
   * with the web consent as for canip writes.
   */
  async userSettings(call: MenuCall, user: RpcParams<'deviceSettings'>['user']) {
    const { accessor } = await this.reachUnit(call, 'data');
    const { settings } = await this.devices.call(call.sn, 'deviceSettings', { user });
    await this.audit.record({
      actor: call.user.login,
      action: 'device.settings',
      sn: call.sn,
      details: { user },
      ...accessor,
    });
    return settings.user;
  }

  /**
   * An installer action: needs the service level on the server (which it renews), then asks the
   * unit and audits what the unit answered.
   */
  async installerAction<M extends InstallerMethod>(
    call: MenuCall,
    action: string,
    method: M,
    params: RpcParams<M>,
  ): Promise<RpcResult<M>> {
    const { accessor } = await this.reachUnit(call, 'data');
    await this.requireServiceLevel(call);
    const result = await this.devices.call(call.sn, method, params);
    await this.audit.record({
      actor: call.user.login,
      action: `device.${action}`,
      sn: call.sn,
      details: { params, result },
      ...accessor,
    });
    return result;
  }

  private mayEnter(user: SessionUser): boolean {
    return mayEnterServiceLevel(user.roles, this.config.brand);
  }

  /**
   * The rules of canip, and the unit must be there to answer: 'connect' to open the menu (as a
   * connect), 'data' to change the unit (as a write: the web consent is needed).
   */
  private async reachUnit(
    call: MenuCall,
    purpose: 'connect' | 'data' = 'connect',
  ): Promise<{ kind: UnitKind; accessor: Accessor }> {
    const { kind, isOperator } = await this.access.access(call.user, call.sn, purpose);
    if (!this.devices.isOnline(call.sn)) throw new ApiException(503, 'exception.unitoffline');
    return { kind, accessor: this.accessorOf(call, isOperator) };
  }

  /** The accessor fields of the audit entries of this call (the owner's access log). */
  private accessorOf(call: MenuCall, isOperator: boolean): Accessor {
    return accessorOf(call.user, isOperator, this.config.brand, call.impersonatorId);
  }

  private async requireServiceLevel({ sid, sn }: MenuCall): Promise<void> {
    const now = Date.now();
    if (await this.levels.renew(sid, sn, now, now + this.config.serviceLevelMs)) return;
    const { state } = await this.levels.state(sid, sn, now);
    throw new ApiException(
      403,
      state === 'expired' ? 'device.servicelevel.timeout' : 'device.servicelevel.required',
    );
  }
}
