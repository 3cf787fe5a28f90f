import { Body, Controller, Inject, Param, Query } from '@nestjs/common';
import { webhookIdParamSchema } from '@portal/contracts';
import { notFound } from '../common/api-exception.js';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply, type RequestBody, type RequestQuery } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
import { WebhooksService } from './webhooks.service.js';

/** A webhook id from the path; anything else names no webhook. */
function webhookId(raw: string): number {
  const id = webhookIdParamSchema.safeParse(raw);
  if (!id.success) throw notFound();
  return id.data;
}

/** /rest/webhooks/*: a user's webhooks for alarm events and their deliveries (issue 42). */
@Controller()
export class WebhooksController {
  constructor(@Inject(WebhooksService) private readonly webhooks: WebhooksService) {}

  @Route('webhookList')
  list(
    @CurrentUser() user: SessionUser,
    @Query() query: RequestQuery<'webhookList'>,
  ): Promise<Reply<'webhookList'>> {
    return this.webhooks.list(user, query.login);
  }

  @Route('webhookCreate')
  create(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'webhookCreate'>,
  ): Promise<Reply<'webhookCreate'>> {
    return this.webhooks.create(user, body.url);
  }

  @Route('webhookUpdate')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: RequestBody<'webhookUpdate'>,
  ): Promise<Reply<'webhookUpdate'>> {
    return this.webhooks.update(user, webhookId(id), body);
  }

  @Route('webhookDelete')
  delete(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Reply<'webhookDelete'>> {
    return this.webhooks.delete(user, webhookId(id));
  }

  @Route('webhookTest')
  test(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() _empty: RequestBody<'webhookTest'>,
  ): Promise<Reply<'webhookTest'>> {
    return this.webhooks.test(user, webhookId(id));
  }

  @Route('webhookDeliveries')
  deliveries(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Reply<'webhookDeliveries'>> {
    return this.webhooks.deliveries(user, webhookId(id));
  }
}
