import { Global, Module } from '@nestjs/common';
import { SocketUnits } from '../live/socket-units.js';
import { CanipModule } from './canip.module.js';
import { UnitSockets } from './unit-sockets.js';

/** Global so that the live socket, which sits below this domain, finds its SocketUnits. */
@Global()
@Module({
  imports: [CanipModule],
  providers: [{ provide: SocketUnits, useClass: UnitSockets }],
  exports: [SocketUnits],
})
export class UnitSocketsModule {}
