import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { Request, Response } from 'express';
import {
  type AddressData,
  type AddressDataResponse,
  type InitResponse,
  type LoginResponse,
  type PwChangeRequest,
  type PwResetRequest,
  type RegisterRequest,
  type ResultResponse,
  addressDataSchema,
  emptyBodySchema,
  endpoints,
  isManufacturerStaff,
  partnersResponseSchema,
  pwChangeRequestSchema,
  languageRequestSchema,
  type LanguageRequest,
  pwResetRequestSchema,
  registerRequestSchema,
  unregisterRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { Allow, CurrentUser } from '../common/access.js';
import { ApiException } from '../common/api-exception.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LoginGuard } from '../auth/login.guard.js';
import type { LoginRequest } from '../auth/strategies.js';
import { FilesService } from '../files/files.service.js';
import { LoginThrottleService } from '../auth/login-throttle.service.js';
import { type SessionUser, UsersService } from '../users/users.service.js';
import { LiveBus } from '../live/live-bus.js';
import { InitService } from './init.service.js';
import { endSession, publicBaseUrl } from './session.js';

/** The /rest/info/* calls of spec 7 that concern the app, the session and the own account. */
@Controller('info')
export class InfoController {
  constructor(
    @Inject(InitService) private readonly initService: InitService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(LoginThrottleService) private readonly throttle: LoginThrottleService,
    @Inject(FilesService) private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LiveBus) private readonly bus: LiveBus,
  ) {}

  @Get('init')
  @Allow(endpoints.init)
  init(@Req() request: Request): Promise<InitResponse> {
    return this.initService.init(request.user, request.session.impersonatorId);
  }

  @Post('login')
  @HttpCode(200)
  @Allow(endpoints.login)
  @UseGuards(LoginGuard)
  login(@Req() request: LoginRequest): LoginResponse {
    const outcome = request.loginOutcome ?? { result: 'success', sn: undefined };
    return outcome.sn ? { result: outcome.result, sn: outcome.sn } : { result: outcome.result };
  }

  @Get('logout')
  @Allow(endpoints.logout)
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResultResponse> {
    await endSession(request, response);
    return { result: 'loggedout' };
  }

  @Post('pwChange')
  @HttpCode(200)
  @Allow(endpoints.pwChange)
  async pwChange(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Body(new ZodPipe(pwChangeRequestSchema)) body: PwChangeRequest,
  ): Promise<ResultResponse> {
    await this.passwordRecheck(request, user, () =>
      this.users.changePassword(
        user,
        body.oldPassword,
        body.password,
        request.session.passwordResetGranted === true,
      ),
    );
    request.session.passwordResetGranted = false;
    return { result: 'success' };
  }

  @Post('pwReset')
  @HttpCode(200)
  @Allow(endpoints.pwReset)
  async pwReset(
    @Req() request: Request,
    @Body(new ZodPipe(pwResetRequestSchema)) body: PwResetRequest,
  ): Promise<ResultResponse> {
    await this.users.requestPasswordReset(body.email, publicBaseUrl(request, this.config.publicUrl));
    return { result: 'sent' };
  }

  @Get('addressdata')
  @Allow(endpoints.addressDataGet)
  addressData(@CurrentUser() user: SessionUser): Promise<AddressDataResponse> {
    return this.users.addressData(user);
  }

  @Post('addressdata')
  @HttpCode(200)
  @Allow(endpoints.addressDataPost)
  async saveAddressData(
    @CurrentUser() user: SessionUser,
    @Body(new ZodPipe(addressDataSchema)) body: AddressData,
  ): Promise<AddressDataResponse> {
    const answer = await this.users.saveAddressData(user, body);
    await this.announceUser(user.id);
    return answer;
  }

  @Post('partners')
  @HttpCode(200)
  @Allow(endpoints.partners)
  async partners(
    @CurrentUser() user: SessionUser,
    @Body(new ZodPipe(emptyBodySchema)) _body: unknown,
  ): Promise<z.infer<typeof partnersResponseSchema>> {
    return { partners: await this.users.partnersOf(user) };
  }

  @Post('language')
  @HttpCode(200)
  @Allow(endpoints.language)
  async language(
    @CurrentUser() user: SessionUser,
    @Body(new ZodPipe(languageRequestSchema)) body: LanguageRequest,
  ): Promise<ResultResponse> {
    await this.users.setLanguage(user, body.language);
    await this.announceUser(user.id);
    return { result: 'success' };
  }

  /** The user's other tabs and devices get the changed current user (UserStore). */
  private async announceUser(userId: number): Promise<void> {
    const updated = await this.users.findById(userId);
    const { user } = await this.initService.init(updated);
    if (user) this.bus.publish({ type: 'user.changed', userId, user });
  }

  @Get('file/:id')
  @Allow(endpoints.file)
  async file(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Query('show') show: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.files.readable(id, user, isManufacturerStaff(user.roles, this.config.brand));
    response
      .type(file.mimeType)
      .set(
        'Content-Disposition',
        contentDisposition(file.name, { type: show === undefined ? 'attachment' : 'inline' }),
      )
      .send(file.content);
  }

  @Post('register')
  @HttpCode(200)
  @Allow(endpoints.register)
  async register(
    @Req() request: Request,
    @Body(new ZodPipe(registerRequestSchema)) body: RegisterRequest,
  ): Promise<ResultResponse> {
    await this.users.register(body, publicBaseUrl(request, this.config.publicUrl));
    return { result: 'confirmationsent' };
  }

  @Post('unregister')
  @HttpCode(200)
  @Allow(endpoints.unregister)
  async unregister(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body(new ZodPipe(unregisterRequestSchema)) body: z.infer<typeof unregisterRequestSchema>,
  ): Promise<ResultResponse> {
    await this.passwordRecheck(request, user, () => this.users.unregister(user, body.password));
    await endSession(request, response);
    return { result: 'deleted' };
  }

  /** Re-entered passwords count towards the login throttle like failed logins. */
  private async passwordRecheck(
    request: Request,
    user: SessionUser,
    check: () => Promise<void>,
  ): Promise<void> {
    const ip = request.ip ?? 'unknown';
    await this.throttle.assertAllowed(ip, user.login);
    try {
      await check();
    } catch (error) {
      if (error instanceof ApiException && error.key === 'exception.oldpasswordwrong') {
        await this.throttle.recordFailure(ip, user.login);
      }
      throw error;
    }
  }
}
