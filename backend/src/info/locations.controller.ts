import { Body, Controller, Inject } from '@nestjs/common';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import { LocationsService } from '../locations/locations.service.js';
import { ShopOfferService } from '../shop/shop-offer.service.js';
import type { SessionUser } from '../auth/session-user.js';

/**
 * POST /rest/info/standortdaten (spec 2 Location dialog). Candidate units for a virtual or new
 * location come from the unit list (POST /info/units with filter.fuzzyGroupSearch), which the
 * dialog asks before saving; this answer is the saved location only.
 */
@Controller()
export class LocationsController {
  constructor(
    @Inject(LocationsService) private readonly locations: LocationsService,
    @Inject(ShopOfferService) private readonly shop: ShopOfferService,
  ) {}

  @Route('standortdaten')
  async standortdaten(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'standortdaten'>,
  ): Promise<Reply<'standortdaten'>> {
    const [saved] = await this.shop.withServices(user, [await this.locations.save(user, body)]);
    if (!saved) throw new Error('a saved location answers itself');
    return saved;
  }
}
