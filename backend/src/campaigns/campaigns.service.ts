import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type Campaign,
  type CampaignFilter,
  type CampaignUnitStatus,
  type DryRunResponse,
  type DryRunUnit,
  campaignLimits,
  campaignUnitStatuses,
  campaignRequestSchema,
  campaignUnitsQuerySchema,
  isManufacturerStaff,
  mayRunCampaigns,
} from '@portal/contracts';
import { findKind, unitKinds } from '@portal/unit-catalog';
import type { z } from 'zod';
import { accessorOf } from '../audit/accessor.js';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { ApiException, notFound, roleMissing } from '../common/api-exception.js';
import { rawToDisplay } from '../commands/raw-values.js';
import { CommandsService } from '../commands/commands.service.js';
import { DATABASE, type Database } from '../database/database.js';
import { CampaignRunner } from './campaign-runner.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PresenceService } from '../devices/presence.service.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { UnitsService } from '../units/units.service.js';
import { kindTakes, planUnit, assignStages } from './campaign-plan.js';
import { type CampaignRow, CampaignsRepository } from './campaigns.repository.js';

type CampaignRequest = z.output<typeof campaignRequestSchema>;
type UnitsQuery = z.output<typeof campaignUnitsQuerySchema>;

/** A spread of the units over the stages that differs per campaign. */
const spread = (seed: string) => (sn: string) =>
  createHash('sha1').update(`${seed}:${sn}`).digest().readUInt32BE(0);

/** Parameter campaigns (docs/adr/0022-commands-and-campaigns.md): planned, started, watched, steered. */
@Injectable()
export class CampaignsService {
  constructor(
    @Inject(CampaignsRepository) private readonly campaigns: CampaignsRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CampaignRunner) private readonly runner: CampaignRunner,
    @Inject(CommandsService) private readonly commands: CommandsService,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** Partners and the manufacturer's staff run campaigns (the contracts' rule); staff see every campaign. */
  private require(user: SessionUser): { seesAll: boolean } {
    if (!mayRunCampaigns(user.roles, this.config.brand)) throw roleMissing();
    return { seesAll: isManufacturerStaff(user.roles, this.config.brand) };
  }

  async dryRun(user: SessionUser, request: CampaignRequest): Promise<DryRunResponse> {
    this.require(user);
    const planned = await this.plan(user, request);
    const totals = { selected: planned.length, write: 0, queue: 0, skip: 0 };
    const skipped: Record<string, number> = {};
    for (const unit of planned) {
      totals[unit.outcome] += 1;
      if (unit.reason) skipped[unit.reason] = (skipped[unit.reason] ?? 0) + 1;
    }
    return {
      totals,
      skipped,
      units: planned.slice(0, campaignLimits.dryRunListed),
      truncated: planned.length > campaignLimits.dryRunListed,
    };
  }

  async create(user: SessionUser, request: CampaignRequest): Promise<Campaign> {
    this.require(user);
    const planned = await this.plan(user, request);
    const toWrite = planned.filter((unit) => unit.outcome !== 'skip').map((unit) => unit.sn);
    if (toWrite.length === 0) throw new ApiException(409, 'exception.campaign.nounits');
    const stages = assignStages(toWrite, request.stages, spread(`${user.id}:${Date.now()}`));
    const row = await this.campaigns.insert(
      {
        name: request.name,
        ownerId: user.id,
        createdBy: user.login,
        accessor: accessorOf(user, false, this.config.brand),
        values: request.values,
        filter: request.filter,
        stages: request.stages,
        pauseMinutes: request.pauseMinutes,
        queueOffline: request.queueOffline,
        expiresInHours: request.expiresInHours,
        state: 'running',
        stage: 0,
        stageStartsAt: new Date(),
      },
      planned.map((unit) => ({
        sn: unit.sn,
        productGroup: unit.productGroup,
        stage: stages.get(unit.sn) ?? null,
        skipReason: unit.reason,
        changes: unit.changes,
      })),
    );
    await this.audit.record({
      actor: user.login,
      action: 'campaign.start',
      details: {
        campaignId: row.id,
        name: row.name,
        values: row.values,
        units: toWrite.length,
        skipped: planned.length - toWrite.length,
      },
    });
    return this.toApi(row);
  }

  async list(user: SessionUser) {
    const { seesAll } = this.require(user);
    const rows = await this.campaigns.list(seesAll ? undefined : user.id);
    const counts = await this.campaigns.counts(rows.map((row) => row.id));
    return { campaigns: await Promise.all(rows.map((row) => this.toApi(row, counts.get(row.id)))) };
  }

  async get(user: SessionUser, id: number): Promise<Campaign> {
    return this.toApi(await this.owned(user, id));
  }

  async unitResults(user: SessionUser, id: number, query: UnitsQuery) {
    await this.owned(user, id);
    const size = campaignLimits.pageSize;
    const { rows, total } = await this.campaigns.unitsPage(id, query.status, size, (query.page - 1) * size);
    return {
      units: rows.map((row) => ({
        sn: row.sn,
        productGroup: row.productGroup,
        stage: row.stage,
        status: row.status,
        reason: row.skipReason ?? row.reason,
        changes: row.changes,
        readBack: row.readBack ?? {},
        commandId: row.commandId,
        updatedAt: (row.updatedAt ?? new Date()).toISOString(),
      })),
      total,
      page: query.page,
      pageSize: size,
    };
  }

  /**
   * Pauses a running campaign: no further stage starts, and its queued commands are held back (sent
   * ones end as they do).
   */
  async pause(user: SessionUser, id: number): Promise<Campaign> {
    await this.owned(user, id);
    const row = await this.runner.pause(id, 'campaign.pause.user');
    if (!row) throw stateConflict();
    await this.audit.record({ actor: user.login, action: 'campaign.pause', details: { campaignId: id } });
    return this.toApi(row);
  }

  /**
   * Resumes where it stopped, releasing the held commands; after a pause for failures, with the next
   * stage at once (the user saw them).
   */
  async resume(user: SessionUser, id: number): Promise<Campaign> {
    const campaign = await this.owned(user, id);
    if (campaign.state !== 'paused') throw stateConflict();
    const resumed =
      campaign.pauseReason === 'campaign.pause.failures'
        ? await this.runner.nextStage(campaign, new Date())
        : Boolean(await this.campaigns.update(id, ['paused'], { state: 'running', pauseReason: null }));
    if (!resumed) throw stateConflict();
    await this.commands.holdOfCampaign(id, false);
    await this.audit.record({ actor: user.login, action: 'campaign.resume', details: { campaignId: id } });
    return this.get(user, id);
  }

  /** Cancels a campaign: its commands still waiting are cancelled with it; ended ones stay. */
  async cancel(user: SessionUser, id: number): Promise<Campaign> {
    const campaign = await this.owned(user, id);
    const by = { login: user.login, accessor: campaign.accessor };
    const row = await this.db.transaction(async (tx) => {
      const cancelled = await this.campaigns.update(
        id,
        ['running', 'paused'],
        { state: 'cancelled', finishedAt: new Date() },
        tx,
      );
      if (cancelled) await this.commands.cancelOfCampaign(id, by, tx);
      return cancelled;
    });
    if (!row) throw stateConflict();
    await this.audit.record({ actor: user.login, action: 'campaign.cancel', details: { campaignId: id } });
    return this.toApi(row);
  }

  /** The campaign when the user may see it (its owner; staff: any), else 404 (its existence is not told). */
  async owned(user: SessionUser, id: number): Promise<CampaignRow> {
    const { seesAll } = this.require(user);
    const row = await this.campaigns.find(id);
    if (!row || (!seesAll && row.ownerId !== user.id)) throw notFound();
    return row;
  }

  async toApi(row: CampaignRow, known?: Partial<Record<CampaignUnitStatus, number>>): Promise<Campaign> {
    const [counts, stages] = await Promise.all([
      known ? Promise.resolve(new Map([[row.id, known]])) : this.campaigns.counts([row.id]),
      this.campaigns.stages(row.id),
    ]);
    const byStage = new Map(stages.map((stage) => [stage.stage, stage]));
    return {
      id: row.id,
      name: row.name,
      values: row.values,
      filter: row.filter,
      stages: row.stages,
      pauseMinutes: row.pauseMinutes,
      queueOffline: row.queueOffline,
      expiresInHours: row.expiresInHours,
      state: row.state,
      pauseReason: row.pauseReason as Campaign['pauseReason'],
      stage: row.stage,
      nextStageAt:
        row.state === 'running' && !row.stageSent ? (row.stageStartsAt?.toISOString() ?? null) : null,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      counts: Object.fromEntries(
        campaignUnitStatuses.map((status) => [status, counts.get(row.id)?.[status] ?? 0]),
      ) as Campaign['counts'],
      stageProgress: row.stages.map((percent, index) => {
        const stage = byStage.get(index);
        return {
          percent,
          units: stage?.units ?? 0,
          done: stage?.done ?? 0,
          confirmed: stage?.confirmed ?? 0,
          failed: stage?.failed ?? 0,
        };
      }),
    };
  }

  /** Every selected unit's part, checked against its kind's limits, the consents and its state now. */
  private async plan(user: SessionUser, request: CampaignRequest): Promise<DryRunUnit[]> {
    const kindsAsked =
      request.filter.productGroups.length > 0 ? request.filter.productGroups.map(findKind) : unitKinds;
    if (!kindsAsked.some((kind) => kindTakes(kind, request.values)))
      throw new ApiException(400, 'exception.campaign.novalues');
    const candidates = await this.units.campaignCandidates(user, request.filter);
    const serials = candidates.map((unit) => unit.sn);
    const [firmware, online] = await Promise.all([
      this.presence.firmwareOf(serials),
      this.presence.onlineMap(serials),
    ]);
    const selected = candidates.filter((unit) =>
      matchesFirmware(firmware.get(unit.sn) ?? '', request.filter),
    );
    const inputs = selected.map((unit) => ({
      sn: unit.sn,
      productGroup: unit.productGroup,
      kind: findKind(unit.productGroup),
      firmware: firmware.get(unit.sn) ?? '',
      online: online.get(unit.sn) ?? false,
      consentProblem: unit.consentProblem,
      current: {},
    }));
    const first = inputs.map((input) => planUnit(input, request.values, request.queueOffline));
    // Units not skipped already are planned again with their values now, read for all at once.
    const keys = Object.keys(request.values);
    const latest = await this.timeseries.latestValuesOf(
      inputs
        .filter((input, index) => first[index]?.outcome !== 'skip' && input.kind)
        .map((input) => input.sn),
      keys,
    );
    return inputs.map((input, index) => {
      const values = latest.get(input.sn);
      const planned = first[index] as DryRunUnit;
      if (!values || !input.kind) return planned;
      const kind = input.kind;
      const current = Object.fromEntries(
        keys.map((key) => {
          const value = values[key] ? rawToDisplay(kind, key, values[key].value) : null;
          return [key, typeof value === 'number' ? value : null];
        }),
      );
      return planUnit({ ...input, current }, request.values, request.queueOffline);
    });
  }
}

const stateConflict = () => new ApiException(409, 'exception.campaign.state');

function matchesFirmware(firmware: string, filter: CampaignFilter): boolean {
  return filter.firmware === '' || firmware.startsWith(filter.firmware);
}
