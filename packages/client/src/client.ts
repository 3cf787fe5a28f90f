import {
  type ApiErrorBody,
  type EndpointName,
  apiErrorSchema,
  endpointUrl,
  endpoints,
} from '@portal/contracts';
import { z } from 'zod';
import type { CallAnswer, CallArguments, CallInput } from './calls.js';
import { PortalAnswerError, PortalError } from './errors.js';
import { type LiveOptions, LiveValues } from './live.js';

export interface PortalClientOptions {
  /** The portal's address, e.g. `https://portal.example.com`. */
  baseUrl: string;
  /** A personal access token (`pat_…`), sent as `Authorization: Bearer`. Without it: log in first. */
  token?: string;
  /** How often a call refused with 429 is sent again after its Retry-After (default 3). */
  retries?: number;
  /** The longest Retry-After waited for (default 60 s); a longer one fails the call at once. */
  maxRetryWaitSeconds?: number;
}

const sessionCookie = 'portal.sid';

/**
 * A typed client of the portal: calls by the contracts' endpoint names, inputs and answers typed from
 * their zod schemas and answers checked against them; token or session auth; calls refused with 429
 * are sent again after Retry-After (bounded); the live socket as an async iterator of a unit's values.
 */
export class PortalClient {
  private cookie: string | undefined;
  private readonly baseUrl: string;

  constructor(private readonly options: PortalClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
  }

  /** Logs in with user name and password; the session cookie is kept for the calls that follow. */
  async login(user: string, password: string): Promise<CallAnswer<'login'>> {
    return this.call('login', { body: { user, password } });
  }

  /** Calls endpoint `name` of the contracts; throws PortalError for an answer that is no success. */
  async call<N extends EndpointName>(name: N, ...[input]: CallArguments<N>): Promise<CallAnswer<N>> {
    const response = await this.send(name, (input ?? {}) as CallInput<N>);
    const schema = endpoints[name].response;
    if (!(schema instanceof z.ZodType)) return response as CallAnswer<N>;
    const checked = schema.safeParse(await response.json());
    if (!checked.success) throw new PortalAnswerError(name, z.prettifyError(checked.error));
    return checked.data as CallAnswer<N>;
  }

  /** The live values of unit `sn` as they come (connects the unit for this session or token first). */
  live(sn: string, options: LiveOptions = {}): LiveValues {
    return new LiveValues(
      `${this.baseUrl.replace(/^http/, 'ws')}/ws`,
      this.authHeaders(),
      sn,
      () => this.call('canipConnect', { params: { sn } }).then(() => undefined),
      options,
    );
  }

  /** The headers that authenticate a request: the token, else the session cookie. */
  authHeaders(): Record<string, string> {
    if (this.options.token) return { authorization: `Bearer ${this.options.token}` };
    return this.cookie ? { cookie: `${sessionCookie}=${this.cookie}` } : {};
  }

  private async send<N extends EndpointName>(name: N, input: CallInput<N>): Promise<Response> {
    const { params, query, body } = input as {
      params?: Record<string, string>;
      query?: Record<string, string | number | boolean | undefined>;
      body?: unknown;
    };
    const url = `${this.baseUrl}${endpointUrl(name, params, queryText(query))}`;
    const retries = this.options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(url, {
        method: endpoints[name].method.toUpperCase(),
        redirect: 'manual',
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...this.authHeaders(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      this.keepCookie(response);
      if (response.ok || (response.status >= 300 && response.status < 400)) return response;
      const error = await errorBody(response);
      const wait = Number(response.headers.get('retry-after'));
      if (
        response.status !== 429 ||
        attempt >= retries ||
        !(wait >= 0) ||
        wait > (this.options.maxRetryWaitSeconds ?? 60)
      )
        throw new PortalError(name, error);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }

  private keepCookie(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      if (pair.slice(0, separator) !== sessionCookie) continue;
      const value = pair.slice(separator + 1);
      this.cookie = value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie) ? undefined : value;
    }
  }
}

/** Query values as the URL carries them (the contracts' queries hold strings, numbers and flags). */
function queryText(
  query: Record<string, string | number | boolean | undefined> | undefined,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query ?? {}).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
}

/** The portal's error body, or one made from the status when the answer carries none. */
async function errorBody(response: Response): Promise<ApiErrorBody> {
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  return parsed.success
    ? parsed.data
    : { status: response.status, key: 'exception.error', message: response.statusText };
}
