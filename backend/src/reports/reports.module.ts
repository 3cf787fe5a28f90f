import { Module } from '@nestjs/common';
import { AlarmsModule } from '../alarms/alarms.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { SessionStateModule } from '../auth/session-state.module.js';
import { BalanceModule } from '../balance/balance.module.js';
import { CanipModule } from '../canip/canip.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { LocationReportsService } from './location-reports.service.js';
import { MonthlyReports } from './monthly-reports.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/** A unit's monthly and yearly reports (issue 45): the PDFs, who gets them, the monthly mails. */
@Module({
  imports: [
    AlarmsModule,
    AuditModule,
    BalanceModule,
    CanipModule,
    LocationsModule,
    MailModule,
    SessionStateModule,
    UnitsModule,
    UsersModule,
  ],
  controllers: [ReportsController],
  providers: [ReportsRepository, ReportsService, LocationReportsService, MonthlyReports],
  exports: [MonthlyReports],
})
export class ReportsModule {}
