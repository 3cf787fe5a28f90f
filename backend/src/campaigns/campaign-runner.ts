import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { campaignFilterSchema, campaignLimits } from '@portal/contracts';
import { AuditService } from '../audit/audit.service.js';
import { CommandsService } from '../commands/commands.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { UnitsService } from '../units/units.service.js';
import { UsersService } from '../users/users.service.js';
import { failedTooOften } from './campaign-plan.js';
import { type CampaignRow, CampaignsRepository } from './campaigns.repository.js';
import { PeriodicJob } from '../common/periodic-job.js';

const minuteMs = 60_000;

/**
 * Moves running campaigns on, every command sweep: starts a due stage (one instance makes its
 * commands: claimStage), and once a stage's commands to units online have ended, pauses the
 * campaign when more than 2 % of them failed, else schedules the next stage after the pause; the
 * campaign completes when its last stage's commands, queued ones included, have all ended.
 */
@Injectable()
export class CampaignRunner implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Campaigns');
  private readonly ticks = new PeriodicJob('campaign tick', this.logger, () => this.tickOnce());

  constructor(
    @Inject(CampaignsRepository) private readonly campaigns: CampaignsRepository,
    @Inject(CommandsService) private readonly commands: CommandsService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.ticks.start(this.config.commands.sweepMs);
  }

  async onModuleDestroy(): Promise<void> {
    await this.ticks.stop();
  }

  /** One tick at a time. */
  tick(): Promise<void> {
    return this.ticks.run();
  }

  private async tickOnce(): Promise<void> {
    for (const campaign of await this.campaigns.ofState('running')) {
      if (!campaign.stageSent) await this.startStage(campaign);
      else await this.followStage(campaign);
    }
  }

  /**
   * Starts the stage: its units whose operators still consent to the owner's remote access get
   * their commands (queued, those online sent at once); the others are skipped now.
   */
  private async startStage(campaign: CampaignRow): Promise<void> {
    // Not due yet: consents are read once it is, never at a tick before (they may change meanwhile).
    if (campaign.stageStartsAt !== null && campaign.stageStartsAt.getTime() > Date.now()) return;
    const members = await this.campaigns.stageUnits(campaign.id, campaign.stage, this.db);
    const allowed = await this.stillAllowed(
      campaign,
      members.map((member) => member.sn),
    );
    const serials = await this.db.transaction(async (tx) => {
      if (!(await this.campaigns.claimStage(campaign.id, campaign.stage, tx))) return [];
      const refused = members.filter((member) => !allowed.has(member.sn)).map((member) => member.sn);
      await this.campaigns.skipUnits(campaign.id, refused, 'campaign.skip.noconsent', tx);
      const rows = await this.commands.enqueue(
        members
          .filter((member) => allowed.has(member.sn))
          .map((member) => ({
            sn: member.sn,
            productGroup: member.productGroup,
            values: campaign.values,
            expiresInHours: campaign.expiresInHours,
            campaignId: campaign.id,
          })),
        { login: campaign.createdBy, accessor: campaign.accessor },
        tx,
      );
      await this.campaigns.setCommands(campaign.id, rows, tx);
      return rows.map((row) => row.sn);
    });
    if (serials.length > 0) this.commands.dispatch(serials);
  }

  /** The units the owner may still write to: consents may have been taken since the campaign started. */
  private async stillAllowed(campaign: CampaignRow, serials: string[]): Promise<Set<string>> {
    const owner = await this.users.findById(campaign.ownerId);
    if (!owner || serials.length === 0) return new Set();
    const candidates = await this.units.campaignCandidates(owner, {
      ...campaignFilterSchema.parse({}),
      serials,
    });
    return new Set(candidates.filter((unit) => unit.consentProblem === null).map((unit) => unit.sn));
  }

  private async followStage(campaign: CampaignRow): Promise<void> {
    const stages = await this.campaigns.stages(campaign.id);
    if (campaign.stage >= campaign.stages.length) {
      // Past the last stage: queued commands of offline units may still end (sent or expired).
      if (stages.every((stage) => stage.done === stage.units)) {
        await this.campaigns.update(campaign.id, ['running'], { state: 'completed', finishedAt: new Date() });
        await this.record(campaign, 'campaign.complete', {});
      }
      return;
    }
    const current = stages.find((stage) => stage.stage === campaign.stage);
    const waitsForOnline = current?.queued.some((sn) => this.commands.isOnline(sn)) ?? false;
    if (current && (current.onTheWay > 0 || waitsForOnline)) return;
    const failed = current?.failed ?? 0;
    const finished = failed + (current?.confirmed ?? 0);
    if (failedTooOften(failed, finished, campaignLimits.failureShare)) {
      // The stage's units still offline get nothing until the user has seen the failures.
      await this.pause(campaign.id, 'campaign.pause.failures');
      await this.record(campaign, 'campaign.autopause', { stage: campaign.stage, failed, finished });
    } else await this.nextStage(campaign, new Date(Date.now() + campaign.pauseMinutes * minuteMs));
  }

  /**
   * Pauses a running campaign and holds its queued commands back, in one transaction (a stage
   * queued meanwhile is held too); answers the paused row, or undefined when it was not running.
   */
  pause(id: number, reason: 'campaign.pause.user' | 'campaign.pause.failures') {
    return this.db.transaction(async (tx) => {
      const paused = await this.campaigns.update(
        id,
        ['running'],
        { state: 'paused', pauseReason: reason },
        tx,
      );
      if (paused) await this.commands.holdOfCampaign(id, true, tx);
      return paused;
    });
  }

  /**
   * The next stage starts at `at` (after the pause; at once when a campaign paused for failures is
   * resumed). After the last stage the campaign waits for its queued commands to end. Only from the
   * state and stage the campaign was read in: a user's pause landing meanwhile stands.
   */
  nextStage(campaign: CampaignRow, at: Date): Promise<boolean> {
    const stage = campaign.stage + 1;
    return this.campaigns.advanceStage(campaign.id, campaign.state, campaign.stage, {
      state: 'running',
      pauseReason: null,
      stage,
      stageSent: stage >= campaign.stages.length,
      stageStartsAt: at,
    });
  }

  private record(campaign: CampaignRow, action: string, details: Record<string, unknown>) {
    return this.audit.record({
      actor: campaign.createdBy,
      action,
      details: { campaignId: campaign.id, ...details },
    });
  }
}
