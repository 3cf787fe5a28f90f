import { Body, Controller, Inject, Param } from '@nestjs/common';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import { SimulationService } from './simulation.service.js';

/**
 * A test control of the embedded simulated units, which stand for an outside system (the field
 * units): browser tests put a locking fault on one to unlock it through the device menu. Answers
 * 404 unless SIM_CONTROL is on.
 */
@Controller()
export class SimulationController {
  constructor(@Inject(SimulationService) private readonly simulation: SimulationService) {}

  @Route('simulationLockingFault')
  lockingFault(
    @Param('sn') sn: string,
    @Body() body: RequestBody<'simulationLockingFault'>,
  ): Reply<'simulationLockingFault'> {
    this.simulation.lockingFault(sn, body.code, body.causeSeconds);
    return { success: true };
  }

  @Route('simulationClearFault')
  clearFault(
    @Param('sn') sn: string,
    @Body() body: RequestBody<'simulationClearFault'>,
  ): Reply<'simulationClearFault'> {
    this.simulation.clearFault(sn, body.code);
    return { success: true };
  }
}
