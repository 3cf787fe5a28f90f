import { Body, Controller, Inject, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RealSerial } from '../auth/real-serial.js';
import { SessionStateService } from '../auth/session-state.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser } from '../common/access.js';
import { type Reply, type RequestBody, type RequestQuery, Route } from '../common/route.js';
import { BalanceService } from './balance.service.js';

/**
 * /rest/units/{sn}/balance, /balance/site and /tariffs (issue 45). Demo sessions name units by their
 * fakes, and are answered in them.
 */
@Controller()
export class BalanceController {
  constructor(
    @Inject(BalanceService) private readonly balance: BalanceService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
  ) {}

  @Route('unitBalance')
  async get(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Param('sn') asked: string,
    @Query() query: RequestQuery<'unitBalance'>,
  ): Promise<Reply<'unitBalance'>> {
    return { ...(await this.balance.balance(user, sn, query)), sn: asked };
  }

  @Route('unitSiteBalance')
  async site(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Param('sn') asked: string,
    @Query() query: RequestQuery<'unitSiteBalance'>,
    @Req() request: Request,
  ): Promise<Reply<'unitSiteBalance'>> {
    const answer = await this.balance.siteBalance(user, sn, query);
    // The session's fake → real map, turned round.
    const fakes = user.roles.includes('demo')
      ? await this.sessionState.assignDemoFakes(
          request.sessionID,
          answer.units.map((unit) => unit.sn),
        )
      : new Map<string, string>();
    const fakeOf = new Map([...fakes].map(([fake, real]) => [real, fake]));
    const nameOf = (real: string) => (real === sn ? asked : (fakeOf.get(real) ?? real));
    return {
      site: { ...answer.site, sn: asked },
      units: answer.units.map((unit) => ({
        ...unit,
        sn: nameOf(unit.sn),
        balance: { ...unit.balance, sn: nameOf(unit.sn) },
      })),
    };
  }

  @Route('unitTariffs')
  tariffs(@CurrentUser() user: SessionUser, @RealSerial() sn: string): Promise<Reply<'unitTariffs'>> {
    return this.balance.tariffs(user, sn);
  }

  @Route('unitTariffsSave')
  saveTariffs(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Body() body: RequestBody<'unitTariffsSave'>,
  ): Promise<Reply<'unitTariffsSave'>> {
    return this.balance.saveTariffs(user, sn, body);
  }
}
