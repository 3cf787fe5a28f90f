import type { EndpointName } from '@portal/contracts';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { type ToastInput, showToast } from '../ui/toasts.js';
import { type AnswerOf, type CallArgs, type CallOptions, type Endpoints, call } from './client.js';
import { invalidateEndpoint, portalQueryClient } from './queries.js';

/** What `mutate` takes: the call's options (as `call` takes them), left out when none are needed. */
export type MutationVariables<N extends EndpointName> =
  Record<never, never> extends CallOptions<N> ? CallOptions<N> | void : CallOptions<N>;

export interface MutationSettings<N extends EndpointName> {
  /** Endpoints whose cached answers the write makes stale; the call stays pending until they reloaded. */
  invalidates?: readonly EndpointName[];
  /**
   * Work that belongs to the write once it is answered (loading what it changed, closing a dialog):
   * the call stays pending until it is done, and fails if it throws.
   */
  afterAnswer?: (answer: AnswerOf<Endpoints[N]>, variables: MutationVariables<N>) => unknown;
  /** The toast after a success (none when it answers null or is left out). */
  successToast?: (answer: AnswerOf<Endpoints[N]>, variables: MutationVariables<N>) => ToastInput | null;
  /** The toast after a failure (none when it answers null or is left out). */
  errorToast?: (error: Error, variables: MutationVariables<N>) => ToastInput | null;
}

export type EndpointMutation<N extends EndpointName> = UseMutationResult<
  AnswerOf<Endpoints[N]>,
  Error,
  MutationVariables<N>
>;

/**
 * A write to an endpoint of the contracts' table, typed from it: `useEndpointMutation('pwChange',
 * { errorToast })`, then `mutate({ body })`. Its `isPending` is the screen's busy state; errors are
 * the client's ApiError (or a network failure), as for reads.
 */
export function useEndpointMutation<N extends EndpointName>(
  name: N,
  settings: MutationSettings<N> = {},
): EndpointMutation<N> {
  const { invalidates = [], afterAnswer, successToast, errorToast } = settings;
  return useMutation(
    {
      mutationKey: [name],
      mutationFn: (variables: MutationVariables<N>) => call(name, ...([variables] as CallArgs<N>)),
      onSuccess: async (answer, variables) => {
        await Promise.all(invalidates.map(invalidateEndpoint));
        await afterAnswer?.(answer, variables);
        const toast = successToast?.(answer, variables);
        if (toast) showToast(toast);
      },
      onError: (error, variables) => {
        const toast = errorToast?.(error, variables);
        if (toast) showToast(toast);
      },
    },
    // The portal's one client, so a write works wherever it renders, provider or not.
    portalQueryClient,
  );
}
