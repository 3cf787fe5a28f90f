import { Body, Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { Request, Response } from 'express';
import { isManufacturerStaff } from '@portal/contracts';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestBody, type RequestQuery } from '../common/route.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LoginGuard } from '../auth/login.guard.js';
import type { LoginRequest } from '../auth/strategies.js';
import { FilesService } from '../files/files.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { UsersService } from '../users/users.service.js';
import { AccountService } from './account.service.js';
import { InitService } from './init.service.js';
import { endSession, publicBaseUrl } from '../auth/session.js';

/** The /rest/info/* calls of spec 7 that concern the app, the session and the own account. */
@Controller()
export class InfoController {
  constructor(
    @Inject(InitService) private readonly initService: InitService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AccountService) private readonly account: AccountService,
    @Inject(FilesService) private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route('init')
  init(@Req() request: Request): Promise<Reply<'init'>> {
    return this.initService.init(request.user, request.session.impersonatorId);
  }

  /** The LoginGuard has checked the body and logged the user in; the answer tells how. */
  @Route('login', { bodyGuard: LoginGuard })
  login(@Req() request: LoginRequest): Reply<'login'> {
    const outcome = request.loginOutcome ?? { result: 'success', sn: undefined };
    return outcome.sn ? { result: outcome.result, sn: outcome.sn } : { result: outcome.result };
  }

  @Route('logout')
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<'logout'>> {
    await endSession(request, response);
    return { result: 'loggedout' };
  }

  @Route('pwChange')
  async pwChange(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Body() body: RequestBody<'pwChange'>,
  ): Promise<Reply<'pwChange'>> {
    await this.account.changePassword(user, body, request);
    return { result: 'success' };
  }

  @Route('pwReset')
  async pwReset(@Req() request: Request, @Body() body: RequestBody<'pwReset'>): Promise<Reply<'pwReset'>> {
    await this.users.requestPasswordReset(body.email, publicBaseUrl(request, this.config.publicUrl));
    return { result: 'sent' };
  }

  @Route('addressDataGet')
  addressData(@CurrentUser() user: SessionUser): Promise<Reply<'addressDataGet'>> {
    return this.users.addressData(user);
  }

  @Route('addressDataPost')
  saveAddressData(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'addressDataPost'>,
  ): Promise<Reply<'addressDataPost'>> {
    return this.account.saveAddressData(user, body);
  }

  /** The body must be empty (checked by the route), so it is not read. */
  @Route('partners')
  async partners(
    @CurrentUser() user: SessionUser,
    @Body() _empty: RequestBody<'partners'>,
  ): Promise<Reply<'partners'>> {
    return { partners: await this.users.partnersOf(user) };
  }

  @Route('language')
  async language(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'language'>,
  ): Promise<Reply<'language'>> {
    await this.account.setLanguage(user, body.language);
    return { result: 'success' };
  }

  @Route('youtubeConsent')
  async youtubeConsent(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'youtubeConsent'>,
  ): Promise<Reply<'youtubeConsent'>> {
    await this.users.setYoutubeCookie(user, body.accepted);
    return { youtubeCookie: body.accepted };
  }

  @Route('file')
  async file(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Query() query: RequestQuery<'file'>,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.files.readable(id, user, isManufacturerStaff(user.roles, this.config.brand));
    response
      .type(file.mimeType)
      .set(
        'Content-Disposition',
        contentDisposition(file.name, { type: query.show === undefined ? 'attachment' : 'inline' }),
      )
      .send(file.content);
  }

  @Route('register')
  async register(@Req() request: Request, @Body() body: RequestBody<'register'>): Promise<Reply<'register'>> {
    await this.users.register(body, publicBaseUrl(request, this.config.publicUrl));
    return { result: 'confirmationsent' };
  }

  @Route('unregister')
  async unregister(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: RequestBody<'unregister'>,
  ): Promise<Reply<'unregister'>> {
    await this.account.unregister(user, body.password, request);
    await endSession(request, response);
    return { result: 'deleted' };
  }
}
