import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import {
  type LocationEntry,
  type StandortdatenRequest,
  endpoints,
  standortdatenRequestSchema,
} from '@portal/contracts';
import { Allow, CurrentUser } from '../common/access.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { LocationsService } from '../locations/locations.service.js';
import type { SessionUser } from '../users/users.service.js';

/**
 * POST /rest/info/standortdaten (spec 2 Location dialog). Candidate units for a virtual or new
 * location come from the unit list (POST /info/units with filter.fuzzyGroupSearch), which the
 * dialog asks before saving; this answer is the saved location only.
 */
@Controller('info')
export class LocationsController {
  constructor(@Inject(LocationsService) private readonly locations: LocationsService) {}

  @Post('standortdaten')
  @HttpCode(200)
  @Allow(endpoints.standortdaten)
  standortdaten(
    @CurrentUser() user: SessionUser,
    @Body(new ZodPipe(standortdatenRequestSchema)) body: StandortdatenRequest,
  ): Promise<LocationEntry> {
    return this.locations.save(user, body);
  }
}
