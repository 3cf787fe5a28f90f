import type { EndpointName } from '@portal/contracts';
import { QueryClient, QueryClientProvider, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionAtom } from '../state/session.js';
import { portalStore } from '../state/store.js';
import { type AnswerOf, type CallArgs, type Endpoints, call } from './client.js';

// Server state (react-query) over the contracts' endpoint table: one client for the shell and every
// remote (web-kit and react-query are federation singletons), one typed query hook per endpoint.

/**
 * The portal's one query client. Answers are asked for again whenever a screen mounts, as before;
 * a failed load is retried by the user (the screens' retry buttons), not behind their back.
 */
export const portalQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

// Another user's answers must never show: the cache goes with the session that fetched it.
portalStore.sub(sessionAtom, () => {
  if (portalStore.get(sessionAtom).state !== 'in') portalQueryClient.clear();
});

export function PortalQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={portalQueryClient}>{children}</QueryClientProvider>;
}

/** The cache key of an endpoint's answer: its name, then what the call sends. */
export const endpointKey = <N extends EndpointName>(name: N, ...[options]: CallArgs<N>) =>
  [name, options ?? {}] as const;

/**
 * An endpoint's answer as server state, typed from the contracts: `useEndpointQuery('partners',
 * { body: {} })`. Errors are the client's ApiError (or a network failure); a 401 has already sent
 * the session to the login page.
 */
export function useEndpointQuery<N extends EndpointName>(
  name: N,
  ...args: CallArgs<N>
): UseQueryResult<AnswerOf<Endpoints[N]>> {
  return useQuery({
    queryKey: endpointKey(name, ...args),
    queryFn: () => call(name, ...args),
  });
}

/** Marks every cached answer of an endpoint stale; screens showing it load it again. */
export function invalidateEndpoint(name: EndpointName): Promise<void> {
  return portalQueryClient.invalidateQueries({ queryKey: [name] });
}
