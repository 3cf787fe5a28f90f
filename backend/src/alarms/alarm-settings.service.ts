import { Inject, Injectable } from '@nestjs/common';
import {
  type AlarmPreferences,
  type AlarmSettingsResponse,
  type DeliveryListResponse,
  type alarmScopeSchema,
  type alarmSubscriptionRequestSchema,
  type deliveryListRequestSchema,
  type offlineGraceRequestSchema,
  defaultFollow,
  defaultStaffFollow,
  offlineGraceMinutes,
} from '@portal/contracts';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { notFound, roleMissing } from '../common/api-exception.js';
import { LocationsService } from '../locations/locations.service.js';
import { MailService } from '../mail/mail.service.js';
import { UnitsService } from '../units/units.service.js';
import { AlarmSettingsRepository } from './alarm-settings.repository.js';
import { toDelivery } from './delivery-record.js';
import { OfflineGrace } from './offline-grace.js';

type Scope = z.output<typeof alarmScopeSchema>;

/** What a user is told of and how (docs/adr/0017-alarms.md), and units' offline graces. */
@Injectable()
export class AlarmSettingsService {
  constructor(
    @Inject(AlarmSettingsRepository) private readonly settings: AlarmSettingsRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(LocationsService) private readonly locations: LocationsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(OfflineGrace) private readonly grace: OfflineGrace,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async read(user: SessionUser): Promise<AlarmSettingsResponse> {
    const [subscriptions, preferences, graces] = await Promise.all([
      this.settings.subscriptions([user.id]),
      this.settings.preferences([user.id]),
      this.graces(user),
    ]);
    const own = subscriptions.get(user.id) ?? [];
    const name = await this.namer([...own, ...graces]);
    return {
      preferences: preferences.get(user.id)!,
      defaults: this.units.seesAllUnits(user) ? defaultStaffFollow : defaultFollow,
      subscriptions: own.map((s) => ({ ...s, name: name(s) })),
      offlineGraces: graces.map((g) => ({ ...g, name: name(g) })),
      offlineGraceDefault: offlineGraceMinutes.default,
    };
  }

  async setPreferences(user: SessionUser, preferences: AlarmPreferences): Promise<AlarmSettingsResponse> {
    await this.settings.setPreferences(user.id, preferences);
    return this.read(user);
  }

  async subscribe(
    user: SessionUser,
    request: z.output<typeof alarmSubscriptionRequestSchema>,
  ): Promise<AlarmSettingsResponse> {
    await this.mayCover(user, request);
    await this.settings.subscribe(user.id, request);
    return this.read(user);
  }

  async unsubscribe(user: SessionUser, { scope, ref }: Scope): Promise<AlarmSettingsResponse> {
    await this.settings.unsubscribe(user.id, scope, ref);
    return this.read(user);
  }

  async setGrace(
    user: SessionUser,
    { scope, ref, minutes }: z.output<typeof offlineGraceRequestSchema>,
  ): Promise<AlarmSettingsResponse> {
    await this.mayCover(user, { scope, ref });
    await this.settings.setGrace(scope, ref, minutes);
    const watched = scope === 'unit' ? ref : this.units.serialsAt(ref);
    await this.settings.regraceWatches(watched, (sn) => this.grace.ms(sn));
    await this.audit.record({
      actor: user.login,
      action: 'alarm.offlineGrace',
      ...(scope === 'unit' ? { sn: ref } : {}),
      details: { scope, ref, minutes },
    });
    return this.read(user);
  }

  async deliveries(
    user: SessionUser,
    { everyone, limit, offset }: z.output<typeof deliveryListRequestSchema>,
  ): Promise<DeliveryListResponse> {
    const admin = user.roles.includes('admin');
    if (everyone && !admin) throw roleMissing();
    const { rows, total } = await this.mail.list(everyone ? undefined : user.id, limit, offset);
    const now = new Date();
    return { deliveries: rows.map((row) => toDelivery(row, { withText: admin, now })), total };
  }

  /** A scope names a unit or location the user is told of (else it is none of theirs: 404). */
  private async mayCover(user: SessionUser, { scope, ref }: Scope): Promise<void> {
    if (scope === 'all') return;
    if (!(await this.units.toldOf(user, scope, ref))) throw notFound();
  }

  private graces(user: SessionUser) {
    const audience = this.units.alarmAudience(user);
    return this.settings.graces(audience, audience && this.units.locationsOf(audience));
  }

  /** Names scopes as the unit list does: a unit by its designation (or serial), a location by its name. */
  private async namer(scopes: readonly Scope[]): Promise<(scope: Scope) => string | null> {
    const serials = scopes.filter((s) => s.scope === 'unit').map((s) => s.ref);
    const uuids = scopes.filter((s) => s.scope === 'location').map((s) => s.ref);
    const [placements, locations] = await Promise.all([
      this.units.placements(serials),
      this.locations.find(uuids),
    ]);
    const units = new Map(placements.map((p) => [p.sn, p.benennung || p.sn]));
    const places = new Map(locations.map((l) => [l.uuid, l.name]));
    return ({ scope, ref }) =>
      scope === 'unit' ? (units.get(ref) ?? ref) : scope === 'location' ? (places.get(ref) ?? null) : null;
  }
}
