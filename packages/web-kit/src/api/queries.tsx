import type { EndpointName } from '@portal/contracts';
import {
  QueryClient,
  QueryClientProvider,
  type UseQueryResult,
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { sessionAtom } from '../state/session.js';
import { portalStore } from '../state/store.js';
import { type AnswerOf, type CallArgs, type CallOptions, type Endpoints, call } from './client.js';

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

export interface QuerySettings {
  /** While a new request loads, the previous request's answer stays (a list being paged). */
  keepPrevious?: boolean;
  /** False holds the call back until what it needs is there. */
  enabled?: boolean;
  /** Asks again every so many ms while set (progress that moves on the server: commands, campaigns). */
  refetchInterval?: number | false;
}

/** The call's options (as `call` takes them), then the query's own settings. */
export type QueryArgs<N extends EndpointName> =
  Record<never, never> extends CallOptions<N>
    ? [options?: CallOptions<N>, settings?: QuerySettings]
    : [options: CallOptions<N>, settings?: QuerySettings];

/** How long an answer asked for before its screen mounted counts as that screen's own (no second request). */
const earlyAnswerMs = 1000;

/** A screen whose answer was asked for early takes it when it mounts, unless that answer is older. */
const refetchUnlessJustAsked = (query: { state: { data: unknown; dataUpdatedAt: number } }) =>
  query.state.data === undefined || Date.now() - query.state.dataUpdatedAt >= earlyAnswerMs;

/**
 * The keys of answers asked for before a screen showing them mounted: at its render, or by a route's
 * prefetch. Kept until a screen with the key mounts, so a render React discards and starts again
 * (a suspended sibling) still takes the answer instead of asking a second time.
 */
const askedEarly = new Set<string>();

/** Asks for an endpoint's answer now, for a screen about to mount (a route's prefetch). */
export function prefetchEndpoint<N extends EndpointName>(name: N, ...args: CallArgs<N>): void {
  const queryKey = endpointKey(name, ...args);
  askedEarly.add(hashKey(queryKey));
  void portalQueryClient.prefetchQuery({ queryKey, queryFn: () => call(name, ...args) });
}

/**
 * An endpoint's answer as server state, typed from the contracts: `useEndpointQuery('partners',
 * { body: {} })`. Errors are the client's ApiError (or a network failure); a 401 has already sent
 * the session to the login page.
 */
export function useEndpointQuery<N extends EndpointName>(
  name: N,
  ...[options, settings = {}]: QueryArgs<N>
): UseQueryResult<AnswerOf<Endpoints[N]>> {
  const args = [options] as CallArgs<N>;
  const client = useQueryClient();
  const queryKey = endpointKey(name, ...args);
  const queryFn = () => call(name, ...args);
  // An answer nobody has asked for yet is asked for while the screen first renders, not after its
  // first paint (react-query asks when its observer subscribes, in an effect): the unit list after
  // login asks a frame sooner. Other mounts ask again as before.
  const [early] = useState(() => {
    const hash = hashKey(queryKey);
    if (settings.enabled !== false && !client.getQueryCache().find({ queryKey, exact: true })) {
      askedEarly.add(hash);
      void client.prefetchQuery({ queryKey, queryFn });
    }
    return askedEarly.has(hash) ? hash : undefined;
  });
  useEffect(() => {
    if (early) askedEarly.delete(early);
  }, [early]);
  return useQuery({
    queryKey,
    queryFn,
    placeholderData: settings.keepPrevious ? keepPreviousData : undefined,
    enabled: settings.enabled,
    refetchInterval: settings.refetchInterval,
    refetchOnMount: early ? refetchUnlessJustAsked : true,
    // Its early ask failing before it mounted is its first load's failure, not one to ask again.
    retryOnMount: !early,
  });
}

/** Changes a cached answer in place (a live message updated what it shows); no answer, no change. */
export function updateEndpointAnswer<N extends EndpointName>(
  change: (answer: AnswerOf<Endpoints[N]>) => AnswerOf<Endpoints[N]>,
  name: N,
  ...args: CallArgs<N>
): void {
  portalQueryClient.setQueryData<AnswerOf<Endpoints[N]>>(endpointKey(name, ...args), (answer) =>
    answer === undefined ? undefined : change(answer),
  );
}

/** Marks every cached answer of an endpoint stale; screens showing it load it again. */
export function invalidateEndpoint(name: EndpointName): Promise<void> {
  return portalQueryClient.invalidateQueries({ queryKey: [name] });
}
