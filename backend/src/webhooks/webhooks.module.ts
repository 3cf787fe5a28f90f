import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { WebhooksService } from './webhooks.service.js';

/** Webhooks (issue 42): users' addresses for alarm events, and the outbox that sends them. */
@Module({
  imports: [UsersModule],
  controllers: [WebhooksController],
  providers: [WebhooksRepository, WebhookDispatcher, WebhooksService],
  exports: [WebhooksService],
})
export class WebhooksModule {}
