import { Body, Controller, Inject, Param, Query } from '@nestjs/common';
import { campaignIdParamSchema } from '@portal/contracts';
import type { SessionUser } from '../auth/session-user.js';
import { notFound } from '../common/api-exception.js';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestBody, type RequestQuery } from '../common/route.js';
import { CampaignsService } from './campaigns.service.js';

/** A campaign id from the path; anything else names no campaign. */
function campaignId(raw: string): number {
  const id = campaignIdParamSchema.safeParse(raw);
  if (!id.success) throw notFound();
  return id.data;
}

/** /rest/fleet/campaigns: parameter campaigns (issue 44). */
@Controller()
export class CampaignsController {
  constructor(@Inject(CampaignsService) private readonly campaigns: CampaignsService) {}

  @Route('campaignList')
  list(@CurrentUser() user: SessionUser): Promise<Reply<'campaignList'>> {
    return this.campaigns.list(user);
  }

  @Route('campaignDryRun')
  dryRun(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'campaignDryRun'>,
  ): Promise<Reply<'campaignDryRun'>> {
    return this.campaigns.dryRun(user, body);
  }

  @Route('campaignCreate')
  create(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'campaignCreate'>,
  ): Promise<Reply<'campaignCreate'>> {
    return this.campaigns.create(user, body);
  }

  @Route('campaignGet')
  get(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Reply<'campaignGet'>> {
    return this.campaigns.get(user, campaignId(id));
  }

  @Route('campaignUnits')
  units(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Query() query: RequestQuery<'campaignUnits'>,
  ): Promise<Reply<'campaignUnits'>> {
    return this.campaigns.unitResults(user, campaignId(id), query);
  }

  @Route('campaignPause')
  pause(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Reply<'campaignPause'>> {
    return this.campaigns.pause(user, campaignId(id));
  }

  @Route('campaignResume')
  resume(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Reply<'campaignResume'>> {
    return this.campaigns.resume(user, campaignId(id));
  }

  @Route('campaignCancel')
  cancel(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Reply<'campaignCancel'>> {
    return this.campaigns.cancel(user, campaignId(id));
  }
}
