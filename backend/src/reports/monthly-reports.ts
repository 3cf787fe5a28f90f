import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Language, wallClock } from '@portal/contracts';
import { mailable } from '../alarms/incident-mailer.js';
import { UnitAccessService } from '../canip/unit-access.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MailService } from '../mail/mail.service.js';
import { UnitsService } from '../units/units.service.js';
import { type UserAccount, UsersService } from '../users/users.service.js';
import { LocationReportsService } from './location-reports.service.js';
import { lastMonth, reportPeriod } from './report-period.js';
import { periodName } from './report-pdf.js';
import { reportWords } from './report-texts.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';
import { PeriodicJob } from '../common/periodic-job.js';

/**
 * The monthly report mails (issue 45): on the first days of a month (REPORTS_MAIL_UNTIL_DAY) every
 * unit whose owner chose it gets last month's PDF mailed to its operators and, as they chose, its
 * partners and a tax adviser, and with them its location's report. Any instance may send; the unit's and month's row in report_sends
 * (claimed, then sent) makes it one mailing, and the outbox key one mail per address.
 */
@Injectable()
export class MonthlyReports implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Reports');
  private readonly sweeps = new PeriodicJob('sweep', this.logger, (now) => this.sweepOnce(now));

  constructor(
    @Inject(ReportsRepository) private readonly repository: ReportsRepository,
    @Inject(ReportsService) private readonly reports: ReportsService,
    @Inject(LocationReportsService) private readonly locationReports: LocationReportsService,
    @Inject(UnitAccessService) private readonly access: UnitAccessService,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.sweeps.start(this.config.reports.sweepMs);
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeps.stop();
  }

  /** Mails what is due at `now`; one sweep at a time. */
  sweep(now = Date.now()): Promise<void> {
    return this.sweeps.run(now);
  }

  private async sweepOnce(now: number): Promise<void> {
    if (wallClock(now).day > this.config.reports.mailUntilDay) return;
    const month = lastMonth(now);
    for (const sn of await this.repository.unsent(month)) {
      if (!(await this.repository.claim(sn, month, new Date(now), this.config.reports.claimMs))) continue;
      try {
        const recipients = await this.sendOne(sn, month, now);
        await this.repository.markSent(sn, month, recipients, new Date());
      } catch (error) {
        // The claim runs out and this or another instance tries again.
        this.logger.warn(`report ${month} of ${sn}: ${String(error)}`);
      }
    }
  }

  /** Queues one unit's mails; answers how many. Nobody when the owner may no longer see its data. */
  private async sendOne(sn: string, month: string, now: number): Promise<number> {
    const settings = (await this.repository.settings(sn))?.settings;
    if (!settings?.monthlyMail) return 0;
    const related = await this.units.alarmRecipients(sn);
    const accounts = new Map(
      (await this.users.findByIds(related.map((r) => r.userId))).map((user) => [user.id, user]),
    );
    const of = (via: string) =>
      related.flatMap((r) => (r.via === via ? [accounts.get(r.userId)] : [])).filter(isMailable);
    const owners = of('operator');
    const owner = owners[0];
    if (!owner) return 0;
    // The owner's own access: a withdrawn web consent stops the report as it stops the page.
    const context = await this.access.access(owner, sn, 'data').catch(() => undefined);
    if (!context) return 0;
    const language = owner.language as Language;
    const period = reportPeriod(month, now);
    const file = await this.reports.render(context.unit, context.kind, period, language, undefined, now);
    const words = reportWords(language);
    const unitName = context.unit.benennung || context.kind.label[language];
    const addresses = new Map<string, number | undefined>();
    for (const user of [...owners, ...(settings.copyToPartner ? of('partner') : [])])
      if (!addresses.has(user.email.toLowerCase())) addresses.set(user.email.toLowerCase(), user.id);
    if (settings.taxAdviserEmail && !addresses.has(settings.taxAdviserEmail.toLowerCase()))
      addresses.set(settings.taxAdviserEmail.toLowerCase(), undefined);
    const name = periodName(period, words);
    const locationUuid = context.unit.locationUuid;
    if (settings.locationReport && locationUuid)
      await this.mailLocation(
        owner,
        locationUuid,
        month,
        addresses,
        now,
        `${this.reports.baseUrl()}/${sn}/balance`,
      );
    for (const [to, userId] of addresses)
      await this.mail.queue(
        {
          to,
          subject: words.mailSubject(name, unitName),
          text: words.mailText(
            name,
            unitName,
            this.config.portalName,
            `${this.reports.baseUrl()}/${sn}/balance`,
          ),
          attachment: { name: `report-${sn}-${month}.pdf`, content: file },
        },
        `report:${sn}:${month}:${to}`,
        userId === undefined ? {} : { userId },
      );
    return addresses.size;
  }

  /**
   * The location's report as the owner sees it, to the unit's recipients. Its outbox key names the
   * location, not the unit: units there that chose it too add no second mail.
   */
  private async mailLocation(
    owner: UserAccount,
    uuid: string,
    month: string,
    addresses: ReadonlyMap<string, number | undefined>,
    now: number,
    url: string,
  ): Promise<void> {
    const language = owner.language as Language;
    const { file, name: fileName } = await this.locationReports.download(owner, uuid, month, language, now);
    const words = reportWords(language);
    const name = periodName(reportPeriod(month, now), words);
    const location = (await this.reports.locationNamed(uuid)) ?? uuid;
    for (const [to, userId] of addresses)
      await this.mail.queue(
        {
          to,
          subject: words.locationMailSubject(name, location),
          text: words.locationMailText(name, location, this.config.portalName, url),
          attachment: { name: fileName, content: file },
        },
        `report-location:${uuid}:${month}:${to}`,
        userId === undefined ? {} : { userId },
      );
  }
}

const isMailable = (user: UserAccount | undefined): user is UserAccount =>
  user !== undefined && mailable(user);
