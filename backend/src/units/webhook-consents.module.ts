import { Global, Module } from '@nestjs/common';
import { WebhookConsents } from '../webhooks/webhook-consents.js';
import { UnitsModule } from './units.module.js';
import { WebhookConsentRecords } from './webhook-consent-records.js';

/** Global so that the webhooks, which sit below this domain, find their WebhookConsents. */
@Global()
@Module({
  imports: [UnitsModule],
  providers: [{ provide: WebhookConsents, useClass: WebhookConsentRecords }],
  exports: [WebhookConsents],
})
export class WebhookConsentsModule {}
