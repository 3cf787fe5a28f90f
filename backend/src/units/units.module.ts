import { Module } from '@nestjs/common';
import { SessionStateModule } from '../auth/session-state.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { UsersModule } from '../users/users.module.js';
import { ConsentRecordsRepository } from './consent-records.repository.js';
import { ConsentsService } from './consents.service.js';
import { UnitListRepository } from './unit-list.repository.js';
import { UnitListService } from './unit-list.service.js';
import { UnitRegistrationService } from './unit-registration.service.js';
import { UnitsRepository } from './units.repository.js';
import { UnitsService } from './units.service.js';

@Module({
  // Devices: the unit list shows the gateway's presence (online). Users: the password hasher, for the
  // old units' passwords.
  imports: [DevicesModule, SessionStateModule, UsersModule],
  providers: [
    UnitsRepository,
    UnitsService,
    ConsentRecordsRepository,
    ConsentsService,
    UnitRegistrationService,
    UnitListRepository,
    UnitListService,
  ],
  exports: [UnitsService, ConsentsService, UnitRegistrationService, UnitListService],
})
export class UnitsModule {}
