import { Controller, Inject, Query, Req, Res } from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { Request, Response } from 'express';
import { RealSerial } from '../auth/real-serial.js';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { type Reply, type RequestQuery, Route } from '../common/route.js';
import { AccessService } from './access.service.js';

/** A unit's consent history and access log for its owner (issue 43). */
@Controller()
export class AccessController {
  constructor(@Inject(AccessService) private readonly access: AccessService) {}

  @Route('unitConsents')
  consents(@CurrentUser() user: SessionUser, @RealSerial() sn: string): Promise<Reply<'unitConsents'>> {
    return this.access.consentHistory(user, sn);
  }

  @Route('unitAccessLog')
  accessLog(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Query() query: RequestQuery<'unitAccessLog'>,
  ): Promise<Reply<'unitAccessLog'>> {
    return this.access.accessLog(user, sn, query);
  }

  @Route('unitAccessLogExport')
  async accessLogExport(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Query() query: RequestQuery<'unitAccessLogExport'>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const csv = await this.access.accessLogCsv(user, sn, query, requestLanguage(request));
    response
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', contentDisposition(`access-log-${sn}.csv`))
      .set('Cache-Control', 'no-store')
      // A byte-order mark: spreadsheets then read the umlauts as UTF-8.
      .send(`\uFEFF${csv}`);
  }
}
