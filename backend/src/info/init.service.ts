import { Inject, Injectable } from '@nestjs/common';
import {
  type AppInfo,
  type CurrentUser,
  type InitResponse,
  type Language,
  inRoleFlags,
  primaryRole,
  shopServiceNames,
  systemtechnikTypes,
} from '@portal/contracts';
import { CatalogService } from '../catalog/catalog.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ShopBookingsService } from '../shop/shop-bookings.service.js';
import { StylesService } from '../styles/styles.service.js';
import { UnitsService } from '../units/units.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { UsersService } from '../users/users.service.js';

/** Roles that may use the online services (spec 6; demo and legacy accounts may not). */
const serviceRoles = ['betreiber', 'partner', 'subpartner', 'serviceparter', 'admin'];

@Injectable()
export class InitService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(CatalogService) private readonly catalog: CatalogService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(ShopBookingsService) private readonly shop: ShopBookingsService,
    @Inject(StylesService) private readonly styles: StylesService,
  ) {}

  /** `impersonatorId`: the admin acting as `user` in this session, if any (spec 6). */
  async init(user: SessionUser | undefined, impersonatorId?: number): Promise<InitResponse> {
    return {
      app: await this.app(),
      loggedIn: user !== undefined,
      user: user ? await this.currentUser(user, impersonatorId) : null,
      ...this.catalog.initMetadata(),
    };
  }

  /** Init's `app` part: the same for every caller (the logged-out page carries it too). */
  async app(): Promise<AppInfo> {
    const { config } = this;
    const cssCustom = await this.styles.customUrl();
    return {
      name: config.serverName,
      portalName: config.portalName,
      webName: config.webName,
      portalMarker: config.portalMarker,
      titleSuffix: config.titleSuffix,
      version: config.version,
      brand: config.brand,
      skin: config.skin,
      css_custom: cssCustom,
      services: { shop: { orderurl: config.shopOrderUrl }, wartung: config.shopMaintenance },
      usesaml2: config.saml !== undefined,
      docUrl: config.docUrl,
      systemtechnikTypes: [...systemtechnikTypes],
      betreiberZustimmung: true,
      remotes: config.remoteEntries,
      skinEntry: config.skinEntry,
      skinFallbackEntry: config.skinFallbackEntry,
    };
  }

  private async currentUser(user: SessionUser, impersonatorId: number | undefined): Promise<CurrentUser> {
    const { brand } = this.config;
    const mayUseServices = [...serviceRoles, brand].some((role) => user.roles.includes(role));
    const impersonator = impersonatorId === undefined ? undefined : await this.users.findById(impersonatorId);
    return {
      id: user.id,
      data: {
        login: user.login,
        name: user.name,
        firma: user.firma,
        email: user.email,
        type: user.type,
        metaData: user.metaData,
      },
      roles: user.roles,
      rights: user.rights,
      hasRight: Object.fromEntries(user.rights.map((right) => [right, true])),
      inRole: inRoleFlags(user.roles, brand),
      primaryRole: primaryRole(user.roles, brand),
      possibleServices: mayUseServices && !user.roles.includes('demo') ? [...shopServiceNames] : [],
      hzaStatusMap: await this.shop.hzaStatusMap(user),
      hkaCount: await this.units.countListed(user),
      passwordInvalid: user.passwordInvalid || !user.hasPassword,
      debug: user.debug,
      loggedIn: true,
      language: user.language as Language,
      translationLong: user.translationLong,
      youtubeCookie: user.youtubeCookie,
      ...(impersonator ? { impersonatedBy: impersonator.login } : {}),
    };
  }
}
