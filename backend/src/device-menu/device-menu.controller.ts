import { Body, Controller, Inject, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
import { DeviceMenuService, type MenuCall } from './device-menu.service.js';

/** /rest/device/{sn}/*: a unit's device (installer) menu (issue 19, ADR 0014). Demo users are refused by the routes. */
@Controller()
export class DeviceMenuController {
  constructor(@Inject(DeviceMenuService) private readonly menu: DeviceMenuService) {}

  @Route('deviceMenu')
  get(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Req() request: Request,
  ): Promise<Reply<'deviceMenu'>> {
    return this.menu.menu(menuCall(user, sn, request));
  }

  @Route('deviceServiceLevel')
  enter(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'deviceServiceLevel'>,
    @Req() request: Request,
  ): Promise<Reply<'deviceServiceLevel'>> {
    return this.menu.enterServiceLevel(menuCall(user, sn, request), body.code);
  }

  @Route('deviceServiceLevelLeave')
  leave(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Req() request: Request,
  ): Promise<Reply<'deviceServiceLevelLeave'>> {
    return this.menu.leaveServiceLevel(menuCall(user, sn, request));
  }

  @Route('deviceUserSettings')
  userSettings(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'deviceUserSettings'>,
    @Req() request: Request,
  ): Promise<Reply<'deviceUserSettings'>> {
    return this.menu.userSettings(menuCall(user, sn, request), body);
  }

  @Route('deviceHeatingCurve')
  async heatingCurve(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'deviceHeatingCurve'>,
    @Req() request: Request,
  ): Promise<Reply<'deviceHeatingCurve'>> {
    const call = menuCall(user, sn, request);
    const { settings } = await this.menu.installerAction(call, 'heatingcurve', 'deviceSettings', {
      heatingCurve: body,
    });
    return settings.heatingCurve;
  }

  @Route('deviceNetwork')
  async network(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'deviceNetwork'>,
    @Req() request: Request,
  ): Promise<Reply<'deviceNetwork'>> {
    const call = menuCall(user, sn, request);
    const { settings } = await this.menu.installerAction(call, 'network', 'deviceSettings', {
      network: body,
    });
    return settings.network;
  }

  @Route('deviceNetworkTest')
  networkTest(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'deviceNetworkTest'>,
    @Req() request: Request,
  ): Promise<Reply<'deviceNetworkTest'>> {
    return this.menu.installerAction(menuCall(user, sn, request), 'networktest', 'networkTest', body);
  }

  @Route('deviceCommissioning')
  commissioning(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'deviceCommissioning'>,
    @Req() request: Request,
  ): Promise<Reply<'deviceCommissioning'>> {
    return this.menu.installerAction(menuCall(user, sn, request), 'commissioning', 'commissioning', body);
  }

  @Route('deviceUnlock')
  unlock(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'deviceUnlock'>,
    @Req() request: Request,
  ): Promise<Reply<'deviceUnlock'>> {
    return this.menu.installerAction(menuCall(user, sn, request), 'unlock', 'unlockFault', body);
  }

  /** The body must be empty (checked by the route), so it is not read. */
  @Route('deviceCalibrate')
  calibrate(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() _empty: RequestBody<'deviceCalibrate'>,
    @Req() request: Request,
  ): Promise<Reply<'deviceCalibrate'>> {
    return this.menu.installerAction(menuCall(user, sn, request), 'calibrate', 'calibrate', {});
  }

  @Route('devicePower')
  power(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'devicePower'>,
    @Req() request: Request,
  ): Promise<Reply<'devicePower'>> {
    return this.menu.installerAction(menuCall(user, sn, request), 'power', 'power', body);
  }
}

function menuCall(user: SessionUser, sn: string, request: Request): MenuCall {
  const { impersonatorId } = request.session;
  return { user, sn, sid: request.session.id, ...(impersonatorId !== undefined ? { impersonatorId } : {}) };
}
