import { Body, Controller, Inject, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SessionStateService } from '../auth/session-state.service.js';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { Route, type Reply, type RequestBody, type RequestQuery } from '../common/route.js';
import { resolveSerial } from '../units/demo-view.js';
import type { SessionUser } from '../auth/session-user.js';
import { CanipService } from './canip.service.js';

/** /rest/canip/*: connect units and talk to them (spec 7). Demo sessions name units by their fakes. */
@Controller()
export class CanipController {
  constructor(
    @Inject(CanipService) private readonly canip: CanipService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
  ) {}

  @Route('canipConnect')
  async connect(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Query() query: RequestQuery<'canipConnect'>,
    @Req() request: Request,
  ): Promise<Reply<'canipConnect'>> {
    const offline = query.offline !== undefined && query.offline !== 'false';
    return this.canip.connect(
      user,
      { real: await resolveSerial(request, sn, this.sessionState), shown: sn },
      offline,
      request.session,
    );
  }

  @Route('canipDisconnect')
  async disconnect(@Param('sn') sn: string, @Req() request: Request): Promise<Reply<'canipDisconnect'>> {
    return this.canip.disconnect(await resolveSerial(request, sn, this.sessionState), request.session);
  }

  @Route('canipFetchErrors')
  async fetchErrors(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'canipFetchErrors'>,
    @Req() request: Request,
  ): Promise<Reply<'canipFetchErrors'>> {
    return this.canip.fetchErrors(user, await resolveSerial(request, sn, this.sessionState), body.boardName);
  }

  @Route('canipReloadLayout')
  async reloadLayout(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Req() request: Request,
  ): Promise<Reply<'canipReloadLayout'>> {
    return this.canip.reloadLayout(user, await resolveSerial(request, sn, this.sessionState));
  }

  @Route('canipRequest')
  async request(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'canipRequest'>,
    @Req() request: Request,
  ): Promise<Reply<'canipRequest'>> {
    const real = await resolveSerial(request, sn, this.sessionState);
    return this.canip.request(user, real, body, request.session, requestLanguage(request));
  }

  @Route('canipWrite')
  async write(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'canipWrite'>,
    @Req() request: Request,
  ): Promise<Reply<'canipWrite'>> {
    const real = await resolveSerial(request, sn, this.sessionState);
    return this.canip.write(user, real, body, request.session, requestLanguage(request));
  }

  @Route('canipZustimmung')
  async zustimmung(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'canipZustimmung'>,
    @Req() request: Request,
  ): Promise<Reply<'canipZustimmung'>> {
    return this.canip.zustimmung(user, await resolveSerial(request, sn, this.sessionState), body);
  }
}
