import { Body, Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import { ShopOfferService } from '../shop/shop-offer.service.js';
import { UnitListService } from '../units/unit-list.service.js';
import type { SessionUser } from '../auth/session-user.js';

/** POST /rest/info/units (spec 2 Unit list, 7): the session's connected units and demo fakes live in the session. */
@Controller()
export class UnitListController {
  constructor(
    @Inject(UnitListService) private readonly unitList: UnitListService,
    @Inject(ShopOfferService) private readonly shop: ShopOfferService,
  ) {}

  /** The page of the units domain with each location's services (spec 3 Location.services). */
  @Route('units')
  async units(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Body() body: RequestBody<'units'>,
  ): Promise<Reply<'units'>> {
    const page = await this.unitList.page(user, body, request.session, requestLanguage(request));
    const [location, ...locations] = await this.shop.withServices(user, [page.location, ...page.locations]);
    return {
      ...page,
      locations: locations.flatMap((entry) => (entry ? [entry] : [])),
      location: location ?? null,
    };
  }
}
