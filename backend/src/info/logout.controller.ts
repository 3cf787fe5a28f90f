import { Controller, Inject, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Route, type RequestQuery } from '../common/route.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { endSession, publicBaseUrl, sameOriginTarget } from '../auth/session.js';

/** GET /logout?returnUrl=… (outside /rest): ends the session and returns to a page of this portal. */
@Controller()
export class LogoutController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Route('logoutRedirect')
  async logout(
    @Req() request: Request,
    @Res() response: Response,
    @Query() query: RequestQuery<'logoutRedirect'>,
  ): Promise<void> {
    await endSession(request, response);
    response.redirect(302, sameOriginTarget(query.returnUrl, publicBaseUrl(request, this.config.publicUrl)));
  }
}
