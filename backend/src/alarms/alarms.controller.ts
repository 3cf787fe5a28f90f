import { Body, Controller, Inject, Param, Req } from '@nestjs/common';
import { incidentIdParamSchema } from '@portal/contracts';
import type { Request } from 'express';
import { notFound } from '../common/api-exception.js';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
import { AlarmSettingsService } from './alarm-settings.service.js';
import { type IncidentViewer, IncidentsService } from './incidents.service.js';

/** An incident id from the path; anything else names no incident. */
function incidentId(raw: string): number {
  const id = incidentIdParamSchema.safeParse(raw);
  if (!id.success) throw notFound();
  return id.data;
}

const viewer = (user: SessionUser, request: Request): IncidentViewer => ({
  user,
  sessionId: request.sessionID,
});

/** /rest/alarms/*: incidents of the units a user is told of, and how they are told (issue 42). */
@Controller()
export class AlarmsController {
  constructor(
    @Inject(IncidentsService) private readonly incidents: IncidentsService,
    @Inject(AlarmSettingsService) private readonly alarmSettings: AlarmSettingsService,
  ) {}

  @Route('alarmIncidents')
  list(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'alarmIncidents'>,
    @Req() request: Request,
  ): Promise<Reply<'alarmIncidents'>> {
    return this.incidents.list(viewer(user, request), body);
  }

  @Route('alarmCount')
  count(@CurrentUser() user: SessionUser): Promise<Reply<'alarmCount'>> {
    return this.incidents.count(user);
  }

  @Route('alarmAcknowledge')
  acknowledge(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: RequestBody<'alarmAcknowledge'>,
    @Req() request: Request,
  ): Promise<Reply<'alarmAcknowledge'>> {
    return this.incidents.acknowledge(viewer(user, request), incidentId(id), body.note);
  }

  @Route('alarmClose')
  close(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: RequestBody<'alarmClose'>,
    @Req() request: Request,
  ): Promise<Reply<'alarmClose'>> {
    return this.incidents.close(viewer(user, request), incidentId(id), body.note);
  }

  @Route('alarmSettings')
  settings(@CurrentUser() user: SessionUser): Promise<Reply<'alarmSettings'>> {
    return this.alarmSettings.read(user);
  }

  @Route('alarmPreferences')
  preferences(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'alarmPreferences'>,
  ): Promise<Reply<'alarmPreferences'>> {
    return this.alarmSettings.setPreferences(user, body);
  }

  @Route('alarmSubscribe')
  subscribe(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'alarmSubscribe'>,
  ): Promise<Reply<'alarmSubscribe'>> {
    return this.alarmSettings.subscribe(user, body);
  }

  @Route('alarmUnsubscribe')
  unsubscribe(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'alarmUnsubscribe'>,
  ): Promise<Reply<'alarmUnsubscribe'>> {
    return this.alarmSettings.unsubscribe(user, body);
  }

  @Route('alarmOfflineGrace')
  offlineGrace(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'alarmOfflineGrace'>,
  ): Promise<Reply<'alarmOfflineGrace'>> {
    return this.alarmSettings.setGrace(user, body);
  }

  @Route('alarmDeliveries')
  deliveries(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'alarmDeliveries'>,
  ): Promise<Reply<'alarmDeliveries'>> {
    return this.alarmSettings.deliveries(user, body);
  }
}
