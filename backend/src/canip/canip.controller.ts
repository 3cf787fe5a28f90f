import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import {
  type CanipRequest,
  type CanipWrite,
  canipRequestSchema,
  canipWriteSchema,
  endpoints,
  fetchErrorsSchema,
  zustimmungSchema,
} from '@portal/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { SessionStateService } from '../auth/session-state.service.js';
import { Allow, CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { maskedValue } from '../live/serial-alias.js';
import { resolveSerial } from '../units/demo-view.js';
import type { SessionUser } from '../users/users.service.js';
import { CanipService } from './canip.service.js';

/** /rest/canip/*: connect units and talk to them (spec 7). Demo sessions name units by their fakes. */
@Controller('canip')
export class CanipController {
  constructor(
    @Inject(CanipService) private readonly canip: CanipService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
  ) {}

  @Get(':sn')
  @Allow(endpoints.canipConnect)
  async connect(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Query('offline') offline: string | undefined,
    @Req() request: Request,
  ) {
    const real = await resolveSerial(request, sn, this.sessionState);
    const unit = await this.canip.connect(
      user,
      real,
      offline !== undefined && offline !== 'false',
      request.session,
    );
    // The unit under the serial it was asked for: a demo session's fake, never the real one.
    const boardValues = Object.fromEntries(
      Object.entries(unit.boardValues).map(([key, entry]) => [
        key,
        { ...entry, value: maskedValue(entry.value, real, sn) },
      ]),
    );
    return { ...unit, seriennummer: sn, boardValues };
  }

  @Get(':sn/disconnect')
  @Allow(endpoints.canipDisconnect)
  async disconnect(@Param('sn') sn: string, @Req() request: Request) {
    sn = await resolveSerial(request, sn, this.sessionState);
    return this.canip.disconnect(sn, request.session);
  }

  @Post(':sn/fetchErrors')
  @HttpCode(200)
  @Allow(endpoints.canipFetchErrors)
  async fetchErrors(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body(new ZodPipe(fetchErrorsSchema)) body: z.infer<typeof fetchErrorsSchema>,
    @Req() request: Request,
  ) {
    sn = await resolveSerial(request, sn, this.sessionState);
    return this.canip.fetchErrors(user, sn, body.boardName);
  }

  @Get(':sn/reloadLayout')
  @Allow(endpoints.canipReloadLayout)
  async reloadLayout(@CurrentUser() user: SessionUser, @Param('sn') sn: string, @Req() request: Request) {
    sn = await resolveSerial(request, sn, this.sessionState);
    return this.canip.reloadLayout(user, sn);
  }

  @Post(':sn/request')
  @HttpCode(200)
  @Allow(endpoints.canipRequest)
  async request(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body(new ZodPipe(canipRequestSchema)) body: CanipRequest,
    @Req() request: Request,
  ) {
    sn = await resolveSerial(request, sn, this.sessionState);
    return this.canip.request(user, sn, body, request.session, requestLanguage(request));
  }

  @Post(':sn/write')
  @HttpCode(200)
  @Allow(endpoints.canipWrite)
  async write(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body(new ZodPipe(canipWriteSchema)) body: CanipWrite,
    @Req() request: Request,
  ) {
    sn = await resolveSerial(request, sn, this.sessionState);
    return this.canip.write(user, sn, body, request.session, requestLanguage(request));
  }

  @Post(':sn/zustimmung')
  @HttpCode(200)
  @Allow(endpoints.canipZustimmung)
  async zustimmung(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body(new ZodPipe(zustimmungSchema)) body: Record<string, boolean>,
    @Req() request: Request,
  ) {
    sn = await resolveSerial(request, sn, this.sessionState);
    return this.canip.zustimmung(user, sn, body);
  }
}
