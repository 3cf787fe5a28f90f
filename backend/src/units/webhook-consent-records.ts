import { Inject, Injectable } from '@nestjs/common';
import { WebhookConsents, type WebhookGrantee } from '../webhooks/webhook-consents.js';
import { ConsentsService } from './consents.service.js';

/** A webhook's consents as records: read access to every unit its owner operates, until deleted. */
@Injectable()
export class WebhookConsentRecords extends WebhookConsents {
  constructor(@Inject(ConsentsService) private readonly consents: ConsentsService) {
    super();
  }

  granted({ webhook, by }: WebhookGrantee): Promise<void> {
    return this.consents.grant(
      {
        grantee: { kind: 'webhook', id: webhook.id },
        label: webhook.url,
        reach: undefined,
        scope: ['read'],
        until: null,
      },
      { userId: by.id, login: by.login },
    );
  }

  ended({ webhook, by }: WebhookGrantee): Promise<void> {
    return this.consents.end({ kind: 'webhook', id: webhook.id }, webhook.url, {
      userId: by.id,
      login: by.login,
    });
  }
}
