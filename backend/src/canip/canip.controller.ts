import { Body, Controller, Inject, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { Route, type Reply, type RequestBody, type RequestQuery } from '../common/route.js';
import { resolveSerial } from '../units/demo-view.js';
import type { SessionUser } from '../users/users.service.js';
import { CanipService } from './canip.service.js';

/** /rest/canip/*: connect units and talk to them (spec 7). Demo sessions name units by their fakes. */
@Controller()
export class CanipController {
  constructor(@Inject(CanipService) private readonly canip: CanipService) {}

  @Route('canipConnect')
  connect(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Query() query: RequestQuery<'canipConnect'>,
    @Req() request: Request,
  ): Promise<Reply<'canipConnect'>> {
    const offline = query.offline !== undefined && query.offline !== 'false';
    return this.canip.connect(
      user,
      { real: resolveSerial(request, sn), shown: sn },
      offline,
      request.session,
    );
  }

  @Route('canipDisconnect')
  disconnect(@Param('sn') sn: string, @Req() request: Request): Reply<'canipDisconnect'> {
    return this.canip.disconnect(resolveSerial(request, sn), request.session);
  }

  @Route('canipFetchErrors')
  fetchErrors(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'canipFetchErrors'>,
    @Req() request: Request,
  ): Promise<Reply<'canipFetchErrors'>> {
    return this.canip.fetchErrors(user, resolveSerial(request, sn), body.boardName);
  }

  @Route('canipReloadLayout')
  reloadLayout(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Req() request: Request,
  ): Promise<Reply<'canipReloadLayout'>> {
    return this.canip.reloadLayout(user, resolveSerial(request, sn));
  }

  @Route('canipRequest')
  request(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'canipRequest'>,
    @Req() request: Request,
  ): Promise<Reply<'canipRequest'>> {
    const real = resolveSerial(request, sn);
    return this.canip.request(user, real, body, request.session, requestLanguage(request));
  }

  @Route('canipWrite')
  write(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'canipWrite'>,
    @Req() request: Request,
  ): Promise<Reply<'canipWrite'>> {
    const real = resolveSerial(request, sn);
    return this.canip.write(user, real, body, request.session, requestLanguage(request));
  }

  @Route('canipZustimmung')
  zustimmung(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'canipZustimmung'>,
    @Req() request: Request,
  ): Promise<Reply<'canipZustimmung'>> {
    return this.canip.zustimmung(user, resolveSerial(request, sn), body);
  }
}
