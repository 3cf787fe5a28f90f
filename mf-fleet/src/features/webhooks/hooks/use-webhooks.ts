import type { WebhookCreatedResponse } from '@portal/contracts';
import {
  ApiError,
  invalidateEndpoint,
  useEndpointMutation,
  useEndpointQuery,
  useAlarmReload,
  useErrorText,
  useSearchParams,
} from '@portal/web-kit';
import { useEffect, useState } from 'react';

/** How often the deliveries shown are asked for again while the page is open (retries, answers). */
export const deliveriesRefreshMs = 5_000;

/**
 * The page's state: the user's webhooks, the one whose deliveries show, the secret of the one just
 * made (shown once), and the writes. Every write reloads the list (and the deliveries) it changed.
 */
export function useWebhooks() {
  // Admins may read another user's webhooks (`?login=`); the server refuses that to everyone else.
  const [search] = useSearchParams();
  const login = search.get('login')?.trim() ?? '';
  const webhooks = useEndpointQuery('webhookList', login ? { query: { login } } : undefined);
  const [chosen, setChosen] = useState<number | undefined>();
  const [created, setCreated] = useState<WebhookCreatedResponse | undefined>();
  const list = webhooks.data?.webhooks ?? [];
  // The chosen one, or the first while none is (or the chosen one was deleted).
  const selected = list.find((webhook) => webhook.id === chosen) ?? list[0];
  const create = useEndpointMutation('webhookCreate', {
    invalidates: ['webhookList'],
    afterAnswer: (answer) => {
      setCreated(answer);
      setChosen(answer.webhook.id);
    },
  });
  const update = useEndpointMutation('webhookUpdate', { invalidates: ['webhookList'] });
  const remove = useEndpointMutation('webhookDelete', { invalidates: ['webhookList'] });
  const test = useEndpointMutation('webhookTest', { invalidates: ['webhookDeliveries', 'webhookList'] });
  return {
    login,
    webhooks,
    list,
    selected,
    choose: setChosen,
    created,
    forgetSecret: () => setCreated(undefined),
    create,
    update,
    remove,
    test,
  };
}
export type WebhooksState = ReturnType<typeof useWebhooks>;

/** A webhook's deliveries, asked for again every few seconds and when an incident changes. */
export function useDeliveries(id: number) {
  const deliveries = useEndpointQuery(
    'webhookDeliveries',
    { params: { id: String(id) } },
    { keepPrevious: true },
  );
  useAlarmReload('webhookDeliveries');
  useEffect(() => {
    const timer = setInterval(() => void invalidateEndpoint('webhookDeliveries'), deliveriesRefreshMs);
    return () => clearInterval(timer);
  }, []);
  return deliveries;
}

/** A failure in the user's language: the server's key where it gave one. */
export function useFailureText(): (error: Error) => string {
  const errorText = useErrorText();
  return (error) => (error instanceof ApiError ? errorText(error.key) : error.message);
}
