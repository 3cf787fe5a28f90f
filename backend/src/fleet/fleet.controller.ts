import { Controller, Inject, Query } from '@nestjs/common';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestQuery } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
import { FleetService } from './fleet.service.js';

/** /rest/fleet/*: the fleet overview (issue 44). */
@Controller()
export class FleetController {
  constructor(@Inject(FleetService) private readonly fleet: FleetService) {}

  @Route('fleetOverview')
  overview(
    @CurrentUser() user: SessionUser,
    @Query() query: RequestQuery<'fleetOverview'>,
  ): Promise<Reply<'fleetOverview'>> {
    return this.fleet.overview(user, query.days);
  }
}
