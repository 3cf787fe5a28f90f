import { z } from 'zod';
import {
  addressDataResponseSchema,
  addressDataSchema,
  emptyBodySchema,
  languageRequestSchema,
  healthResponseSchema,
  initResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  partnersResponseSchema,
  pwChangeRequestSchema,
  pwResetRequestSchema,
  registerRequestSchema,
  resultResponseSchema,
  unregisterRequestSchema,
} from './info.js';

/**
 * Who may call an endpoint: anyone, any logged-in user, or logged-in users holding one of `roles`
 * (any role when omitted) and none of `excludedRoles`.
 */
export type Access = 'public' | 'user' | { roles?: readonly string[]; excludedRoles?: readonly string[] };

/** The shared demo login must not change the account's password, data or existence (spec 6). */
const notDemo = { excludedRoles: ['demo'] } as const;

export interface Endpoint {
  method: 'get' | 'post' | 'delete';
  /** Path below /rest (or absolute when it starts with `//`), OpenAPI style: `{id}`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** A schema for JSON answers, or a media description for files and redirects. */
  response: z.ZodType | { kind: 'file' } | { kind: 'redirect' };
}

/** Every REST call of the portal; the OpenAPI document and the typed client are derived from it. */
export const endpoints = {
  health: {
    method: 'get',
    path: '/health',
    summary: 'Liveness and database check',
    tag: 'platform',
    access: 'public',
    response: healthResponseSchema,
  },
  docs: {
    method: 'get',
    path: '/docs',
    summary: 'This OpenAPI document',
    tag: 'platform',
    access: 'public',
    response: z.record(z.string(), z.unknown()),
  },
  init: {
    method: 'get',
    path: '/info/init',
    summary: 'App info, login state and the current user',
    tag: 'info',
    access: 'public',
    response: initResponseSchema,
  },
  login: {
    method: 'post',
    path: '/info/login',
    summary: 'Log in with user and password, or with a login hash',
    tag: 'info',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  logout: {
    method: 'get',
    path: '/info/logout',
    summary: 'End the session',
    tag: 'info',
    access: 'public',
    response: resultResponseSchema,
  },
  logoutRedirect: {
    method: 'get',
    path: '//logout',
    summary: 'End the session and redirect to returnUrl (same origin only)',
    tag: 'info',
    access: 'public',
    query: z.object({ returnUrl: z.string().optional() }),
    response: { kind: 'redirect' },
  },
  pwChange: {
    method: 'post',
    path: '/info/pwChange',
    summary: 'Change the own password',
    tag: 'info',
    access: notDemo,
    body: pwChangeRequestSchema,
    response: resultResponseSchema,
  },
  pwReset: {
    method: 'post',
    path: '/info/pwReset',
    summary: 'Send a one-time password reset link (same answer for unknown addresses)',
    tag: 'info',
    access: 'public',
    body: pwResetRequestSchema,
    response: resultResponseSchema,
  },
  addressDataGet: {
    method: 'get',
    path: '/info/addressdata',
    summary: 'The own address data',
    tag: 'info',
    access: 'user',
    response: addressDataResponseSchema,
  },
  addressDataPost: {
    method: 'post',
    path: '/info/addressdata',
    summary: 'Save the own address data',
    tag: 'info',
    access: notDemo,
    body: addressDataSchema,
    response: addressDataResponseSchema,
  },
  partners: {
    method: 'post',
    path: '/info/partners',
    summary: 'Service partners of the operator',
    tag: 'info',
    access: { roles: ['betreiber'] },
    body: emptyBodySchema,
    response: partnersResponseSchema,
  },
  language: {
    method: 'post',
    path: '/info/language',
    summary: 'Save the own UI language',
    tag: 'info',
    access: 'user',
    body: languageRequestSchema,
    response: resultResponseSchema,
  },
  file: {
    method: 'get',
    path: '/info/file/{id}',
    summary: 'Download a file; ?show displays it inline',
    tag: 'info',
    access: 'user',
    query: z.object({ show: z.string().optional() }),
    response: { kind: 'file' },
  },
  register: {
    method: 'post',
    path: '/info/register',
    summary: 'Register an operator account (confirmed by e-mail)',
    tag: 'info',
    access: 'public',
    body: registerRequestSchema,
    response: resultResponseSchema,
  },
  unregister: {
    method: 'post',
    path: '/info/unregister',
    summary: 'Delete the own account after re-entering the password',
    tag: 'info',
    access: notDemo,
    body: unregisterRequestSchema,
    response: resultResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
