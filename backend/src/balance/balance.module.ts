import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SessionStateModule } from '../auth/session-state.module.js';
import { CanipModule } from '../canip/canip.module.js';
import { HzatoolModule } from '../hzatool/hzatool.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { UnitsModule } from '../units/units.module.js';
import { BalanceController } from './balance.controller.js';
import { BalanceRepository } from './balance.repository.js';
import { BalanceService } from './balance.service.js';

/** The balance of a unit (issue 45): energy, efficiencies, degree days, money and CO2, tariffs. */
@Module({
  imports: [AuditModule, CanipModule, HzatoolModule, SessionStateModule, TimeseriesModule, UnitsModule],
  controllers: [BalanceController],
  providers: [BalanceRepository, BalanceService],
  exports: [BalanceService],
})
export class BalanceModule {}
