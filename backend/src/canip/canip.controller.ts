import { Body, Controller, Inject, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { commandIdParamSchema } from '@portal/contracts';
import { RealSerial } from '../auth/real-serial.js';
import { notFound } from '../common/api-exception.js';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { Route, type Reply, type RequestBody, type RequestQuery } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
import { type BrowserSession, CanipService } from './canip.service.js';

/** The session a call comes from, and the token calling when it came with one. */
function sessionOf(request: Request): BrowserSession {
  const { id, impersonatorId } = request.session;
  return {
    id,
    ...(impersonatorId !== undefined ? { impersonatorId } : {}),
    ...(request.accessToken ? { accessTokenId: request.accessToken.id } : {}),
  };
}

/** /rest/canip/*: connect units and talk to them (spec 7). Demo sessions name units by their fakes. */
@Controller()
export class CanipController {
  constructor(@Inject(CanipService) private readonly canip: CanipService) {}

  @Route('canipConnect')
  async connect(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @RealSerial() real: string,
    @Query() query: RequestQuery<'canipConnect'>,
    @Req() request: Request,
  ): Promise<Reply<'canipConnect'>> {
    const offline = query.offline !== undefined && query.offline !== 'false';
    return this.canip.connect(user, { real, shown: sn }, offline, sessionOf(request));
  }

  @Route('canipDisconnect')
  async disconnect(@RealSerial() sn: string, @Req() request: Request): Promise<Reply<'canipDisconnect'>> {
    return this.canip.disconnect(sn, sessionOf(request));
  }

  @Route('canipFetchErrors')
  async fetchErrors(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Body() body: RequestBody<'canipFetchErrors'>,
  ): Promise<Reply<'canipFetchErrors'>> {
    return this.canip.fetchErrors(user, sn, body.boardName);
  }

  @Route('canipReloadLayout')
  async reloadLayout(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
  ): Promise<Reply<'canipReloadLayout'>> {
    return this.canip.reloadLayout(user, sn);
  }

  @Route('canipRequest')
  async request(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Body() body: RequestBody<'canipRequest'>,
    @Req() request: Request,
  ): Promise<Reply<'canipRequest'>> {
    return this.canip.request(user, sn, body, sessionOf(request), requestLanguage(request));
  }

  @Route('canipWrite')
  async write(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Body() body: RequestBody<'canipWrite'>,
    @Req() request: Request,
  ): Promise<Reply<'canipWrite'>> {
    return this.canip.write(user, sn, body, sessionOf(request), requestLanguage(request));
  }

  @Route('unitCommands')
  commands(@CurrentUser() user: SessionUser, @RealSerial() sn: string): Promise<Reply<'unitCommands'>> {
    return this.canip.commandList(user, sn);
  }

  @Route('unitCommandCancel')
  cancelCommand(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Param('id') id: string,
    @Req() request: Request,
  ): Promise<Reply<'unitCommandCancel'>> {
    const commandId = commandIdParamSchema.safeParse(id);
    if (!commandId.success) throw notFound();
    return this.canip.cancelCommand(user, sn, commandId.data, sessionOf(request));
  }

  @Route('canipZustimmung')
  async zustimmung(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Body() body: RequestBody<'canipZustimmung'>,
    @Req() request: Request,
  ): Promise<Reply<'canipZustimmung'>> {
    return this.canip.zustimmung(user, sn, body, sessionOf(request));
  }
}
