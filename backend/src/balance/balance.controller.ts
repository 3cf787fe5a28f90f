import { Body, Controller, Inject, Query } from '@nestjs/common';
import { RealSerial } from '../auth/real-serial.js';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser } from '../common/access.js';
import { type Reply, type RequestBody, type RequestQuery, Route } from '../common/route.js';
import { BalanceService } from './balance.service.js';

/** /rest/units/{sn}/balance and /tariffs (issue 45). Demo sessions name units by their fakes. */
@Controller()
export class BalanceController {
  constructor(@Inject(BalanceService) private readonly balance: BalanceService) {}

  @Route('unitBalance')
  get(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Query() query: RequestQuery<'unitBalance'>,
  ): Promise<Reply<'unitBalance'>> {
    return this.balance.balance(user, sn, query);
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
