import { Body, Controller, Inject, Param, Req } from '@nestjs/common';
import { incidentIdParamSchema } from '@portal/contracts';
import type { Request } from 'express';
import { notFound } from '../common/api-exception.js';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
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

/** /rest/alarms/*: incidents of the units a user is told of (issue 42). */
@Controller()
export class AlarmsController {
  constructor(@Inject(IncidentsService) private readonly incidents: IncidentsService) {}

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
}
