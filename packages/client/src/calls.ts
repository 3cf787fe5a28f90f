import type { EndpointName, endpoints } from '@portal/contracts';
import type { z } from 'zod';

type Entry<N extends EndpointName> = (typeof endpoints)[N];

/** The `{name}` parameters of a contracts path: `/canip/{sn}` → 'sn'. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

type ParamsInput<N extends EndpointName> = [ParamNames<Entry<N>['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<Entry<N>['path']>, string> };

type QueryInput<N extends EndpointName> =
  Entry<N> extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: undefined };

type BodyInput<N extends EndpointName> =
  Entry<N> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined };

/** What a call of endpoint N takes: its path parameters, query and body, typed from the contracts. */
export type CallInput<N extends EndpointName> = ParamsInput<N> & QueryInput<N> & BodyInput<N>;

/** What a call of endpoint N answers: its response schema's type, or the raw Response of a file. */
export type CallAnswer<N extends EndpointName> = Entry<N>['response'] extends z.ZodType
  ? z.output<Entry<N>['response']>
  : Response;

/** Endpoints that take no input at all may be called without the input argument. */
export type CallArguments<N extends EndpointName> =
  Record<string, never> extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];
